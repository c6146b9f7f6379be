import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { ComplaintView } from '../../complaint.view.js';

/** POST /api/complaints/{id}/follow-up: the reporter answers "Was it fixed?" (docs/adr/0148). */
export class AnswerFollowUpCommand extends Command<ComplaintView> {
  constructor(
    readonly complaintId: string,
    readonly reporter: Actor & { id: string },
    readonly answer: { fixed: boolean; rating: number; photo: string | null },
  ) {
    super();
  }
}
