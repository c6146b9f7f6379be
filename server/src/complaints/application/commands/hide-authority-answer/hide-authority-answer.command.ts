import { Command } from '@nestjs/cqrs';
import type { AdminComplaintView } from '../../admin-complaint-views.service.js';
import type { AdminActor } from '../admin-actor.js';

/**
 * POST /api/admin/complaints/{id}/authority-answers/{answerIndex}/hide (a reason) or …/unhide (`reason` null): hide an
 * authority's answer from the public page, or show it again.
 */
export class HideAuthorityAnswerCommand extends Command<AdminComplaintView> {
  constructor(
    readonly complaintId: string,
    readonly answerIndex: number,
    readonly reason: string | null,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
