import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { ComplaintStatus } from '@civic/contracts';
import { CategoriesService } from '../../../../content/public.js';
import { GetPublicStatsQuery, type PublicStats } from './get-public-stats.query.js';

/**
 * How long one computation of the public counters is served, in milliseconds: the home page's counters may be this
 * much behind (docs/adr/0023-public-stats.md), and a burst of home page views costs one count per process per period.
 */
export const PUBLIC_STATS_TTL_MS = 2000;

/**
 * The counters' SQL over `complaints` (archived ones too: they were filed): the total, the resolved ones and the
 * complaints per category from one grouped scan, the distinct reporters from complaints_reporter_created_idx. Also
 * run by bench/baseline-server.mjs. $1 the resolved status.
 */
export const PUBLIC_STATS_SQL = `WITH per_category AS (
    SELECT category_key, count(*)::int AS n, count(*) FILTER (WHERE status = $1)::int AS resolved FROM complaints GROUP BY category_key
  )
  SELECT coalesce(sum(n), 0)::int AS total,
         coalesce(sum(resolved), 0)::int AS resolved,
         (SELECT count(DISTINCT reporter_id)::int FROM complaints) AS citizens,
         coalesce(json_object_agg(category_key, n), '{}') AS per_category
    FROM per_category`;

/** The counts of PUBLIC_STATS_SQL. */
interface Counts {
  total: number;
  resolved: number;
  citizens: number;
  per_category: Record<string, number>;
}

/**
 * Counts every complaint, the resolved ones, the distinct reporters, and the complaints per enabled category, in the
 * categories' order (category names from CategoriesService, current at every call). The counts are kept for
 * PUBLIC_STATS_TTL_MS (lru-cache): past that, the next caller gets the kept counts while they are counted again in
 * the background, so no home page view waits for a count but the first one.
 */
@QueryHandler(GetPublicStatsQuery)
export class GetPublicStatsHandler implements IQueryHandler<GetPublicStatsQuery> {
  private readonly counts = new LRUCache<'counts', Counts>({
    max: 1,
    ttl: PUBLIC_STATS_TTL_MS,
    allowStale: true,
    fetchMethod: async () => ((await this.dataSource.query(PUBLIC_STATS_SQL, [ComplaintStatus.Resolved])) as Counts[])[0],
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  async execute(): Promise<PublicStats> {
    const [totals, categories] = await Promise.all([this.counts.fetch('counts') as Promise<Counts>, this.categories.listEnabled()]);
    return {
      complaintsTotal: totals.total,
      resolvedTotal: totals.resolved,
      successRate: totals.total === 0 ? 0 : Math.round((totals.resolved / totals.total) * 100),
      activeCitizens: totals.citizens,
      items: categories.map((c) => ({ key: c.key, name: c.name, icon: c.icon, description: c.description, count: totals.per_category[c.key] ?? 0 })),
    };
  }
}
