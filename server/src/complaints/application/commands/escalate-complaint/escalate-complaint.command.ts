import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { LadderStepSent } from '../../escalation-ladder.service.js';

/** POST /api/complaints/{id}/escalate: the reporter escalates their overdue complaint now. */
export class EscalateComplaintCommand extends Command<LadderStepSent> {
  constructor(
    readonly complaintId: string,
    readonly reporter: Actor & { id: string },
  ) {
    super();
  }
}
