import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { ALERT_DIGEST_CRON, ESCALATION_TIME_ZONE } from '@civic/contracts';
import { Clock } from '../../kernel/clock/clock.js';
import { scheduleRepeatingJob } from '../../kernel/events/repeating-job.js';
import { PrepareAlertDigestCommand } from '../application/commands/prepare-alert-digest/prepare-alert-digest.command.js';
import { AreaAlertsService } from '../application/area-alerts.service.js';

/** The Bull queue of the daily alert digests. */
export const ALERT_DIGEST_QUEUE = 'alert-digests';
/** Alerts read per batch of the run. */
const BATCH = 500;

/**
 * Prepares the daily digests of area alerts as a repeatable Bull job (ALERT_DIGEST_CRON, India time): every worker
 * process registers the same repeat (Bull keeps one schedule per cron and zone) and a processor, and Bull hands each
 * day's job to one worker. A run sends PrepareAlertDigestCommand per due alert (its own transaction each), at the
 * Clock's now, so API tests move the clock instead of waiting a day; two runs at once prepare one digest per alert
 * (the command locks the row and checks it is still due).
 */
@Injectable()
export class AlertDigestScheduler {
  private readonly logger = new Logger('AlertDigests');

  constructor(
    @InjectQueue(ALERT_DIGEST_QUEUE) private readonly queue: Queue,
    private readonly alerts: AreaAlertsService,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  /** Registers the processor and the daily repeat (idempotent). */
  async start(): Promise<void> {
    const run = async () => ({ prepared: await this.runOnce() });
    if (await scheduleRepeatingJob(this.queue, { cron: ALERT_DIGEST_CRON, timeZone: ESCALATION_TIME_ZONE, keep: 30, run }))
      this.logger.log(`Area alert digests scheduled daily (${ALERT_DIGEST_CRON}, ${ESCALATION_TIME_ZONE})`);
  }

  /** One run at the clock's now: prepares every due digest; answers how many were prepared. */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
    let prepared = 0;
    for (;;) {
      const due = await this.alerts.dueForDigest(now, BATCH);
      for (const id of due) if ((await this.commands.execute(new PrepareAlertDigestCommand(id, now))).prepared) prepared++;
      // A batch shorter than asked was the last; a full one may have more behind it (those prepared are no longer due).
      if (due.length < BATCH) break;
    }
    return prepared;
  }
}
