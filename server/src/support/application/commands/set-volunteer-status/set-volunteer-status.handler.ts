import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { VolunteerSubmission } from '../../../domain/volunteer-submission.entity.js';
import { toVolunteerView, type VolunteerView } from '../../support.view.js';
import { SetVolunteerStatusCommand } from './set-volunteer-status.command.js';

/** Flips the status (reviewedAt and reviewedByEmail recorded) with VolunteerStatusChanged; 404 'Submission not found'. */
@CommandHandler(SetVolunteerStatusCommand)
export class SetVolunteerStatusHandler implements ICommandHandler<SetVolunteerStatusCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ submissionId, status, actor }: SetVolunteerStatusCommand): Promise<VolunteerView> {
    return this.outbox.transaction(async (manager) => {
      const submission = await findLockedByIdOrFail(manager, VolunteerSubmission, submissionId, Messages.admin.volunteers.notFound);
      const events = submission.setStatus(status, actor);
      if (events.length) await manager.save(VolunteerSubmission, submission);
      return { result: toVolunteerView(submission), events };
    });
  }
}
