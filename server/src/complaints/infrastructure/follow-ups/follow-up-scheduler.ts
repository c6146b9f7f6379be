import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { ESCALATION_TIME_ZONE } from '@civic/contracts';
import { Clock } from '../../../kernel/clock/clock.js';
import { scheduleRepeatingJob } from '../../../kernel/events/repeating-job.js';
import { RunFollowUpsCommand, type FollowUpRunResult } from '../../application/commands/run-follow-ups/run-follow-ups.command.js';

/** The Bull queue of the daily "Was it fixed?" run. */
export const FOLLOW_UP_QUEUE = 'complaint-follow-ups';
/** The daily run: 10:00 India time, after the escalation ladder's 09:00, in the morning a reporter reads mail. */
export const FOLLOW_UP_CRON = '0 10 * * *';

/**
 * Runs the follow-ups (docs/adr/0148) as a repeatable Bull job, as EscalationScheduler runs the ladder: every worker
 * registers the same repeat and a processor, Bull hands each day's job to one worker, and the run itself is idempotent
 * (RunFollowUpsCommand: one row per complaint and resolution, a reminder marked once), so a retried or doubled job
 * sends nothing twice.
 */
@Injectable()
export class FollowUpScheduler {
  private readonly logger = new Logger('FollowUpScheduler');

  constructor(
    @InjectQueue(FOLLOW_UP_QUEUE) private readonly queue: Queue,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  /** Registers the processor and the daily repeat (idempotent). */
  async start(): Promise<void> {
    const run = async () => {
      const result: FollowUpRunResult = await this.commands.execute(new RunFollowUpsCommand(this.clock.now()));
      if (result.sent.length || result.reminded.length) this.logger.log(`Asked ${result.sent.length}, reminded ${result.reminded.length}`);
      return { sent: result.sent.length, reminded: result.reminded.length };
    };
    if (await scheduleRepeatingJob(this.queue, { cron: FOLLOW_UP_CRON, timeZone: ESCALATION_TIME_ZONE, keep: 30, run }))
      this.logger.log(`Follow-ups scheduled daily (${FOLLOW_UP_CRON}, ${ESCALATION_TIME_ZONE})`);
  }
}
