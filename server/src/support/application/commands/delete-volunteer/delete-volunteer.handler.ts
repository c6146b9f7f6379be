import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedByIdOrFail } from '../../../../kernel/database/lock-or-404.js';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { VolunteerSubmission } from '../../../domain/volunteer-submission.entity.js';
import { DeleteVolunteerCommand } from './delete-volunteer.command.js';

/** Deletes the submission with VolunteerDeleted; 404 'Submission not found'. */
@CommandHandler(DeleteVolunteerCommand)
export class DeleteVolunteerHandler implements ICommandHandler<DeleteVolunteerCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ submissionId, actor }: DeleteVolunteerCommand): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const submission = await findLockedByIdOrFail(manager, VolunteerSubmission, submissionId, Messages.admin.volunteers.notFound);
      const events = submission.delete(actor);
      await manager.delete(VolunteerSubmission, { id: submission.id });
      return { result: undefined, events };
    });
  }
}
