import type { JobOptions } from 'bull';

/**
 * The Bull queues, named after their consumers (DESIGN.md, Events and queues): emails, PDF documents, the audit log
 * and its bookkeeping, and the read models kept from events (the public map's cells, the scorecards' facts), which
 * get a queue of their own so that a backlog of audit entries never delays what the public pages show.
 */
export const QueueName = { Notifications: 'notifications', Documents: 'documents', Audit: 'audit', Projections: 'projections' } as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

/** Tries of one event job (the first and five retries). */
export const EVENT_JOB_ATTEMPTS = 6;

/**
 * Retries with exponential backoff (1 s, 2 s, 4 s, ...); failed jobs are kept for superadmins to inspect; completed
 * jobs are removed after the retention period (OUTBOX_RETENTION_DAYS), so job data does not pile up in Redis.
 */
export function jobOptions(retentionDays: number): JobOptions {
  return {
    attempts: EVENT_JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: retentionDays * 24 * 3600 },
    removeOnFail: false,
  };
}
