import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { AlreadySupportedError } from '../../../domain/complaint.errors.js';
import { ComplaintFollow } from '../../../domain/complaint-follow.entity.js';
import { ComplaintSupport } from '../../../domain/complaint-support.entity.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { SupportComplaintCommand, type SupportComplaintResult } from './support-complaint.command.js';

/**
 * 'Me too'. In one transaction: the complaint row is locked (404 NOT_FOUND for an unknown id), the
 * entity's rules run (OWN_COMPLAINT on the citizen's own complaint, CONFLICT on a closed or archived one), the
 * complaint_supports row is inserted (ALREADY_SUPPORTED when this citizen already has one: its primary key decides,
 * also for two requests at once), the count rises and ComplaintSupported is appended. No complaint is filed, so the
 * monthly quota (which counts filed complaints) is untouched. The citizen also follows the complaint from now on (a
 * complaint_follows row unless there is one; they may unfollow it and stay counted), so that its public updates reach
 * them by email (docs/adr/0149-following-a-complaint.md).
 */
@CommandHandler(SupportComplaintCommand)
export class SupportComplaintHandler implements ICommandHandler<SupportComplaintCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  execute({ complaintId, citizen }: SupportComplaintCommand): Promise<SupportComplaintResult> {
    return this.outbox.transaction<SupportComplaintResult>(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const now = this.clock.now();
      const events = complaint.support(citizen, now);
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ComplaintSupport)
        .values({ complaintId: complaint.id, userId: citizen.id, createdAt: now })
        .orIgnore()
        .returning(['complaintId'])
        .execute();
      if (inserted.raw.length === 0) throw new AlreadySupportedError(complaint.publicId);
      await manager.update(Complaint, { id: complaint.id }, { supportCount: complaint.supportCount, updatedAt: now });
      await manager
        .createQueryBuilder()
        .insert()
        .into(ComplaintFollow)
        .values({ complaintId: complaint.id, userId: citizen.id, createdAt: now })
        .orIgnore()
        .execute();
      return { result: { id: complaint.publicId, supportCount: complaint.supportCount }, events };
    });
  }
}
