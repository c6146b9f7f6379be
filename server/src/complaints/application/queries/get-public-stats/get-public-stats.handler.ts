import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComplaintStatus } from '@civic/contracts';
import { CategoriesService } from '../../../../content/public.js';
import { GetPublicStatsQuery, type PublicStats } from './get-public-stats.query.js';

/**
 * How long one computation of the public counters is served, in milliseconds. Counting 100,000 complaints takes
 * tens of milliseconds; the home page's counters may be this much behind (docs/decisions.md, "Performance
 * (issue 14)").
 */
export const PUBLIC_STATS_TTL_MS = 2000;

/** The counters' SQL: totals and per-category counts in one statement (also run by bench/baseline-server.mjs). */
export const PUBLIC_STATS_SQL = `SELECT count(*)::int AS total,
        count(*) FILTER (WHERE status = $1)::int AS resolved,
        count(DISTINCT reporter_id)::int AS citizens,
        (SELECT coalesce(json_object_agg(k.category_key, k.n), '{}') FROM (SELECT category_key, count(*)::int AS n FROM complaints GROUP BY category_key) k) AS per_category
   FROM complaints`;

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
