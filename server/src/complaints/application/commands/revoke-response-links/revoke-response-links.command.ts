import { Command } from '@nestjs/cqrs';
import type { AdminActor } from '../admin-actor.js';

/** DELETE /api/admin/complaints/{id}/response-links: revokes every live link of the complaint. Answers how many. */
export class RevokeResponseLinksCommand extends Command<{ revoked: number }> {
  constructor(
    /** The public id. */
    readonly complaintId: string,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
