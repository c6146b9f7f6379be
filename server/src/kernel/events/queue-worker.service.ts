import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bull';
import type { AuditStamp, DomainEvent } from './domain-event.js';
import { EventSubscriptions } from './event-subscriptions.js';
import { IdempotencyService } from './idempotency.service.js';
import type { EventJobData } from './outbox-relay.service.js';
import { QueueRegistry } from './queue-registry.service.js';
import type { QueueName } from './queues.js';

const CONCURRENCY = 4;

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
 * Runs the processors: each queue's jobs are dispatched to the registered handler named in the job, inside
 * the idempotency guard (an event handled twice has effect once). A throwing handler fails the job, and
 * Bull retries it with exponential backoff.
 */
@Injectable()
export class QueueWorker implements OnApplicationShutdown {
  private readonly logger = new Logger('QueueWorker');
  private started = false;

  constructor(
    private readonly queues: QueueRegistry,
    private readonly subscriptions: EventSubscriptions,
    private readonly idempotency: IdempotencyService,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const { name, queue } of this.queues.all()) {
      void queue.process('*', CONCURRENCY, (job: Job<EventJobData>) => this.handle(name, job));
      queue.on('failed', (job, error) => this.logger.warn(`${name} job ${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`));
    }
  }

  /** Runs one job's handler once per event id; exported for tests. */
  async handle(queue: QueueName, job: Pick<Job<EventJobData>, 'data'>): Promise<void> {
    const { eventId, eventName, payload, occurredAt, handler } = job.data;
    const subscription = this.subscriptions.find(queue, handler);
    if (!subscription) throw new Error(`No handler ${handler} on queue ${queue}`);
    const event: DomainEvent = { id: eventId, name: eventName, payload, audit: job.data.audit ?? auditStampFromPayload(payload), occurredAt };
    await this.idempotency.runOnce(eventId, handler, (manager) => subscription.run(event, manager));
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    // Waits for in-flight jobs to finish before the queues' connections close.
    await Promise.all(this.queues.all().map(({ queue }) => queue.close().catch(() => undefined)));
  }
}
