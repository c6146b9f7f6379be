import { Command } from '@nestjs/cqrs';
import type { AdminComplaintView } from '../../admin-complaint-views.service.js';
import type { AdminActor } from '../admin-actor.js';

/**
 * PATCH /api/admin/complaints/{id}/status (admin spec sections 4 and 7): sets any of the five statuses from any
 * state with an optional message (required for 'rejected'). Result: the updated complaint.
 */
export class ChangeComplaintStatusCommand extends Command<AdminComplaintView> {
  constructor(
    readonly complaintId: string,
    readonly status: string,
    readonly message: string | undefined,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
