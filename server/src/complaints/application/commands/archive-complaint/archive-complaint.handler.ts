import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { loadComplaint } from '../../load-complaint.js';
import { ArchiveComplaintCommand } from './archive-complaint.command.js';

/**
 * Archives or restores a complaint with its row locked; ComplaintArchived or ComplaintRestored (with the admin's
 * optional message) goes to the outbox in the same transaction and into the audit log. Setting the flag it
 * already has changes nothing and raises no event.
 */
@CommandHandler(ArchiveComplaintCommand)
export class ArchiveComplaintHandler implements ICommandHandler<ArchiveComplaintCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly views: AdminComplaintViewsService,
  ) {}

  async execute({ complaintId, archived, message, actor }: ArchiveComplaintCommand): Promise<AdminComplaintView> {
    const saved = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = complaint.archive(archived, message, actor);
      if (events.length) await manager.save(Complaint, complaint);
      return { result: complaint, events };
    });
    return this.views.toView(saved);
  }
}
