import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { EscalationLadder, type LadderRunResult } from '../../escalation-ladder.service.js';
import { RunEscalationsCommand } from './run-escalations.command.js';

/** Runs the escalation ladder once, now (the same run as the daily job); answers what it sent and skipped. */
@CommandHandler(RunEscalationsCommand)
export class RunEscalationsHandler implements ICommandHandler<RunEscalationsCommand> {
  constructor(
    private readonly ladder: EscalationLadder,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<LadderRunResult> {
    return this.ladder.run(this.clock.now());
  }
}
