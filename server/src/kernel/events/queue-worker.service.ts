import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bull';
import type { DataSource } from 'typeorm';
import { AppConfig, queueConcurrency } from '../config/app-config.js';
import type { AuditStamp, DomainEvent } from './domain-event.js';
import { EventSubscriptions } from './event-subscriptions.js';
import { IdempotencyService } from './idempotency.service.js';
import type { EventJobData } from './outbox-relay.service.js';
import { QueueRegistry } from './queue-registry.service.js';
import type { QueueName } from './queues.js';

/** The audit stamp of a job queued before it moved to the envelope, when the payload carried it. */
function auditStampFromPayload(payload: object): AuditStamp {
  const fields = payload as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : null);
  return {
    context: text('context') ?? '',
    actorId: text('actorId'),
    actorEmail: text('actorEmail'),
    entityType: text('entityType') ?? '',
    entityId: text('entityId'),
  };
}

/**
 * Runs the processors: each queue's jobs (NOTIFICATIONS_CONCURRENCY or WORKER_CONCURRENCY at once, `queueConcurrency`) are dispatched to the registered reaction
 * named in the job. A reaction runs its `outside` phase with no transaction held, then its `inside` phase in one
 * transaction with the idempotency mark, so an event handled twice has effect once; the last reaction of an event
 * marks its outbox row done. A throwing reaction fails the job, and Bull retries it with exponential backoff.
 */
@Injectable()
export class QueueWorker implements BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueWorker');
  private started = false;

  constructor(
    private readonly queues: QueueRegistry,
    private readonly subscriptions: EventSubscriptions,
    private readonly idempotency: IdempotencyService,
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const { name, queue } of this.queues.all()) {
      void queue.process('*', queueConcurrency(this.config, name), (job: Job<EventJobData>) => this.handle(name, job));
      queue.on('failed', (job, error) => this.logger.warn(`${name} job ${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`));
    }
  }

  /**
   * Runs one job's reaction once per event id; exported for tests. A retry (a job that failed before) first checks
   * the handler's mark and stops if an earlier attempt recorded it; a first attempt goes straight on (the `outside`
   * phase is idempotent by its own key, and the claim stops a second `inside`). A reaction with an `inside` phase
   * claims and writes in one transaction; one without claims in a statement of its own (`claimNowAndComplete`). Once
   * the claim has committed, the outbox row is marked done if every handler of the event has its mark.
   */
  async handle(queue: QueueName, job: Pick<Job<EventJobData>, 'data'> & { attemptsMade?: number }): Promise<void> {
    const { eventId, eventName, payload, occurredAt, handler } = job.data;
    // Found by name alone: a job queued before its reaction moved to another queue runs where it landed, once (the
    // idempotency mark is keyed by event id and handler, not queue), instead of failing until the relay redelivers it.
    const reaction = this.subscriptions.find(handler);
    if (!reaction) throw new Error(`No handler ${handler} on queue ${queue}`);
    if ((job.attemptsMade ?? 0) > 0 && (await this.idempotency.isProcessed(eventId, handler))) return;
    const event: DomainEvent = { id: eventId, name: eventName, payload, audit: job.data.audit ?? auditStampFromPayload(payload), occurredAt };
    const prepared = reaction.outside ? await reaction.outside(event) : undefined;
    const handlers = this.subscriptions.forEvent(eventName).map((h) => h.handler);
    const inside = reaction.inside;
    if (!inside) {
      await this.idempotency.claimNowAndComplete(eventId, eventName, handler, handlers);
      return;
    }
    const claimed = await this.dataSource.transaction(async (manager) => {
      if (!(await this.idempotency.claim(manager, eventId, handler))) return false;
      await inside(event, manager, prepared);
      return true;
    });
    if (!claimed) return;
    await this.idempotency.completeIfAllHandled(eventId, eventName, handlers);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    // Stops taking jobs and waits for the active ones (up to SHUTDOWN_TIMEOUT_MS) before the connections close;
    // a job cut short is retried by another worker (its lock expires) or after a restart.
    const closing = Promise.all(this.queues.all().map(({ queue }) => queue.close().catch(() => undefined)));
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.config.SHUTDOWN_TIMEOUT_MS).unref());
    await Promise.race([closing, timeout]);
  }
}
