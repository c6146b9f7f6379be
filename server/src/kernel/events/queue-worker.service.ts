import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bull';
import { EventSubscriptions } from './event-subscriptions.js';
import { IdempotencyService } from './idempotency.service.js';
import type { EventJobData } from './outbox-relay.service.js';
import { QueueRegistry } from './queue-registry.service.js';
import type { QueueName } from './queues.js';

const CONCURRENCY = 4;

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
    await this.idempotency.runOnce(eventId, handler, (manager) => subscription.run({ id: eventId, name: eventName, payload, occurredAt }, manager));
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    // Waits for in-flight jobs to finish before the queues' connections close.
    await Promise.all(this.queues.all().map(({ queue }) => queue.close().catch(() => undefined)));
  }
}
