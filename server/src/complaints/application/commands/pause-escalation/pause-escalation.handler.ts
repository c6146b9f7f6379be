import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { loadComplaint } from '../../load-complaint.js';
import { PauseEscalationCommand } from './pause-escalation.command.js';

/**
 * Pauses or resumes the escalation ladder of one complaint, its row locked: a pause needs a note; both
 * add a history entry and ComplaintEscalationPaused (audit). Setting the state it already has changes nothing.
 */
@CommandHandler(PauseEscalationCommand)
export class PauseEscalationHandler implements ICommandHandler<PauseEscalationCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly views: AdminComplaintViewsService,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, paused, note, actor }: PauseEscalationCommand): Promise<AdminComplaintView> {
    const saved = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = complaint.pauseEscalation(paused, note, actor, this.clock.now());
      if (events.length) await manager.save(Complaint, complaint);
      return { result: complaint, events };
    });
    return this.views.toView(saved);
  }
}
