import { Command } from '@nestjs/cqrs';
import type { AdminActor } from '../admin-actor.js';

/** DELETE /api/admin/complaints/{id} (admin spec section 7): deletes the complaint and its stored photos. */
export class DeleteComplaintCommand extends Command<void> {
  constructor(
    readonly complaintId: string,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
