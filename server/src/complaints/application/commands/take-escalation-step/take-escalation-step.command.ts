import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { LadderStepSent, LadderStepSkipped } from '../../escalation-ladder.service.js';

/** What taking one rung did: the step sent, the rung skipped for want of a contact, or null when none was due. */
export interface EscalationStepOutcome {
  sent?: LadderStepSent;
  skipped?: LadderStepSkipped;
}

/**
 * Takes the next rung of one complaint's escalation ladder at `now`, in its own transaction: sent once per due
 * complaint by the ladder's run (EscalationRunner, `byReporter` false) and by the reporter's "Escalate now"
 * (EscalateComplaintHandler, `byReporter` true, whose refusals it throws).
 */
export class TakeEscalationStepCommand extends Command<EscalationStepOutcome | null> {
  constructor(
    /** The complaint's internal id or its public id. */
    readonly complaintId: string,
    readonly now: Date,
    readonly actor: Actor,
    readonly byReporter: boolean,
  ) {
    super();
  }
}
