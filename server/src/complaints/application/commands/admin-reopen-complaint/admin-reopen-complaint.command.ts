import { Command } from '@nestjs/cqrs';
import type { AdminActor } from '../admin-actor.js';
import type { Complaint } from '../../../domain/complaint.entity.js';

/** POST /api/admin/complaints/{id}/reopen: an admin reopens a resolved complaint (after a "still broken" report). */
export class AdminReopenComplaintCommand extends Command<Complaint> {
  constructor(
    readonly complaintId: string,
    readonly message: string,
    readonly admin: AdminActor,
  ) {
    super();
  }
}
