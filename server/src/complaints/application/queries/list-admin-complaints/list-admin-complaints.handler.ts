import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { DESK_COMPLAINT_COLUMNS, ComplaintRowsService } from '../../complaint-rows.service.js';
import { ListAdminComplaintsQuery } from './list-admin-complaints.query.js';

/**
 * The public ids of one desk page, newest first (filing time, then public id). The spec's numbered pages ('Page X of
 * Y', any page by URL) rule out keyset paging (docs/adr/0082-complaints-desk-paging.md), and skipping O index entries
 * costs O: half a second at page 50,000 of 1,000,000. So the page starts from the counts the database keeps per month
 * of filing (complaint_desk_months, migration 1763804210000): the newest months whose complaints all come before the
 * offset are summed from a few hundred counter rows (`before`), and only the rest of the offset is skipped, inside the
 * month that holds it, from the index (complaints_archived_created_public_idx, or
 * complaints_status_archived_created_public_idx with a status): at most a month of filings
 * (docs/adr/0140-desk-pages-start-from-month-counts.md). $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_PAGE_IDS_SQL = `WITH months AS (
    SELECT month, sum(n)::bigint AS n FROM complaint_desk_months
     WHERE archived = $1 AND ($2::text IS NULL OR status = $2)
     GROUP BY month HAVING sum(n) > 0),
  placed AS (SELECT month, n, sum(n) OVER (ORDER BY month DESC) - n AS before FROM months),
  start AS (SELECT month, before FROM placed WHERE before <= $3 ORDER BY before DESC LIMIT 1)
  SELECT page.public_id FROM start CROSS JOIN LATERAL (
    SELECT public_id, created_at FROM complaints
     WHERE archived = $1 AND ($2::text IS NULL OR status = $2)
       AND created_at < ((start.month + interval '1 month')::timestamp AT TIME ZONE 'Asia/Kolkata')
     ORDER BY created_at DESC, public_id DESC OFFSET ($3 - start.before)::bigint LIMIT $4) page
  ORDER BY page.created_at DESC, page.public_id DESC`;
/**
 * The desk's page in one statement: the page's public ids from the index as ADMIN_PAGE_IDS_SQL finds them, then
 * those rows with their escalation steps, response links and held replies (DESK_COMPLAINT_COLUMNS), in the page's
 * order. Exported for bench/baseline-server.mjs. $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_PAGE_SQL = `WITH page AS (${ADMIN_PAGE_IDS_SQL})
  SELECT ${DESK_COMPLAINT_COLUMNS}
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
 * The open complaints (not resolved or rejected) past their due date: the condition of the overdue filter, which the
 * partial index complaints_overdue_created_idx is declared with, so that its pages are read from that index alone.
 * $3 is the Clock's time.
 */
const OVERDUE_CONDITION = "due_at IS NOT NULL AND due_at < $3 AND status NOT IN ('resolved', 'rejected')";
/**
 * The public ids of one overdue desk page, newest first, from complaints_overdue_created_idx alone (an index-only
 * scan whose entries carry the due date and the status). $1 archived, $2 status or null, $3 now, $4 offset, $5 limit.
 */
export const ADMIN_OVERDUE_PAGE_IDS_SQL = `SELECT public_id FROM complaints
  WHERE archived = $1 AND ($2::text IS NULL OR status = $2) AND ${OVERDUE_CONDITION}
  ORDER BY created_at DESC, public_id DESC OFFSET $4 LIMIT $5`;
/**
 * The public ids of one desk page in the escalation ladder's order (due date ascending, no due date last, then public
 * id), overdue only or not, from complaints_archived_due_public_idx alone (its entries carry the status).
 * $1 archived, $2 status or null, $3 now for overdue only or null for all, $4 offset, $5 limit.
 */
