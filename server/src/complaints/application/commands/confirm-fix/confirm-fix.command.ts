import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { ComplaintView } from '../../complaint.view.js';

/** POST /api/complaints/{id}/confirm-fix: the reporter confirms the fix, optionally with an after-photo URL. */
export class ConfirmFixCommand extends Command<ComplaintView> {
  constructor(
    readonly complaintId: string,
    readonly reporter: Actor & { id: string },
    readonly photo: string | null,
  ) {
    super();
  }
}
