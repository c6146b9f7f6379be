import { Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { ConflictError, NotFoundError } from '../errors/domain-error.js';
import { QueueRegistry } from '../events/queue-registry.service.js';
import { QUEUE_NAMES, type QueueName } from '../events/queues.js';

/** Failed jobs listed per queue (the newest first); the counts give the total. */
export const FAILED_JOBS_SHOWN = 50;
export const QUEUE_NOT_FOUND = 'Queue not found';
export const JOB_NOT_FOUND = 'Job not found';
export const JOB_NOT_FAILED = 'Only a failed job can be retried or removed here.';

/** One failed job as superadmins see it. */
export interface FailedJobView {
  id: string;
  /** The reaction (handler) the job runs. */
  name: string;
  /** Bull's failedReason: the last error's message. */
  error: string;
  attemptsMade: number;
  maxAttempts: number;
  /** ISO 8601; null when Bull did not record it. */
  failedAt: string | null;
  createdAt: string;
}

export interface QueueView {
  name: QueueName;
  counts: { waiting: number; active: number; delayed: number; failed: number; completed: number };
  failed: FailedJobView[];
}

/**
 * The queues page (superadmins): counts by state and the failed jobs of every Bull queue, read through Bull's own API;
 * retry and remove one failed job or all of a queue's.
 */
@Injectable()
export class QueuesAdminService {
  constructor(private readonly registry: QueueRegistry) {}

  async overview(): Promise<QueueView[]> {
    return Promise.all(
      this.registry.all().map(async ({ name, queue }) => {
        const [c, failed] = await Promise.all([queue.getJobCounts(), queue.getFailed(0, FAILED_JOBS_SHOWN - 1)]);
        return {
          name,
          counts: { waiting: c.waiting, active: c.active, delayed: c.delayed, failed: c.failed, completed: c.completed },
          failed: failed.filter((job): job is Job => !!job).map(failedJobView),
        };
      }),
    );
  }

  /** Puts one failed job back on its queue (its attempts start again). */
  async retry(queueName: string, jobId: string): Promise<void> {
    const job = await this.failedJob(queueName, jobId);
    await job.retry();
  }

  async remove(queueName: string, jobId: string): Promise<void> {
    const job = await this.failedJob(queueName, jobId);
    await job.remove();
  }

  /** Retries every failed job of a queue; answers how many. */
  async retryAll(queueName: string): Promise<number> {
    const queue = this.queue(queueName);
    let count = 0;
    // In pages: a retried job leaves the failed set, so the first page is read again until it is empty.
    for (let page = await queue.getFailed(0, 99); page.length > 0; page = await queue.getFailed(0, 99)) {
      for (const job of page) {
        if (!job) continue;
        await job.retry();
        count += 1;
      }
    }
    return count;
  }

  /** Removes every failed job of a queue; answers how many. */
  async removeAll(queueName: string): Promise<number> {
    const removed = await this.queue(queueName).clean(0, 'failed');
    return removed.length;
  }

  private queue(name: string): Queue {
    if (!(QUEUE_NAMES as readonly string[]).includes(name)) throw new NotFoundError(QUEUE_NOT_FOUND);
    return this.registry.get(name as QueueName);
  }

  private async failedJob(queueName: string, jobId: string): Promise<Job> {
    const job = await this.queue(queueName).getJob(jobId);
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    if (!(await job.isFailed())) throw new ConflictError(JOB_NOT_FAILED);
    return job;
  }
}

function failedJobView(job: Job): FailedJobView {
  return {
    id: String(job.id),
    name: job.name,
    error: job.failedReason ?? '',
    attemptsMade: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    createdAt: new Date(job.timestamp).toISOString(),
  };
}
