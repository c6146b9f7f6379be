import { Command } from '@nestjs/cqrs';
import type { VolunteerStatus } from '@civic/contracts';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { VolunteerView } from '../../support.view.js';

/** An admin marks a submission reviewed or new (admin spec sections 2 and 4). */
export class SetVolunteerStatusCommand extends Command<VolunteerView> {
  constructor(
    readonly submissionId: string,
    readonly status: VolunteerStatus,
    readonly actor: Actor,
  ) {
    super();
  }
}
