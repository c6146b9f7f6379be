import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { formatMessage, Messages } from '@civic/contracts';
import { Clock } from '../../../../kernel/clock/clock.js';
import { ValidationError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { loadComplaint } from '../../load-complaint.js';
import { ReopenAfterResolutionWriter } from '../../reopen-after-resolution.writer.js';
import { AdminReopenComplaintCommand } from './admin-reopen-complaint.command.js';

/**
 * An admin reopens a resolved complaint, at any time after the resolution (the reporter's own reopen has a 30-day
 * window; a "still broken" report may come later; docs/adr/0148). The message is required (400) and becomes the
 * history line and the office's reopening email, as the reporter's reopen (ReopenAfterResolutionWriter). 409 unless resolved.
 */
@CommandHandler(AdminReopenComplaintCommand)
export class AdminReopenComplaintHandler implements ICommandHandler<AdminReopenComplaintCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly reopening: ReopenAfterResolutionWriter,
    private readonly clock: Clock,
  ) {}

  execute({ complaintId, message, admin }: AdminReopenComplaintCommand): Promise<Complaint> {
    const text = message.trim();
    if (!text) throw ValidationError.field('message', Messages.escalation.reopenMessageRequired);
    return this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = await this.reopening.reopen(
        manager,
        complaint,
        { message: text, note: formatMessage(Messages.followUp.adminReopenedNote, { message: text }), photos: [], source: 'admin' },
        admin,
        this.clock.now(),
      );
      await manager.save(Complaint, complaint);
      return { result: complaint, events };
    });
  }
}
