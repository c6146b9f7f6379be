import type { JobOptions } from 'bull';

/** The Bull queues, named after their consumers (DESIGN.md, Events and queues). */
export const QueueName = { Notifications: 'notifications', Documents: 'documents', Audit: 'audit' } as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

/**
 * Retries with exponential backoff (1 s, 2 s, 4 s, ...); failed jobs are kept for superadmins to inspect; completed
 * jobs are removed after the retention period (OUTBOX_RETENTION_DAYS), so job data does not pile up in Redis.
 */
export function jobOptions(retentionDays: number): JobOptions {
  return {
    attempts: 6,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: { age: retentionDays * 24 * 3600 },
    removeOnFail: false,
  };
}
