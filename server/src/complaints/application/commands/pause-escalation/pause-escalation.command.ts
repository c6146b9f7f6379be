import { Command } from '@nestjs/cqrs';
import type { AdminComplaintView } from '../../admin-complaint-views.service.js';
import type { AdminActor } from '../admin-actor.js';

/** PATCH /api/admin/complaints/{id}/escalation: pause (with a note) or resume a complaint's ladder. */
export class PauseEscalationCommand extends Command<AdminComplaintView> {
  constructor(
    readonly complaintId: string,
    readonly paused: boolean,
    readonly note: string | undefined,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
