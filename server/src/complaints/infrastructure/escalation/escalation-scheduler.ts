import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { ESCALATION_TIME_ZONE } from '@civic/contracts';
import { Clock } from '../../../kernel/clock/clock.js';
import { scheduleRepeatingJob } from '../../../kernel/events/repeating-job.js';
import { EscalationRunner } from './escalation-runner.js';

/** The Bull queue of the daily ladder run. */
export const ESCALATION_QUEUE = 'escalation-ladder';
/** The daily run: 09:00 India time. */
export const ESCALATION_CRON = '0 9 * * *';

/**
 * Runs the escalation ladder as a repeatable Bull job: every worker process registers the same repeat
 * (Bull keeps one schedule per cron and zone, whoever adds it) and a processor; Bull hands each daily job to one
 * worker, and the ladder itself is safe with several runs at once (TakeEscalationStepCommand: one step row per rung).
 * After the ladder, the day's admins' digest of new overdue complaints is prepared, once per day (EscalationRunner).
 */
@Injectable()
export class EscalationScheduler {
  private readonly logger = new Logger('EscalationScheduler');

  constructor(
    @InjectQueue(ESCALATION_QUEUE) private readonly queue: Queue,
    private readonly runner: EscalationRunner,
    private readonly clock: Clock,
  ) {}

  /** Registers the processor and the daily repeat (idempotent). */
  async start(): Promise<void> {
    const run = async () => {
      const result = await this.runner.run(this.clock.now());
      return { sent: result.sent.length, skipped: result.skipped.length, digest: result.digest };
    };
    if (await scheduleRepeatingJob(this.queue, { cron: ESCALATION_CRON, timeZone: ESCALATION_TIME_ZONE, keep: 30, run }))
      this.logger.log(`Escalation ladder scheduled daily (${ESCALATION_CRON}, ${ESCALATION_TIME_ZONE})`);
  }
}
