import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViews, type AdminComplaintView } from '../../admin-complaint-view.js';
import { COMPLAINT_WITH_STEPS_COLUMNS, ComplaintRowsReader } from '../../complaint-rows.reader.js';
import { ListAdminComplaintsQuery } from './list-admin-complaints.query.js';

/**
 * The desk's page, in two statements that only read the index (complaints_archived_created_public_idx, or
 * complaints_status_archived_created_public_idx with a status): the public ids of the page, newest first (filing
 * time, then public id), and the total. Only the page's own rows are then read from the table. The spec's
 * numbered pages ('Page X of Y', any page by URL) rule out keyset paging; the total is a sum of the counters kept by
 * triggers (complaint_desk_counts); skipping index entries instead of whole
 * rows keeps page 5,000 of 100,000 complaints in milliseconds (docs/decisions.md, "Performance (issue 14)").
 * Exported for bench/baseline-server.mjs, which runs the same SQL. $1 archived, $2 status or null.
 */
export const ADMIN_PAGE_IDS_SQL = `SELECT public_id FROM complaints
  WHERE archived = $1 AND ($2::text IS NULL OR status = $2)
  ORDER BY created_at DESC, public_id DESC OFFSET $3 LIMIT $4`;
/** The total from the counters the database keeps per (archived, status) (migration 1763802210000): at most 16 rows per status. */
export const ADMIN_TOTAL_SQL = 'SELECT coalesce(sum(n), 0)::int AS n FROM complaint_desk_counts WHERE archived = $1 AND ($2::text IS NULL OR status = $2)';

/**
 * The desk's page in one statement (issue 14): the page's public ids from the index as ADMIN_PAGE_IDS_SQL finds
 * them, then those rows with their escalation steps (COMPLAINTS_BY_PUBLIC_IDS_SQL's shape) and the total
 * (ADMIN_TOTAL_SQL) on each row, in the page's order. A page past the end has no row: the total is then read alone.
 * Exported for bench/baseline-server.mjs. $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_PAGE_SQL = `WITH page AS (${ADMIN_PAGE_IDS_SQL})
  SELECT ${COMPLAINT_WITH_STEPS_COLUMNS}, (${ADMIN_TOTAL_SQL}) AS desk_total
    FROM page JOIN complaints c USING (public_id)
   ORDER BY c.created_at DESC, c.public_id DESC`;

/**
 * Lists complaints for the desk, newest first, filtered by `archived` and optionally `status`; category names and
 * reporters follow in one batch each (AdminComplaintViews). With the issue 15 options (sort 'due', `overdue`), one
 * query builder statement reads the page and the total instead (COUNT(*) OVER (); index complaints_archived_due_idx).
 */
@QueryHandler(ListAdminComplaintsQuery)
export class ListAdminComplaintsHandler implements IQueryHandler<ListAdminComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly views: AdminComplaintViews,
    private readonly rowsReader: ComplaintRowsReader,
  ) {}

  async execute({ filter }: ListAdminComplaintsQuery): Promise<Paged<AdminComplaintView>> {
    let rows: Complaint[];
    let total: number;
    if (filter.sort === 'due' || filter.overdue) {
      const qb = this.complaints.createQueryBuilder('c').where('c.archived = :archived', { archived: filter.archived });
      if (filter.status) qb.andWhere('c.status = :status', { status: filter.status });
      if (filter.overdue) qb.andWhere("c.due_at < :now AND c.status NOT IN ('resolved', 'rejected')", { now: filter.now });
      const countQuery = qb.clone();
      qb.addSelect('COUNT(*) OVER ()', 'total_count');
      if (filter.sort === 'due') qb.orderBy('c.dueAt', 'ASC', 'NULLS LAST').addOrderBy('c.publicId', 'ASC');
      else qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.publicId', 'DESC');
      qb.offset((filter.page - 1) * filter.limit).limit(filter.limit);
      const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
      rows = entities;
      total = raw.length > 0 ? Number(raw[0].total_count) : filter.page === 1 ? 0 : await countQuery.getCount();
    } else {
      // An unnamed statement is planned with its values, so `$2 IS NULL OR ...` folds away and the right index is used.
      const params = [filter.archived, filter.status ?? null];
      const { rows: page, extra } = await this.rowsReader.readWith<{ desk_total: number }>(ADMIN_PAGE_SQL, [
        ...params,
        (filter.page - 1) * filter.limit,
        filter.limit,
      ]);
      total = extra[0]?.desk_total ?? ((await this.complaints.query(ADMIN_TOTAL_SQL, params)) as { n: number }[])[0].n;
      return { items: await this.views.toViewsOf(page), total, page: filter.page, pages: pageCount(total, filter.limit) };
    }
    return {
      items: await this.views.toViews(rows),
      total,
      page: filter.page,
      pages: pageCount(total, filter.limit),
    };
  }
}
