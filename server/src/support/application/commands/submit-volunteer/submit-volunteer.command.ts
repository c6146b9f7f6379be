import { Command } from '@nestjs/cqrs';
import type { VolunteerStatus } from '@civic/contracts';
import type { VolunteerFields } from '../../../domain/volunteer-submission.entity.js';

/** A visitor sends the home page's join form (citizen spec sections 5 and 7, POST /api/support/volunteer). */
export class SubmitVolunteerCommand extends Command<{ id: string; status: VolunteerStatus }> {
  constructor(readonly fields: VolunteerFields) {
    super();
  }
}
