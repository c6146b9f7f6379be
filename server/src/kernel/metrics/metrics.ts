import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/adr/0110-metrics-across-processes.md), defined once per process: prom-client
 * refuses a second metric of the same name in one registry, and the API tests boot several applications in one
 * process. Counters and the request histogram count what this process did; the outbox and queue gauges are read from
 * PostgreSQL and Redis at scrape time (MetricsService binds their sources), so every process shows the same,
 * cluster-wide values.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Duration of every HTTP request, in seconds, by method, Fastify route template (`/api/complaints/:id`) and status. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duration of HTTP requests in seconds, by method, route template and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Emails that left (SMTP) or were stored (database transport), by template key ('none' for a message without one). */
export const emailsSent = new Counter({
  name: 'emails_sent_total',
  help: 'Emails sent (or stored by the database transport), by template',
  labelNames: ['template'] as const,
  registers: [metricsRegistry],
});

/** Failed send attempts (each is retried by its queue), by template key. */
export const emailsFailed = new Counter({
  name: 'emails_failed_total',
  help: 'Failed email send attempts, by template',
  labelNames: ['template'] as const,
  registers: [metricsRegistry],
});

/** Outcomes an inbound email can have; the inbound-mail context counts each message once with countInboundEmail. */
export type InboundEmailOutcome = 'accepted' | 'rejected' | 'unmatched' | 'duplicate' | 'failed';

/** Inbound emails (authority replies) by outcome. */
export const inboundEmails = new Counter({
  name: 'inbound_emails_total',
  help: 'Inbound emails received, by outcome',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Counts one inbound email with its outcome (for the inbound-mail context). */
export function countInboundEmail(outcome: InboundEmailOutcome): void {
  inboundEmails.inc({ outcome });
}

/** The channels a complaint is filed through: the portal (web) or Open311 GeoReport v2. */
export type FilingChannel = 'web' | 'open311';

/** Complaints filed (a replayed idempotent filing is not counted twice), by channel. */
export const complaintsFiled = new Counter({
  name: 'complaints_filed_total',
  help: 'Complaints filed, by channel (web, open311)',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

/** Counts one email send by its outcome; `template` is the email template key, if any. */
export function countEmail(template: string | null | undefined, outcome: 'sent' | 'failed'): void {
  (outcome === 'sent' ? emailsSent : emailsFailed).inc({ template: template ?? 'none' });
}

/** What the scrape-time gauges read: bound by MetricsService while an application runs in this process. */
export interface ScrapeSources {
  /** Outbox rows not yet put on the queues, and the age in seconds of the oldest (null: none). */
  outbox(): Promise<{ unpublished: number; oldestSeconds: number | null }>;
  /** Jobs per queue and state. */
  queues(): Promise<{ queue: string; counts: Record<QueueJobState, number> }[]>;
}

/** The Bull job states `queue_jobs` reports. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

let sources: ScrapeSources | null = null;

/** Binds (or, with null, unbinds) the sources of the scrape-time gauges. */
export function bindScrapeSources(next: ScrapeSources | null): void {
  sources = next;
}

/** Outbox events appended but not yet put on the queues (published_at null, not done). */
new Gauge({
  name: 'outbox_unpublished_events',
  help: 'Outbox events not yet published to the queues',
  registers: [metricsRegistry],
  async collect() {
    if (sources) this.set((await sources.outbox()).unpublished);
  },
});

/** Age of the oldest unpublished outbox event in seconds (0 when none). */
new Gauge({
  name: 'outbox_oldest_unpublished_seconds',
  help: 'Age in seconds of the oldest outbox event not yet published (0 when none)',
  registers: [metricsRegistry],
  async collect() {
    if (sources) this.set((await sources.outbox()).oldestSeconds ?? 0);
  },
});

/** Jobs per Bull queue and state, read from Redis at scrape time. */
new Gauge({
  name: 'queue_jobs',
  help: 'Jobs per queue and state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!sources) return;
    for (const { queue, counts } of await sources.queues()) {
      for (const state of QUEUE_JOB_STATES) this.set({ queue, state }, counts[state]);
    }
  },
});
