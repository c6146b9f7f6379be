import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { QueueRegistry } from '../events/queue-registry.service.js';
import { bindScrapeSources, type ScrapeSources } from './metrics.js';

/**
 * Binds the scrape-time gauges (outbox_unpublished_events, outbox_oldest_unpublished_seconds, queue_jobs) to this
 * application's PostgreSQL and Redis while it runs: the values are read from the shared stores at each scrape, so any
 * API or worker process answers the same cluster-wide numbers (docs/adr/0110-metrics-across-processes.md).
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
  private readonly sources: ScrapeSources;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
  ) {
    this.sources = { outbox: () => this.outbox(), queues: () => this.queueCounts() };
  }

  onModuleInit(): void {
    bindScrapeSources(this.sources);
  }

  onModuleDestroy(): void {
    bindScrapeSources(null);
  }

  /** Unpublished outbox rows (the partial index outbox_pending_idx holds every row not done). */
  async outbox(): Promise<{ unpublished: number; oldestSeconds: number | null }> {
    const [row] = (await this.dataSource.query(
      'SELECT count(*)::int AS unpublished, EXTRACT(EPOCH FROM (now() - min(created_at)))::float AS age FROM outbox WHERE done_at IS NULL AND published_at IS NULL',
    )) as { unpublished: number; age: number | null }[];
    return { unpublished: row.unpublished, oldestSeconds: row.age === null ? null : Math.max(0, row.age) };
  }

  /** Bull's job counts of every queue. */
  async queueCounts(): Promise<{ queue: string; counts: { waiting: number; active: number; delayed: number; failed: number } }[]> {
    return Promise.all(
      this.queues.all().map(async ({ name, queue }) => {
        const c = await queue.getJobCounts();
        return { queue: name, counts: { waiting: c.waiting, active: c.active, delayed: c.delayed, failed: c.failed } };
      }),
    );
  }
}