export const ADMIN_DUE_PAGE_IDS_SQL = `SELECT public_id FROM complaints
  WHERE archived = $1 AND ($2::text IS NULL OR status = $2) AND ($3::timestamptz IS NULL OR (${OVERDUE_CONDITION}))
  ORDER BY due_at ASC NULLS LAST, public_id ASC OFFSET $4 LIMIT $5`;
/**
 * The number of overdue complaints of a desk filter: a count over the due-date range of
 * complaints_archived_due_public_idx (index-only: the status is in its entries), which only the complaints with a due
 * date reach. $1 archived, $2 status or null, $3 now.
 */
export const ADMIN_OVERDUE_TOTAL_SQL = `SELECT count(*)::int AS n FROM complaints
  WHERE archived = $1 AND ($2::text IS NULL OR status = $2) AND ${OVERDUE_CONDITION}`;

/**
 * The conditions of the authority filters, each the predicate of its partial index (complaints_answered_idx,
 * complaints_returned_idx, whose entries are in the desk's newest-first order): fixed text, never a value.
 */
const AUTHORITY_FILTERS = {
  answered: 'first_answered_at IS NOT NULL',
  returned: 'returned_at IS NOT NULL',
  // 'Replies to review': read from the few held replies (the partial index authority_replies_held_idx).
  repliesToReview: "id IN (SELECT complaint_id FROM authority_replies WHERE status = 'held')",
} as const;

/**
 * A page of an authority filter ('Answered by authority', 'Returned by authority'), newest first, with its total:
 * the ids from the filter's partial index, the rows as ADMIN_PAGE_SQL reads them. $1 archived, $2 status or null,
 * $3 now for overdue only or null, $4 offset, $5 limit (the total takes $1 to $3).
 */
function authorityFilterSql(conditions: readonly string[], sort: 'newest' | 'due'): { page: string; total: string } {
  const where = `archived = $1 AND ($2::text IS NULL OR status = $2) AND ($3::timestamptz IS NULL OR (${OVERDUE_CONDITION})) AND ${conditions.join(' AND ')}`;
  const order = sort === 'due' ? 'due_at ASC NULLS LAST, public_id ASC' : 'created_at DESC, public_id DESC';
  return {
    page: pageSql(`SELECT public_id FROM complaints WHERE ${where} ORDER BY ${order} OFFSET $4 LIMIT $5`, order.replace(/(^|, )/g, '$1c.')),
    total: `SELECT count(*)::int AS n FROM complaints WHERE ${where}`,
  };
}

/** One page's complaints with their steps, in the order of the page's public ids (`ids`, a statement of them). */
function pageSql(ids: string, order: string): string {
  return `WITH page AS (${ids}) SELECT ${DESK_COMPLAINT_COLUMNS} FROM page JOIN complaints c USING (public_id) ORDER BY ${order}`;
}
const ADMIN_OVERDUE_PAGE_SQL = pageSql(ADMIN_OVERDUE_PAGE_IDS_SQL, 'c.created_at DESC, c.public_id DESC');
const ADMIN_DUE_PAGE_SQL = pageSql(ADMIN_DUE_PAGE_IDS_SQL, 'c.due_at ASC NULLS LAST, c.public_id ASC');

/**
 * Offsets below which a page skips the index entries before it directly rather than starting from the month counts:
 * the first hundred pages, which are the ones admins read. Summing and ordering the few hundred counter rows costs
 * about half a millisecond of database time, more than skipping up to a thousand entries of the index
 * (bench/results-history.md, 0159).
 */
