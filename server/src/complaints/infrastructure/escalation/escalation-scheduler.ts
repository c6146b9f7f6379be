import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { ESCALATION_TIME_ZONE } from '@civic/contracts';
import { Clock } from '../../../kernel/clock/clock.js';
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
  private started = false;

  constructor(
    @InjectQueue(ESCALATION_QUEUE) private readonly queue: Queue,
    private readonly runner: EscalationRunner,
    private readonly clock: Clock,
  ) {}

  /** Registers the processor and the daily repeat (idempotent). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    void this.queue.process('run', 1, async () => {
      const result = await this.runner.run(this.clock.now());
      return { sent: result.sent.length, skipped: result.skipped.length, digest: result.digest };
    });
    await this.queue.add('run', {}, { repeat: { cron: ESCALATION_CRON, tz: ESCALATION_TIME_ZONE }, removeOnComplete: 30, removeOnFail: 100 });
    this.logger.log(`Escalation ladder scheduled daily (${ESCALATION_CRON}, ${ESCALATION_TIME_ZONE})`);
  }
}
