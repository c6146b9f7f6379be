import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComplaintStatus } from '@civic/contracts';
import { CategoriesService } from '../../../../content/public.js';
import { GetPublicStatsQuery, type PublicStats } from './get-public-stats.query.js';

/**
 * How long one computation of the public counters is served, in milliseconds: the home page's counters may be this
 * much behind (docs/adr/0023-public-stats.md); a burst of home page views costs one statement.
 */
export const PUBLIC_STATS_TTL_MS = 2000;

/**
 * The counters' SQL, from the counter tables the database keeps in step with `complaints` (migration
 * 1763802320000): totals and per-category counts from complaint_category_counts (at most 16 rows per category and
 * status), the active citizens from complaint_reporter_counts, in one statement (also run by
 * bench/baseline-server.mjs). $1 the resolved status.
 */
export const PUBLIC_STATS_SQL = `SELECT coalesce(sum(n), 0)::int AS total,
        coalesce(sum(n) FILTER (WHERE status = $1), 0)::int AS resolved,
        (SELECT count(*)::int FROM complaint_reporter_counts WHERE n > 0) AS citizens,
        (SELECT coalesce(json_object_agg(k.category_key, k.n), '{}') FROM (SELECT category_key, sum(n)::int AS n FROM complaint_category_counts GROUP BY category_key) k) AS per_category
   FROM complaint_category_counts`;

/**
 * Counts every complaint (archived ones too: they were filed), the resolved ones, the distinct reporters,
 * and the complaints per enabled category, in the categories' order. One computation is shared by every
 * caller for PUBLIC_STATS_TTL_MS (and by the callers that arrive while it runs), so a burst of home page views
 * costs one count per process every two seconds instead of one per view.
 */
@QueryHandler(GetPublicStatsQuery)
export class GetPublicStatsHandler implements IQueryHandler<GetPublicStatsQuery> {
  private cached: { at: number; value: Promise<PublicStats> } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  execute(): Promise<PublicStats> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < PUBLIC_STATS_TTL_MS) return this.cached.value;
    const value = this.compute();
    const entry = { at: now, value };
    this.cached = entry;
    // A failed computation is not kept: the next caller tries again.
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }

  private async compute(): Promise<PublicStats> {
    const [[totals], categories] = await Promise.all([
      this.dataSource.query(PUBLIC_STATS_SQL, [ComplaintStatus.Resolved]) as Promise<
        { total: number; resolved: number; citizens: number; per_category: Record<string, number> }[]
      >,
      this.categories.listEnabled(),
    ]);
    return {
      complaintsTotal: totals.total,
      resolvedTotal: totals.resolved,
      successRate: totals.total === 0 ? 0 : Math.round((totals.resolved / totals.total) * 100),
      activeCitizens: totals.citizens,
      items: categories.map((c) => ({ key: c.key, name: c.name, icon: c.icon, description: c.description, count: totals.per_category[c.key] ?? 0 })),
    };
  }
}
