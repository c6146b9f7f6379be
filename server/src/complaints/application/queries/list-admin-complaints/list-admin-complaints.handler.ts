import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { COMPLAINT_WITH_STEPS_COLUMNS, ComplaintRowsService } from '../../complaint-rows.service.js';
import { ListAdminComplaintsQuery } from './list-admin-complaints.query.js';

/**
 * The public ids of one desk page, newest first (filing time, then public id), from the index alone
 * (complaints_archived_created_public_idx, or complaints_status_archived_created_public_idx with a status): skipping
 * index entries instead of whole rows keeps a deep page of 100,000 complaints in milliseconds. The spec's numbered
 * pages ('Page X of Y', any page by URL) rule out keyset paging
 * (docs/adr/0082-complaints-desk-paging.md). $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_PAGE_IDS_SQL = `SELECT public_id FROM complaints
  WHERE archived = $1 AND ($2::text IS NULL OR status = $2)
  ORDER BY created_at DESC, public_id DESC OFFSET $3 LIMIT $4`;
/**
 * The desk's page in one statement: the page's public ids from the index as ADMIN_PAGE_IDS_SQL finds them, then
 * those rows with their escalation steps (COMPLAINT_WITH_STEPS_COLUMNS), in the page's order. Exported for
 * bench/baseline-server.mjs. $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_PAGE_SQL = `WITH page AS (${ADMIN_PAGE_IDS_SQL})
  SELECT ${COMPLAINT_WITH_STEPS_COLUMNS}
    FROM page JOIN complaints c USING (public_id)
   ORDER BY c.created_at DESC, c.public_id DESC`;
/**
 * The number of complaints a desk filter lists, from the counts the database keeps per (archived, status) in the
 * transaction of every change (complaint_desk_counts, migration 1763802210000): a sum of at most 16 rows per status
 * instead of a count over every complaint of the filter (docs/adr/0083-desk-totals-kept-by-triggers.md). Exported
 * for bench/baseline-server.mjs. $1 archived, $2 status or null.
 */
export const ADMIN_TOTAL_SQL = 'SELECT coalesce(sum(n), 0)::int AS n FROM complaint_desk_counts WHERE archived = $1 AND ($2::text IS NULL OR status = $2)';

/**
 * Lists complaints for the desk, newest first, filtered by `archived` and optionally `status`: the page
 * (ADMIN_PAGE_SQL) and the filter's total (ADMIN_TOTAL_SQL) side by side, with category names from memory and the
 * reporters in one batch (AdminComplaintViewsService). Values are bound, not inlined: an unnamed statement is planned with
 * its values, so `$2 IS NULL OR ...` folds away and the right index is used. Sorted by due date, or only the
 * overdue, one query builder statement reads the page and the total instead (COUNT(*) OVER (); index
 * complaints_archived_due_idx).
 */
@QueryHandler(ListAdminComplaintsQuery)
export class ListAdminComplaintsHandler implements IQueryHandler<ListAdminComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly views: AdminComplaintViewsService,
    private readonly rowsReader: ComplaintRowsService,
  ) {}

  async execute({ filter }: ListAdminComplaintsQuery): Promise<Paged<AdminComplaintView>> {
    if (filter.sort === 'due' || filter.overdue) return this.byDueDateOrOverdue(filter);
    const status = filter.status ?? null;
    const offset = (filter.page - 1) * filter.limit;
    const [{ rows }, [{ n: total }]] = await Promise.all([
      this.rowsReader.readWith(ADMIN_PAGE_SQL, [filter.archived, status, offset, filter.limit]),
      this.complaints.query(ADMIN_TOTAL_SQL, [filter.archived, status]) as Promise<{ n: number }[]>,
    ]);
    return { items: await this.views.toViewsOf(rows), total, page: filter.page, pages: pageCount(total, filter.limit) };
  }

  /** The escalation ladder's orders: due date first, or only the overdue; page and total in one statement. */
  private async byDueDateOrOverdue(filter: ListAdminComplaintsQuery['filter']): Promise<Paged<AdminComplaintView>> {
    const qb = this.complaints.createQueryBuilder('c').where('c.archived = :archived', { archived: filter.archived });
    if (filter.status) qb.andWhere('c.status = :status', { status: filter.status });
    if (filter.overdue) qb.andWhere("c.due_at < :now AND c.status NOT IN ('resolved', 'rejected')", { now: filter.now });
    const countQuery = qb.clone();
    qb.addSelect('COUNT(*) OVER ()', 'total_count');
    if (filter.sort === 'due') qb.orderBy('c.dueAt', 'ASC', 'NULLS LAST').addOrderBy('c.publicId', 'ASC');
    else qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.publicId', 'DESC');
    qb.offset((filter.page - 1) * filter.limit).limit(filter.limit);
    const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
    const total = raw.length > 0 ? Number(raw[0].total_count) : filter.page === 1 ? 0 : await countQuery.getCount();
    return { items: await this.views.toViews(entities), total, page: filter.page, pages: pageCount(total, filter.limit) };
  }
}
