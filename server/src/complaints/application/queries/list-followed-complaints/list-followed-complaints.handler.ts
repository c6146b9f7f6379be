import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Paged } from '@civic/contracts';
import { pagedResult } from '../../../../kernel/database/paged-rows.js';
import { PublicComplaintsService } from '../../public-complaints.service.js';
import { ListFollowedComplaintsQuery, type FollowedComplaint } from './list-followed-complaints.query.js';

/**
 * One page of the complaints the caller follows and their total in one statement (complaint_follows_user_idx, most
 * recently followed first, then public id), then those complaints through the public reader in one more (the public
 * privacy rules): two statements whatever the page size.
 */
@QueryHandler(ListFollowedComplaintsQuery)
export class ListFollowedComplaintsHandler implements IQueryHandler<ListFollowedComplaintsQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: PublicComplaintsService,
  ) {}

  async execute({ userId, page }: ListFollowedComplaintsQuery): Promise<Paged<FollowedComplaint>> {
    const rows: { public_id: string; followed_at: Date; total: string }[] = await this.dataSource.query(
      `SELECT c.public_id, f.created_at AS followed_at, COUNT(*) OVER () AS total
         FROM complaint_follows f
         JOIN complaints c ON c.id = f.complaint_id
        WHERE f.user_id = $1
        ORDER BY f.created_at DESC, c.public_id DESC
        OFFSET $2 LIMIT $3`,
      [userId, (page.page - 1) * page.limit, page.limit],
    );
    const total = rows.length > 0 ? Number(rows[0].total) : page.page === 1 ? 0 : await this.count(userId);
    const complaints = new Map((await this.reader.list({ ids: rows.map((r) => r.public_id), limit: rows.length || 1 })).map((c) => [c.id, c]));
    const items: FollowedComplaint[] = [];
    for (const row of rows) {
      const c = complaints.get(row.public_id);
      if (!c) continue;
      items.push({
        id: c.id,
        categoryKey: c.categoryKey,
        subcategory: c.subcategory,
        title: c.title,
        location: c.location,
        status: c.status,
        followedAt: new Date(row.followed_at),
        updatedAt: c.updatedAt,
      });
    }
    return pagedResult(items, total, page);
  }

  /** The total when the page asked for lies past the end (no row carries it). */
  private async count(userId: string): Promise<number> {
    const [row]: { n: string }[] = await this.dataSource.query('SELECT COUNT(*) AS n FROM complaint_follows WHERE user_id = $1', [userId]);
    return Number(row.n);
  }
}
