import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { PreparedReads, PreparedStatement } from '../../../../kernel/database/prepared-reads.js';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { DESK_COMPLAINT_COLUMNS, ComplaintRowsService } from '../../complaint-rows.service.js';
import { ListAdminComplaintsQuery } from './list-admin-complaints.query.js';

/**
 * The two shapes of a desk filter, over `complaints` and the desk's counter tables alike: $1 archived, and $2 null for
 * every status (`all`) or one status (`byStatus`). Each shape is its own prepared statement, planned once without the
 * values (PreparedStatement): `$2 IS NULL OR status = $2` would leave the status index unused in such a plan.
 */
const DESK_FILTERS = { all: 'archived = $1 AND $2::text IS NULL', byStatus: 'archived = $1 AND status = $2' } as const;
/** Which shape of filter a desk read takes: every status or one. */
export type DeskFilterShape = keyof typeof DESK_FILTERS;
/** A desk statement in both shapes of filter. */
export type DeskStatements = Readonly<Record<DeskFilterShape, PreparedStatement>>;

/** `build` with each shape of filter, as prepared statements named after `label`. */
function deskStatements(label: string, build: (filter: string) => string): DeskStatements {
  return {
    all: new PreparedStatement(`${label}-all`, build(DESK_FILTERS.all)),
    byStatus: new PreparedStatement(`${label}-status`, build(DESK_FILTERS.byStatus)),
  };
}

