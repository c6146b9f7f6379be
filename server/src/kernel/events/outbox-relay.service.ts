import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import type { DataSource } from 'typeorm';
import type { AuditStamp, DomainEvent, DomainEventName } from './domain-event.js';
import { EventSubscriptions } from './event-subscriptions.js';
import { QueueRegistry } from './queue-registry.service.js';
import { DEFAULT_JOB_OPTIONS } from './queues.js';

interface OutboxRow {
  id: string;
  event_name: DomainEventName;
  payload: DomainEvent['payload'];
  audit: AuditStamp;
  occurred_at: Date;
}

/** The job data every processor receives: the event's envelope and the handler to run. */
export interface EventJobData {
  eventId: string;
  eventName: DomainEventName;
  payload: DomainEvent['payload'];
  /** Absent on jobs queued before the audit stamp moved to the envelope (then read from the payload). */
  audit?: AuditStamp;
  occurredAt: string;
  handler: string;
}

const ADD_TIMEOUT_MS = 3000;
const BATCH_SIZE = 100;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Moves unsent outbox rows to the Bull queues of their subscribers and marks them sent (DESIGN.md step 2).
 * Rows are claimed with FOR UPDATE SKIP LOCKED so several relays can run; a row whose publication fails
 * (Redis down) stays unsent and is retried on the next tick. The job id is `${eventId}:${handler}`, so a
 * repeat after a partial failure is ignored by Bull.
 */
@Injectable()
export class OutboxRelay implements OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: EventSubscriptions,
    private readonly queues: QueueRegistry,
  ) {}

  /** Starts polling every `intervalMs`. */
  start(intervalMs: number): void {
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      await this.relayOnce().catch((error: unknown) => this.logger.warn(`Relay tick failed: ${(error as Error).message}`));
      if (!this.stopped) this.timer = setTimeout(() => void tick(), intervalMs);
    };
    this.timer = setTimeout(() => void tick(), 0);
  }

  /** Publishes one batch; returns the number of events marked sent. Concurrent calls share one run. */
  relayOnce(): Promise<number> {
    if (!this.running) {
      this.running = this.publishBatch().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, event_name, payload, audit, occurred_at FROM outbox WHERE sent_at IS NULL ORDER BY seq LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
      );
      let sent = 0;
      for (const row of rows) {
        try {
          for (const sub of this.subscriptions.forEvent(row.event_name)) {
            const queue: Queue = this.queues.get(sub.queue);
            const data: EventJobData = {
              eventId: row.id,
              eventName: row.event_name,
              payload: row.payload,
              audit: row.audit,
              occurredAt: new Date(row.occurred_at).toISOString(),
              handler: sub.handler,
            };
            await withTimeout(queue.add(row.event_name, data, { ...DEFAULT_JOB_OPTIONS, jobId: `${row.id}:${sub.handler}` }), ADD_TIMEOUT_MS);
          }
          await manager.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [row.id]);
          sent += 1;
        } catch (error) {
          await manager.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [row.id, (error as Error).message.slice(0, 500)]);
          this.logger.warn(`Event ${row.event_name} ${row.id} not published yet: ${(error as Error).message}`);
          break;
        }
      }
      return sent;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
