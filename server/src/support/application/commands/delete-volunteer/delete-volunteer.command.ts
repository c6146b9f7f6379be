import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** An admin deletes a submission (admin spec section 2, Volunteer Submissions). */
export class DeleteVolunteerCommand extends Command<void> {
  constructor(
    readonly submissionId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
