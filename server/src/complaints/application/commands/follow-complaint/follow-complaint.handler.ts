import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { ComplaintFollow } from '../../../domain/complaint-follow.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { FollowComplaintCommand, type FollowState } from './follow-complaint.command.js';

/**
 * Follow. The complaint is found by its public id as the public page finds it (404 NOT_FOUND otherwise), the entity
 * refuses its reporter (409 OWN_COMPLAINT), and the complaint_follows row is inserted unless it is there already:
 * following twice, or at once from two tabs, leaves one row and answers the same (PUT is idempotent). No event: a
 * follow changes nothing anyone else reads.
 */
@CommandHandler(FollowComplaintCommand)
export class FollowComplaintHandler implements ICommandHandler<FollowComplaintCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  execute({ complaintId, userId }: FollowComplaintCommand): Promise<FollowState> {
    return this.outbox.transaction<FollowState>(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId);
      complaint.assertFollowableBy(userId);
      await manager
        .createQueryBuilder()
        .insert()
        .into(ComplaintFollow)
        .values({ complaintId: complaint.id, userId, createdAt: this.clock.now() })
        .orIgnore()
        .execute();
      return { result: { id: complaint.publicId, following: true, canFollow: true }, events: [] };
    });
  }
}
