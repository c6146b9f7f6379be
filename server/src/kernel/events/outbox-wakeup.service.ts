import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * Longest wait, in milliseconds, before an API process without a relay of its own tells the relays of other
 * processes that events were committed: one `NOTIFY outbox_appended` for every commit within this window.
 */
const NOTIFY_DEBOUNCE_MS = 20;

/**
 * Tells the outbox relay that events were committed, so it publishes them at once instead of at its next poll
 * (acknowledgement p95 < 1 s). Called by OutboxCommitSubscriber after every commit that appended events.
 * When this process runs the relay, its `wake` is called directly. Otherwise (an API process started with
 * RUN_WORKERS=false) one `NOTIFY outbox_appended` is sent per NOTIFY_DEBOUNCE_MS, in a statement of its own after
 * the commit, and the relays of the worker processes LISTEN for it; polling every OUTBOX_POLL_MS stays the safety net.
 *
 * Why not a trigger on `outbox` (the first design): a transaction that notifies takes PostgreSQL's global notification
 * lock from its commit until the commit is flushed, so every filing's commit waited for the previous one's WAL
 * flush: measured with pgbench on this machine, 16 clients inserting one row per transaction committed 1,440 to
 * 1,900 transactions per second, and 360 to 390 when each also called pg_notify (docs/adr/0042-event-delivery-through-the-outbox.md).
 */
@Injectable()
export class OutboxWakeup implements OnApplicationShutdown {
  private readonly logger = new Logger('OutboxWakeup');
  private relayWake: (() => void) | null = null;
  private notifyTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The relay of this process, when it starts, hands in the function that runs its next tick now. */
  attachRelay(wake: () => void): void {
    this.relayWake = wake;
  }

  /** The relay of this process stopped. */
  detachRelay(): void {
    this.relayWake = null;
  }

  /** Events were committed: the local relay runs at once, or the other processes' relays are notified shortly. */
  committed(): void {
    if (this.relayWake) {
      this.relayWake();
      return;
    }
    if (this.notifyTimer || this.closed) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = null;
      if (this.closed) return;
      this.dataSource.query("SELECT pg_notify('outbox_appended', '')").catch((error: unknown) => {
        // The relays poll anyway: a lost notification only delays publishing until their next tick.
        this.logger.warn(`Could not notify the outbox relays: ${(error as Error).message}`);
      });
    }, NOTIFY_DEBOUNCE_MS);
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
  }
}
