import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { EscalationLadder, type LadderRunResult } from '../../escalation-ladder.service.js';
import { OverdueDigestService, type OverdueDigestResult } from '../../overdue-digest.service.js';
import { RunEscalationsCommand } from './run-escalations.command.js';

/**
 * Runs the escalation ladder once, now (the same run as the daily job), then prepares the day's admins' digest of new
 * overdue complaints unless it was already prepared today; answers what it sent and skipped, and the digest.
 */
@CommandHandler(RunEscalationsCommand)
export class RunEscalationsHandler implements ICommandHandler<RunEscalationsCommand> {
  constructor(
    private readonly ladder: EscalationLadder,
    private readonly digest: OverdueDigestService,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<LadderRunResult & { digest: OverdueDigestResult | null }> {
    const now = this.clock.now();
    const result = await this.ladder.run(now);
    return { ...result, digest: await this.digest.prepare(now) };
  }
}
