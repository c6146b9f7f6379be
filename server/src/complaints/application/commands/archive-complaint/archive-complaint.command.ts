import { Command } from '@nestjs/cqrs';
import type { AdminComplaintView } from '../../admin-complaint-views.service.js';
import type { AdminActor } from '../admin-actor.js';

/** PATCH /api/admin/complaints/{id}/archive (admin spec sections 4 and 7): archive (true) or restore (false). */
export class ArchiveComplaintCommand extends Command<AdminComplaintView> {
  constructor(
    readonly complaintId: string,
    readonly archived: boolean,
    readonly message: string | undefined,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