export const DESK_DIRECT_SKIP_ENTRIES = 1000;
/**
 * A desk page within the first DESK_DIRECT_SKIP_ENTRIES, in one statement: its public ids straight from the index
 * (complaints_archived_created_public_idx, or complaints_status_archived_created_public_idx with a status), then the
 * rows as ADMIN_PAGE_SQL reads them. $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_FIRST_PAGES_SQL = pageSql(
  `SELECT public_id FROM complaints WHERE archived = $1 AND ($2::text IS NULL OR status = $2)
    ORDER BY created_at DESC, public_id DESC OFFSET $3 LIMIT $4`,
  'c.created_at DESC, c.public_id DESC',
);

/** The statement of a newest-first desk page at `offset`: ADMIN_FIRST_PAGES_SQL near the top, else ADMIN_PAGE_SQL. */
export function adminPageSql(offset: number): string {
  return offset < DESK_DIRECT_SKIP_ENTRIES ? ADMIN_FIRST_PAGES_SQL : ADMIN_PAGE_SQL;
}

/**
 * Lists complaints for the desk, newest first, filtered by `archived` and optionally `status`: the page
 * (adminPageSql) and the filter's total (ADMIN_TOTAL_SQL) side by side, with category names from memory and the
 * reporters in one batch (AdminComplaintViewsService). Values are bound, not inlined: an unnamed statement is planned with
 * its values, so `$2 IS NULL OR ...` folds away and the right index is used. Sorted by due date, or only the
 * overdue, the page comes the same way from the due-date indexes (ADMIN_DUE_PAGE_SQL, ADMIN_OVERDUE_PAGE_SQL), and
 * the total is the filter's (sorting changes no count) or the overdue count (ADMIN_OVERDUE_TOTAL_SQL): a page never
 * counts or sorts every complaint of the filter.
 *
 * Read from the database on every call: filings and status changes every few hundred milliseconds changed every
 * page before a kept page was read again (docs/adr/0141-caches-measured-with-writes.md), and a revoked response link
 * or a new reply to review shows at once.
 */
@QueryHandler(ListAdminComplaintsQuery)
export class ListAdminComplaintsHandler implements IQueryHandler<ListAdminComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly views: AdminComplaintViewsService,
    private readonly rowsReader: ComplaintRowsService,
  ) {}

  async execute({ filter }: ListAdminComplaintsQuery): Promise<Paged<AdminComplaintView>> {
    return this.read(filter);
  }

  /** The page as read now. */
  private async read(filter: ListAdminComplaintsQuery['filter']): Promise<Paged<AdminComplaintView>> {
    const status = filter.status ?? null;
    const offset = (filter.page - 1) * filter.limit;
    const now = filter.overdue ? filter.now : null;
    const conditions = (['answered', 'returned', 'repliesToReview'] as const).filter((flag) => filter[flag]).map((flag) => AUTHORITY_FILTERS[flag]);
    if (conditions.length) {
      const sql = authorityFilterSql(conditions, filter.sort);
      const [rows, [{ n }]] = await Promise.all([
        this.rowsReader.readDesk(sql.page, [filter.archived, status, now, offset, filter.limit]),
        this.complaints.query(sql.total, [filter.archived, status, now]) as Promise<{ n: number }[]>,
      ]);
      return { items: await this.views.toDeskViews(rows), total: n, page: filter.page, pages: pageCount(n, filter.limit) };
    }
    const page =
      filter.sort === 'due'
        ? this.rowsReader.readDesk(ADMIN_DUE_PAGE_SQL, [filter.archived, status, now, offset, filter.limit])
        : filter.overdue
          ? this.rowsReader.readDesk(ADMIN_OVERDUE_PAGE_SQL, [filter.archived, status, now, offset, filter.limit])
          : this.rowsReader.readDesk(adminPageSql(offset), [filter.archived, status, offset, filter.limit]);
    const count = filter.overdue
      ? this.complaints.query(ADMIN_OVERDUE_TOTAL_SQL, [filter.archived, status, now])
      : this.complaints.query(ADMIN_TOTAL_SQL, [filter.archived, status]);
    const [rows, [{ n: total }]] = await Promise.all([page, count as Promise<{ n: number }[]>]);
    const items = await this.views.toDeskViews(rows);
    return { items, total, page: filter.page, pages: pageCount(total, filter.limit) };
  }
}
