import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../kernel/clock/clock.js';
import { EscalationRunner, type EscalationRunResult } from '../../../infrastructure/escalation/escalation-runner.js';
import { RunEscalationsCommand } from './run-escalations.command.js';

/**
 * Runs the escalation ladder once, now (the same run as the daily job: a TakeEscalationStepCommand per due complaint,
 * then the day's admins' digest of new overdue complaints unless it was already prepared today); answers what it sent
 * and skipped, and the digest. It holds no transaction: each rung and the digest have their own.
 */
@CommandHandler(RunEscalationsCommand)
export class RunEscalationsHandler implements ICommandHandler<RunEscalationsCommand> {
  constructor(
    private readonly runner: EscalationRunner,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<EscalationRunResult> {
    return this.runner.run(this.clock.now());
  }
}
