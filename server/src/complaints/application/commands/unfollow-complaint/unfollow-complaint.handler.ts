import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { ComplaintFollow } from '../../../domain/complaint-follow.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import type { FollowState } from '../follow-complaint/follow-complaint.command.js';
import { UnfollowComplaintCommand } from './unfollow-complaint.command.js';

/**
 * Unfollow: deletes the account's complaint_follows row of the complaint (404 NOT_FOUND for an unknown complaint).
 * Idempotent: an account that does not follow it gets the same answer, so a second click of an emailed link, or a mail
 * client's retry of its one-click POST, is harmless.
 */
@CommandHandler(UnfollowComplaintCommand)
export class UnfollowComplaintHandler implements ICommandHandler<UnfollowComplaintCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ complaintId, userId }: UnfollowComplaintCommand): Promise<FollowState> {
    return this.outbox.transaction<FollowState>(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId);
      await manager.delete(ComplaintFollow, { complaintId: complaint.id, userId });
      return { result: { id: complaint.publicId, following: false, canFollow: complaint.reporterId !== userId }, events: [] };
    });
  }
}
