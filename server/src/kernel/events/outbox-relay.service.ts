import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobOptions } from 'bull';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import type { AuditStamp, DomainEvent, DomainEventName } from './domain-event.js';
import { EventSubscriptions } from './event-subscriptions.js';
import { PSEUDONYM } from '../personal-data/pseudonym.js';
import { outboxDoneAssignments } from './outbox.service.js';
import { OutboxWakeup } from './outbox-wakeup.service.js';
import { QueueRegistry } from './queue-registry.service.js';
import { jobOptions, type QueueName } from './queues.js';

interface OutboxRow {
  id: string;
  seq: string;
  event_name: DomainEventName;
  payload: DomainEvent['payload'];
  audit: AuditStamp;
  occurred_at: Date;
  /** How many times the row has been put on the queues, this time included. */
  attempts: number;
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

/** What one relay run did: rows leased, and rows whose jobs were put on the queues. */
interface BatchOutcome {
  leased: number;
  published: number;
}

const ADD_TIMEOUT_MS = 3000;
/** Delay before the relay listens again after its notification connection failed, in milliseconds. */
const LISTEN_RETRY_MS = 5000;
const BATCH_SIZE = 100;
/** How often the relay purges handled rows, in milliseconds. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

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
 * Puts outbox rows on the Bull queues of their subscribers (DESIGN.md step 2) until they are done: a row is done
 * when every subscribed reaction has recorded its effect (processed_events), not when it was enqueued, so jobs that
 * Redis loses (a restart without its data, a failover to a lagging replica) are published again and nothing owed is
 * forgotten (docs/adr/0042-event-delivery-through-the-outbox.md).
 *
 * Each tick: (1) in one short transaction, lease a batch of rows that are not done and not published within
 * OUTBOX_REDELIVER_SECONDS (FOR UPDATE SKIP LOCKED, so several relays share the work) and commit; (2) with no
 * transaction held, put each row's jobs for the handlers without a mark on the queues, one round trip per queue
 * (job id = event id + handler, so a job still in Redis is not duplicated); a row whose handlers are all marked is
 * done; a Redis failure releases the leases so the next tick retries. Ticks run when new events commit
 * (OutboxWakeup), back to back while there is a backlog, and every OUTBOX_POLL_MS otherwise. Once an hour it purges rows, marks and completed jobs older than
 * OUTBOX_RETENTION_DAYS.
 */
@Injectable()
export class OutboxRelay implements BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<BatchOutcome> | null = null;
  private listener: pg.Client | null = null;
  private wakeRequested = false;
  /** Runs a tick soon (set by start). */
  private wake: () => void = () => undefined;
  private stopped = false;
  private lastPurge = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: EventSubscriptions,
    private readonly queues: QueueRegistry,
    private readonly config: AppConfig,
    private readonly wakeup: OutboxWakeup,
  ) {}

  /**
   * Starts relaying: a tick runs at once when events are committed (by this process: OutboxWakeup calls `wake`
   * directly; by an API process without a relay: its `NOTIFY outbox_appended`, LISTENed on a connection of the relay's
   * own), again at once while a tick leases a full batch (a backlog), and otherwise every `intervalMs` (the safety
   * net when a notification is missed: the listening connection was down, or rows are due for redelivery).
   */
  start(intervalMs: number): void {
    this.stopped = false;
    const tick = async () => {
      this.timer = null;
      if (this.stopped) return;
      this.wakeRequested = false;
      const leased = await this.relayBatch().catch((error: unknown) => {
        this.logger.warn(`Relay tick failed: ${(error as Error).message}`);
        return 0;
      });
      if (Date.now() - this.lastPurge > PURGE_EVERY_MS) {
        this.lastPurge = Date.now();
        await this.purge().catch((error: unknown) => this.logger.warn(`Outbox purge failed: ${(error as Error).message}`));
      }
      if (this.stopped) return;
      const again = leased >= BATCH_SIZE || this.wakeRequested;
      this.timer = setTimeout(() => void tick(), again ? 0 : intervalMs);
    };
    this.wake = () => {
      // A tick under way looks again when it ends; an idle relay runs one now.
      this.wakeRequested = true;
      if (this.timer && !this.running) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void tick(), 0);
      }
    };
    this.timer = setTimeout(() => void tick(), 0);
    this.wakeup.attachRelay(() => this.wake());
    void this.listen();
  }

  /** LISTENs for `outbox_appended` on a dedicated connection, reconnecting after an error while the relay runs. */
  private async listen(): Promise<void> {
    if (this.stopped || this.listener) return;
    const client = new pg.Client({ connectionString: this.config.DATABASE_URL, application_name: 'goa-civic-portal outbox relay' });
    this.listener = client;
    const retry = (error: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(`Outbox notifications unavailable (polling every tick meanwhile): ${error.message}`);
      setTimeout(() => void this.listen(), LISTEN_RETRY_MS).unref();
    };
    // Attached before connecting and never removed: a client given up can still emit `error` (its socket failing while
    // it ends), and pg throws one with no listener, which ends the process (docs/adr/0130-connections-lost-mid-request.md).
    client.on('error', retry);
    client.on('end', () => retry(new Error('connection ended')));
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      await client.query('LISTEN outbox_appended');
      // Events committed while the connection was being made.
      this.wake();
    } catch (error) {
      retry(error as Error);
    }
  }

  /** Publishes one batch; returns the number of rows put on the queues. Concurrent calls share one run. */
  async relayOnce(): Promise<number> {
    return (await this.sharedRun()).published;
  }

  /** One shared run; returns how many rows it leased (a full batch means more are waiting). */
  private async relayBatch(): Promise<number> {
    return (await this.sharedRun()).leased;
  }

  private sharedRun(): Promise<BatchOutcome> {
    if (!this.running) {
      this.running = this.publishBatch().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async publishBatch(): Promise<BatchOutcome> {
    const rows = (await this.dataSource.query(
      `UPDATE outbox o SET published_at = now(), attempts = o.attempts + 1
         FROM (SELECT id FROM outbox
                WHERE done_at IS NULL AND (published_at IS NULL OR published_at < now() - make_interval(secs => $1))
                ORDER BY seq LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED) due
        WHERE o.id = due.id
        RETURNING o.id, o.seq, o.event_name, o.payload, o.audit, o.occurred_at, o.attempts`,
      [this.config.OUTBOX_REDELIVER_SECONDS],
    )) as [OutboxRow[], number] | OutboxRow[];
    const leased = (Array.isArray(rows[0]) ? rows[0] : rows) as OutboxRow[];
    if (leased.length === 0) return { leased: 0, published: 0 };
    leased.sort((a, b) => Number(a.seq) - Number(b.seq));

    const marks = await this.marksOf(leased.map((r) => r.id));
    const done: string[] = [];
    const toPublish: OutboxRow[] = [];
    // The batch's jobs per queue, added with one round trip per queue (Bull's addBulk: one MULTI).
    const jobs = new Map<QueueName, { name: string; data: EventJobData; opts: JobOptions }[]>();
    for (const row of leased) {
      const missing = this.subscriptions.forEvent(row.event_name).filter((h) => !marks.has(`${row.id}:${h.handler}`));
      if (missing.length === 0) {
        done.push(row.id);
        continue;
      }
      toPublish.push(row);
      for (const sub of missing) {
        const data: EventJobData = {
          eventId: row.id,
          eventName: row.event_name,
          payload: row.payload,
          audit: row.audit,
          occurredAt: new Date(row.occurred_at).toISOString(),
          handler: sub.handler,
        };
        const opts = { ...jobOptions(this.config.OUTBOX_RETENTION_DAYS), jobId: `${row.id}:${sub.handler}` };
        jobs.set(sub.queue, [...(jobs.get(sub.queue) ?? []), { name: row.event_name, data, opts }]);
      }
    }
    let published = 0;
    try {
      const redelivered = new Set(toPublish.filter((row) => row.attempts > 1).map((row) => row.id));
      await withTimeout(
        Promise.all(
          [...jobs].map(async ([queue, list]) => {
            await this.removeHusks(
              queue,
              list.filter((job) => redelivered.has(job.data.eventId)).map((job) => job.opts.jobId as string),
            );
            return this.queues.get(queue).addBulk(list);
          }),
        ),
        ADD_TIMEOUT_MS,
      );
      published = toPublish.length;
    } catch (error) {
      // Redis is unreachable: release the lease of every row of the batch still owed, so the next tick retries (a job
      // that did reach Redis is not duplicated: its id is the event id + handler).
      const message = (error as Error).message;
      await this.dataSource.query('UPDATE outbox SET published_at = NULL, last_error = $2 WHERE id = ANY($1)', [
        toPublish.map((r) => r.id),
        message.slice(0, 500),
      ]);
      this.logger.warn(`${toPublish.length} events (first ${toPublish[0].event_name} ${toPublish[0].id}) not published yet: ${message}`);
    }
    if (done.length) {
      await this.dataSource.query(`UPDATE outbox SET ${outboxDoneAssignments(2, 3)}, last_error = NULL WHERE id = ANY($1) AND done_at IS NULL`, [
        done,
        JSON.stringify(this.subscriptions.erasures()),
        PSEUDONYM,
      ]);
    }
    return { leased: leased.length, published };
  }

  /**
   * Removes the husks among these jobs of redelivered rows. When Redis comes back empty (a restart without its data, a
   * failover to a lagging replica) while a worker is finishing a job, the worker's last writes (the outcome, the attempt
   * count) land on a key that no longer holds the job's data; Bull then keeps that husk under the job's id, adding the
   * job again does nothing, and the row would be published every OUTBOX_REDELIVER_SECONDS forever. A husk is a job
   * whose data names no handler; a job still locked by a worker is left alone (its removal fails and is ignored).
   */
  private async removeHusks(queue: QueueName, jobIds: string[]): Promise<void> {
    for (const jobId of jobIds) {
      const job = await this.queues.get(queue).getJob(jobId);
      if (!job || (job.data as Partial<EventJobData>).handler) continue;
      await job.remove().then(
        () => this.logger.warn(`Removed the data-less remains of job ${jobId} on ${queue} (Redis lost it), so that it is queued again`),
        () => undefined,
      );
    }
  }

  /** The idempotency marks of these events, as `${eventId}:${handler}`. */
  private async marksOf(eventIds: string[]): Promise<Set<string>> {
    const rows = (await this.dataSource.query('SELECT event_id, handler FROM processed_events WHERE event_id = ANY($1)', [eventIds])) as {
      event_id: string;
      handler: string;
    }[];
    return new Set(rows.map((r) => `${r.event_id}:${r.handler}`));
  }

  /**
   * Deletes handled outbox rows and idempotency marks older than OUTBOX_RETENTION_DAYS (a mark outlives its row, so
   * a job redelivered late still finds it), and removes completed jobs past that age from the queues.
   */
  async purge(): Promise<{ outbox: number; marks: number }> {
    const days = this.config.OUTBOX_RETENTION_DAYS;
    const [, outbox] = (await this.dataSource.query('DELETE FROM outbox WHERE done_at < now() - make_interval(days => $1)', [days])) as [unknown, number];
    const [, marks] = (await this.dataSource.query('DELETE FROM processed_events WHERE processed_at < now() - make_interval(days => $1)', [days])) as [
      unknown,
      number,
    ];
    for (const { queue } of this.queues.all()) await withTimeout(queue.clean(days * 24 * 3600 * 1000, 'completed'), ADD_TIMEOUT_MS).catch(() => []);
    return { outbox, marks };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeup.detachRelay();
    if (this.timer) clearTimeout(this.timer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.running?.catch(() => 0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