/** The first instant of a month (a date column or expression) in India time, as complaint_desk_month counts it. */
const monthStart = (month: string) => `(${month}::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/**
 * One page's complaints with their steps, response links and held replies (DESK_COMPLAINT_COLUMNS), in the order of
 * the page's public ids (`ids`, a statement of them). Each row is looked up by its public id (complaints_public_id_uq)
 * in a LATERAL subquery that the planner keeps apart: a plan made without the page's LIMIT would otherwise expect a
 * tenth of the table and hash-join it against every complaint.
 */
function pageSql(ids: string, order: string): string {
  return `WITH page AS (${ids})
  SELECT ${DESK_COMPLAINT_COLUMNS}
    FROM page CROSS JOIN LATERAL (SELECT * FROM complaints WHERE complaints.public_id = page.public_id LIMIT 1) c
   ORDER BY ${order}`;
}
const NEWEST_FIRST = 'c.created_at DESC, c.public_id DESC';
const DUE_FIRST = 'c.due_at ASC NULLS LAST, c.public_id ASC';

/** The first instant of the day after a date (a date column or expression) in India time, as complaint_desk_day counts it. */
const dayEnd = (day: string) => `((${day} + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/**
 * The public ids of one desk page, newest first (filing time, then public id). The spec's numbered pages ('Page X of
 * Y', any page by URL) rule out keyset paging (docs/adr/0082-complaints-desk-paging.md), and skipping O index entries
 * costs O: half a second at page 50,000 of 1,000,000. So the page starts from the counts the database keeps per month
 * and per day of filing (complaint_desk_months and complaint_desk_days, migrations 1763804210000 and 1763805600000):
 * the newest months whose complaints all come before the offset are summed from a few hundred counter rows
 * (`start_month.before`), then the days of the month that holds the offset from at most 31 days of counters
 * (`start.before`), and only the rest of the offset is skipped, inside the day that holds it, from the index
 * (complaints_archived_created_public_idx, or complaints_status_archived_created_public_idx with a status): at most a
 * day of filings (docs/adr/0140-desk-pages-start-from-month-counts.md,
 * docs/adr/0164-desk-pages-start-from-day-counts.md). $1 archived, $2 status or null, $3 offset, $4 limit.
 */
const pageIdsFromDaysSql = (filter: string) => `WITH months AS (
    SELECT month, sum(n)::bigint AS n FROM complaint_desk_months WHERE ${filter} GROUP BY month HAVING sum(n) > 0),
  placed_months AS (SELECT month, sum(n) OVER (ORDER BY month DESC) - n AS before FROM months),
  start_month AS (SELECT month, before FROM placed_months WHERE before <= $3 ORDER BY before DESC LIMIT 1),
  days AS (
    SELECT day, sum(n)::bigint AS n FROM complaint_desk_days
     WHERE ${filter} AND day >= (SELECT month FROM start_month) AND day < (SELECT (month + interval '1 month')::date FROM start_month)
     GROUP BY day HAVING sum(n) > 0),
  placed AS (SELECT day, (SELECT before FROM start_month) + sum(n) OVER (ORDER BY day DESC) - n AS before FROM days),
  start AS (SELECT day, before FROM placed WHERE before <= $3 ORDER BY before DESC LIMIT 1)
  SELECT page.public_id FROM start CROSS JOIN LATERAL (
    SELECT public_id, created_at FROM complaints
     WHERE ${filter} AND created_at < ${dayEnd('start.day')}
     ORDER BY created_at DESC, public_id DESC OFFSET ($3 - start.before)::bigint LIMIT $4) page
  ORDER BY page.created_at DESC, page.public_id DESC`;
/**
 * A newest-first desk page beyond the first DESK_DIRECT_SKIP_ENTRIES, in one statement: its public ids as
 * pageIdsFromDaysSql finds them, then those rows as pageSql reads them. Exported for bench/baseline-server.mjs.
 * $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_PAGE = deskStatements('desk-page', (filter) => pageSql(pageIdsFromDaysSql(filter), NEWEST_FIRST));
/**
 * A newest-first desk page within the first DESK_DIRECT_SKIP_ENTRIES, in one statement: its public ids straight from
 * the index (complaints_archived_created_public_idx, or complaints_status_archived_created_public_idx with a status),
 * then the rows as pageSql reads them. $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_FIRST_PAGES = deskStatements('desk-first-pages', (filter) =>
  pageSql(`SELECT public_id FROM complaints WHERE ${filter} ORDER BY created_at DESC, public_id DESC OFFSET $3 LIMIT $4`, NEWEST_FIRST),
);
/**
 * The number of complaints a desk filter lists, from the counts the database keeps per (archived, status) in the
 * transaction of every change (complaint_desk_counts, migration 1763802210000): a sum of at most 16 rows per status
 * instead of a count over every complaint of the filter (docs/adr/0083-desk-totals-kept-by-triggers.md). Exported
 * for bench/baseline-server.mjs. $1 archived, $2 status or null.
 */
export const ADMIN_TOTAL = deskStatements('desk-total', (filter) => `SELECT coalesce(sum(n), 0)::int AS n FROM complaint_desk_counts WHERE ${filter}`);

/** An open complaint (not resolved or rejected), over `complaints` and the due-month counters alike. */
const OPEN_STATUS = "status NOT IN ('resolved', 'rejected')";
/**
 * The open complaints (not resolved or rejected) past their due date: the condition of the overdue filter, which the
 * partial index complaints_overdue_created_idx is declared with, so that its pages are read from that index alone.
 * $3 is the Clock's time.
 */
const OVERDUE_CONDITION = `due_at IS NOT NULL AND due_at < $3 AND ${OPEN_STATUS}`;
/** The first instant of the month that holds the Clock's time ($3): due dates before it are all past. */
const CLOCK_MONTH_START = monthStart('complaint_desk_month($3)');

/**
 * The public ids of one overdue desk page, newest first. The overdue complaints filed in each month are counted from
 * complaint_desk_due_months (migration 1763805400000), its rows summed per month of filing in one pass: those whose
 * due month is before the clock's are wholly overdue, and only the months of filing that also hold a due date in the
 * clock's month count those from the index.
 * The page then starts in the month of filing that holds its offset and skips only the rest of the offset there, from
 * complaints_overdue_created_idx alone (an index-only scan whose entries carry the due date and the status): at most
 * a month of filings instead of the whole offset (docs/adr/0160-overdue-pages-start-from-due-month-counts.md).
 * $1 archived, $2 status or null, $3 now, $4 offset, $5 limit.
 */
const overduePageIdsSql = (filter: string) => `WITH months AS (
    SELECT created_month AS month, coalesce(sum(n) FILTER (WHERE due_month < complaint_desk_month($3)), 0) AS past,
           coalesce(sum(n) FILTER (WHERE due_month = complaint_desk_month($3)), 0) > 0 AS due_this_month
      FROM complaint_desk_due_months
     WHERE ${filter} AND ${OPEN_STATUS} AND due_month <= complaint_desk_month($3)
     GROUP BY created_month),
  counted AS (
    SELECT month, past + CASE WHEN due_this_month THEN (
        SELECT count(*) FROM complaints
         WHERE ${filter} AND ${OVERDUE_CONDITION} AND due_at >= ${CLOCK_MONTH_START}
           AND created_at >= ${monthStart('months.month')} AND created_at < ${monthStart("(months.month + interval '1 month')")})
      ELSE 0 END AS n
      FROM months),
  placed AS (SELECT month, sum(n) OVER (ORDER BY month DESC) - n AS before FROM counted WHERE n > 0),
  start AS (SELECT month, before FROM placed WHERE before <= $4 ORDER BY before DESC LIMIT 1)
  SELECT page.public_id FROM start CROSS JOIN LATERAL (
    SELECT public_id, created_at FROM complaints
     WHERE ${filter} AND ${OVERDUE_CONDITION} AND created_at < ${monthStart("(start.month + interval '1 month')")}
     ORDER BY created_at DESC, public_id DESC OFFSET ($4 - start.before)::bigint LIMIT $5) page
  ORDER BY page.created_at DESC, page.public_id DESC`;
/**
 * The public ids of one desk page in the escalation ladder's order (due date ascending, no due date last, then public
 * id), overdue only or not. The complaints with a due date are counted per month of their due date from
 * complaint_desk_due_months (overdue only: the months before the clock's, and the clock's own month from the index);
 * the page starts in the due month that holds its offset and skips the rest from complaints_archived_due_public_idx
 * alone (its entries carry the status), and goes on, in the same index, into the complaints with no due date, which
 * only a page past every dated one skips into. $1 archived, $2 status or null, $3 now for overdue only or null for
 * all, $4 offset, $5 limit.
 */
const duePageIdsSql = (filter: string) => `WITH kept AS (
    SELECT due_month AS month, sum(n)::bigint AS n FROM complaint_desk_due_months
     WHERE ${filter} AND ($3::timestamptz IS NULL OR (${OPEN_STATUS} AND due_month <= complaint_desk_month($3)))
     GROUP BY due_month HAVING sum(n) > 0),
  counted AS (
    SELECT month, CASE WHEN month = complaint_desk_month($3) THEN (
        SELECT count(*) FROM complaints WHERE ${filter} AND ${OVERDUE_CONDITION} AND due_at >= ${CLOCK_MONTH_START})
      ELSE n END AS n
      FROM kept),
  placed AS (SELECT month, sum(n) OVER (ORDER BY month) - n AS before FROM counted),
  start AS (SELECT month, before FROM placed WHERE before <= $4 ORDER BY before DESC LIMIT 1),
  dated AS (SELECT coalesce(sum(n), 0)::bigint AS n FROM counted)
  SELECT public_id FROM (
    SELECT page.public_id, page.due_at FROM start CROSS JOIN LATERAL (
      SELECT public_id, due_at FROM complaints
       WHERE $4 < (SELECT n FROM dated) AND ${filter} AND ($3::timestamptz IS NULL OR (${OVERDUE_CONDITION}))
         AND due_at >= ${monthStart('start.month')}
       ORDER BY due_at ASC, public_id ASC OFFSET ($4 - start.before)::bigint LIMIT $5) page
    UNION ALL
    SELECT undated.public_id, NULL FROM dated CROSS JOIN LATERAL (
      SELECT public_id FROM complaints
       WHERE $3::timestamptz IS NULL AND ${filter} AND due_at IS NULL
       ORDER BY due_at ASC NULLS LAST, public_id ASC OFFSET greatest($4 - dated.n, 0) LIMIT $5) undated
  ) listed
  ORDER BY due_at ASC NULLS LAST, public_id ASC LIMIT $5`;
/** An overdue desk page, newest first (overduePageIdsSql), with its rows. $1 archived, $2 status or null, $3 now, $4 offset, $5 limit. */
export const ADMIN_OVERDUE_PAGE = deskStatements('desk-overdue-page', (filter) => pageSql(overduePageIdsSql(filter), NEWEST_FIRST));
/**
 * A desk page by due date, overdue only or not (duePageIdsSql), with its rows. $1 archived, $2 status or null, $3 now
 * for overdue only or null for all, $4 offset, $5 limit.
 */
export const ADMIN_DUE_PAGE = deskStatements('desk-due-page', (filter) => pageSql(duePageIdsSql(filter), DUE_FIRST));
/**
 * The number of overdue complaints of a desk filter: the due months before the clock's summed from
 * complaint_desk_due_months, and the clock's own month counted over its range of complaints_archived_due_public_idx
 * (index-only: the status is in its entries). $1 archived, $2 status or null, $3 now.
 */
export const ADMIN_OVERDUE_TOTAL = deskStatements(
  'desk-overdue-total',
  (filter) => `SELECT ((
    SELECT coalesce(sum(n), 0) FROM complaint_desk_due_months
     WHERE ${filter} AND ${OPEN_STATUS} AND due_month < complaint_desk_month($3))
  + (SELECT count(*) FROM complaints WHERE ${filter} AND ${OVERDUE_CONDITION} AND due_at >= ${CLOCK_MONTH_START}))::int AS n`,
);

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
 * the ids from the filter's partial index, the rows as pageSql reads them. Run through TypeORM, planned with their
 * values: the filters combine freely and list few complaints. $1 archived, $2 status or null, $3 now for overdue only
 * or null, $4 offset, $5 limit (the total takes $1 to $3).
 */
function authorityFilterSql(conditions: readonly string[], sort: 'newest' | 'due'): { page: string; total: string } {
  const where = `archived = $1 AND ($2::text IS NULL OR status = $2) AND ($3::timestamptz IS NULL OR (${OVERDUE_CONDITION})) AND ${conditions.join(' AND ')}`;
  const [order, rowOrder] = sort === 'due' ? ['due_at ASC NULLS LAST, public_id ASC', DUE_FIRST] : ['created_at DESC, public_id DESC', NEWEST_FIRST];
  return {
    page: pageSql(`SELECT public_id FROM complaints WHERE ${where} ORDER BY ${order} OFFSET $4 LIMIT $5`, rowOrder),
    total: `SELECT count(*)::int AS n FROM complaints WHERE ${where}`,
  };
}

/**
 * Offsets below which a page skips the index entries before it directly rather than starting from the month counts:
 * the first hundred pages, which are the ones admins read. Summing and ordering the few hundred counter rows costs
 * about half a millisecond of database time, more than skipping up to a thousand entries of the index
 * (bench/results-history.md, 0159).
 */
export const DESK_DIRECT_SKIP_ENTRIES = 1000;

/** The statement of a newest-first desk page at `offset`: ADMIN_FIRST_PAGES near the top, else ADMIN_PAGE. */
export function adminPageStatements(offset: number): DeskStatements {
  return offset < DESK_DIRECT_SKIP_ENTRIES ? ADMIN_FIRST_PAGES : ADMIN_PAGE;
}

/**
 * Lists complaints for the desk, newest first, filtered by `archived` and optionally `status`: the page
 * (adminPageStatements) and the filter's total (ADMIN_TOTAL) side by side, prepared statements on PreparedReads, with
 * category names from memory and the reporters in one batch (AdminComplaintViewsService). Sorted by due date, or only
 * the overdue, the page comes the same way from the due-date indexes (ADMIN_DUE_PAGE, ADMIN_OVERDUE_PAGE), and the
 * total is the filter's (sorting changes no count) or the overdue count (ADMIN_OVERDUE_TOTAL): a page never counts or
 * sorts every complaint of the filter.
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
    private readonly prepared: PreparedReads,
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
    const shape: DeskFilterShape = status === null ? 'all' : 'byStatus';
    const page =
      filter.sort === 'due'
        ? this.rowsReader.readDesk(ADMIN_DUE_PAGE[shape], [filter.archived, status, now, offset, filter.limit])
        : filter.overdue
          ? this.rowsReader.readDesk(ADMIN_OVERDUE_PAGE[shape], [filter.archived, status, now, offset, filter.limit])
          : this.rowsReader.readDesk(adminPageStatements(offset)[shape], [filter.archived, status, offset, filter.limit]);
    const count = filter.overdue
      ? this.prepared.query<{ n: number }>(ADMIN_OVERDUE_TOTAL[shape], [filter.archived, status, now])
      : this.prepared.query<{ n: number }>(ADMIN_TOTAL[shape], [filter.archived, status]);
    const [rows, [{ n: total }]] = await Promise.all([page, count]);
    const items = await this.views.toDeskViews(rows);
    return { items, total, page: filter.page, pages: pageCount(total, filter.limit) };
  }
}
