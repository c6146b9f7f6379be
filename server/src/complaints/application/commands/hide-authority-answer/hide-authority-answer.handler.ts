import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { loadComplaint } from '../../load-complaint.js';
import { HideAuthorityAnswerCommand } from './hide-authority-answer.command.js';

/**
 * Hides an authority's answer from the public page (with the reason shown in its place) or shows it again, on the
 * complaint's locked row (Complaint.hideAuthorityAnswer); ComplaintAuthorityAnswerHidden goes to the audit log. A
 * change to the state the answer already has changes nothing.
 */
@CommandHandler(HideAuthorityAnswerCommand)
export class HideAuthorityAnswerHandler implements ICommandHandler<HideAuthorityAnswerCommand> {
  constructor(
    private readonly outbox: OutboxService,
    private readonly views: AdminComplaintViewsService,
    private readonly clock: Clock,
  ) {}

  async execute({ complaintId, answerIndex, reason, actor }: HideAuthorityAnswerCommand): Promise<AdminComplaintView> {
    const saved = await this.outbox.transaction(async (manager) => {
      const complaint = await loadComplaint(manager, complaintId, { lock: true });
      const events = complaint.hideAuthorityAnswer(answerIndex, reason, actor, this.clock.now());
      if (events.length) await manager.save(Complaint, complaint);
      return { result: complaint, events };
    });
    return this.views.toView(saved);
  }
}
