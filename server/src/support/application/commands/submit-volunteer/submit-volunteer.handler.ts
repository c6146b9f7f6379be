import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { VolunteerStatus } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { VolunteerSubmission } from '../../../domain/volunteer-submission.entity.js';
import { SubmitVolunteerCommand } from './submit-volunteer.command.js';

/** Stores the submission (status new) with VolunteerSubmitted in one transaction. */
@CommandHandler(SubmitVolunteerCommand)
export class SubmitVolunteerHandler implements ICommandHandler<SubmitVolunteerCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ fields }: SubmitVolunteerCommand): Promise<{ id: string; status: VolunteerStatus }> {
    return this.outbox.transaction(async (manager) => {
      const { submission, events } = VolunteerSubmission.submit(fields);
      await manager.insert(VolunteerSubmission, submission);
      return { result: { id: submission.id, status: submission.status }, events };
    });
  }
}
