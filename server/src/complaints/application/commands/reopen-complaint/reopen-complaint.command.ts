import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { ComplaintView } from '../../complaint.view.js';

/** POST /api/complaints/{id}/reopen: the reporter reopens a resolved complaint with a note and photos. */
export class ReopenComplaintCommand extends Command<ComplaintView> {
  constructor(
    readonly complaintId: string,
    readonly reporter: Actor & { id: string },
    readonly message: string,
    readonly photos: readonly string[],
  ) {
    super();
  }
}
