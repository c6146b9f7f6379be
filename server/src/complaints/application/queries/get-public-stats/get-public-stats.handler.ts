import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComplaintStatus } from '@civic/contracts';
import { CategoriesService } from '../../../../content/public.js';
import { GetPublicStatsQuery, type PublicStats } from './get-public-stats.query.js';

/**
 * Counts every complaint (archived ones too: they were filed), the resolved ones, the distinct reporters,
 * and the complaints per enabled category, in the categories' order.
 */
@QueryHandler(GetPublicStatsQuery)
export class GetPublicStatsHandler implements IQueryHandler<GetPublicStatsQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  async execute(): Promise<PublicStats> {
    const [totals] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = $1)::int AS resolved,
              count(DISTINCT reporter_id)::int AS citizens
         FROM complaints`,
      [ComplaintStatus.Resolved],
    )) as { total: number; resolved: number; citizens: number }[];
    const perCategory = (await this.dataSource.query('SELECT category_key AS key, count(*)::int AS n FROM complaints GROUP BY category_key')) as {
      key: string;
      n: number;
    }[];
    const counts = new Map(perCategory.map((r) => [r.key, r.n]));
    const categories = await this.categories.listEnabled();
    return {
      complaintsTotal: totals.total,
      resolvedTotal: totals.resolved,
      successRate: totals.total === 0 ? 0 : Math.round((totals.resolved / totals.total) * 100),
      activeCitizens: totals.citizens,
      items: categories.map((c) => ({ key: c.key, name: c.name, icon: c.icon, description: c.description, count: counts.get(c.key) ?? 0 })),
    };
  }
}
