import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PrepareOverdueDigestCommand, type OverdueDigestResult } from '../../application/commands/prepare-overdue-digest/prepare-overdue-digest.command.js';
import { TakeEscalationStepCommand } from '../../application/commands/take-escalation-step/take-escalation-step.command.js';
import { EscalationLadder, LADDER_ACTOR, type LadderRunResult } from '../../application/escalation-ladder.service.js';

/** What one run did: the ladder's rungs, then the day's digest (null when it was prepared already). */
export type EscalationRunResult = LadderRunResult & { digest: OverdueDigestResult | null };

/**
 * One run of the escalation ladder at `now` (the daily EscalationScheduler and POST /api/admin/escalations/run): every
 * complaint past due climbs at most one rung, each in its own short transaction (TakeEscalationStepCommand, one per
 * complaint; one that fails is logged and the run goes on), then the day's admins' digest of new overdue complaints is
 * prepared unless it was already (PrepareOverdueDigestCommand). No transaction is held across the run.
 */
@Injectable()
export class EscalationRunner {
  private readonly logger = new Logger('EscalationLadder');

  constructor(
    private readonly ladder: EscalationLadder,
    private readonly commands: CommandBus,
  ) {}

  async run(now: Date): Promise<EscalationRunResult> {
    const result: LadderRunResult = { ranAt: now.toISOString(), sent: [], skipped: [] };
    for (const id of await this.ladder.dueComplaintIds(now)) {
      try {
        const outcome = await this.commands.execute(new TakeEscalationStepCommand(id, now, LADDER_ACTOR, false));
        if (outcome?.sent) result.sent.push(outcome.sent);
        if (outcome?.skipped) result.skipped.push(outcome.skipped);
      } catch (error) {
        this.logger.error(`Escalation of complaint ${id} failed: ${(error as Error).message}`);
      }
    }
    if (result.sent.length) this.logger.log(`Took ${result.sent.length} escalation step(s)`);
    return { ...result, digest: await this.commands.execute(new PrepareOverdueDigestCommand(now)) };
  }
}
