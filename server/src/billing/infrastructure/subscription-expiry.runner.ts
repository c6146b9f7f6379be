import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../kernel/config/app-config.js';
import { ExpireSubscriptionCommand } from '../application/commands/expire-subscription/expire-subscription.command.js';

/** Subscriptions looked at per run at most (the next run takes the rest). */
const BATCH = 500;

/**
 * How long a handled webhook's id is kept, in days. Razorpay redelivers a webhook for at most 24 hours
 * (Razorpay docs, "Webhooks: retries"), so 30 days keeps every possible redelivery recognised with a wide margin.
 */
export const PROCESSED_WEBHOOK_RETENTION_DAYS = 30;

/**
 * The daily job that ends subscriptions past their period (citizen spec section 4; docs/adr/0046-billing.md): in
 * every worker process, every SUBSCRIPTION_EXPIRY_INTERVAL_HOURS (and once a minute after start), it lists the
 * candidates (index subscriptions_status_end_idx) and ends each in its own short transaction (ExpireSubscription,
 * row locked with SKIP LOCKED): no transaction is held across the run, and several workers never end one twice.
 * The same run deletes handled-webhook ids older than PROCESSED_WEBHOOK_RETENTION_DAYS.
 */
@Injectable()
export class SubscriptionExpiryRunner implements OnModuleDestroy {
  private readonly logger = new Logger('SubscriptionExpiry');
  private timer: NodeJS.Timeout | null = null;
  private first: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  start(): void {
    if (this.timer) return;
    const tick = () => void this.runOnce().catch((error: unknown) => this.logger.error(`Expiry run failed: ${(error as Error).message}`));
    this.first = setTimeout(tick, 60_000);
    this.first.unref();
    this.timer = setInterval(tick, this.config.SUBSCRIPTION_EXPIRY_INTERVAL_HOURS * 3600 * 1000);
    this.timer.unref();
  }

  /** One run: ends every subscription whose period is over at `now`; returns how many it ended. */
  runOnce(now = new Date()): Promise<number> {
    if (!this.running) {
      this.running = this.run(now).finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async run(now: Date): Promise<number> {
    const rows: { id: string }[] = await this.dataSource.query(
      "SELECT id FROM subscriptions WHERE status IN ('active', 'authenticated', 'pending') AND current_end <= $1 ORDER BY current_end LIMIT $2",
      [now, BATCH],
    );
    let ended = 0;
    for (const { id } of rows) {
      if (await this.commands.execute(new ExpireSubscriptionCommand(id, now))) ended++;
    }
    if (ended) this.logger.log(`Ended ${ended} subscription(s) past their period`);
    await this.purgeProcessedWebhooks(now);
    return ended;
  }

  /** Deletes the ids of webhooks handled more than PROCESSED_WEBHOOK_RETENTION_DAYS before `now`; returns how many. */
  async purgeProcessedWebhooks(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - PROCESSED_WEBHOOK_RETENTION_DAYS * 24 * 3600 * 1000);
    const [, deleted] = (await this.dataSource.query('DELETE FROM processed_webhooks WHERE received_at < $1', [cutoff])) as [unknown, number];
    if (deleted) this.logger.log(`Deleted ${deleted} handled webhook id(s) older than ${PROCESSED_WEBHOOK_RETENTION_DAYS} days`);
    return deleted;
  }

  onModuleDestroy(): void {
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
    this.first = this.timer = null;
  }
}
