import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViewsService, type AdminComplaintView } from '../../admin-complaint-views.service.js';
import { CategoriesService } from '../../../../content/public.js';
import { UserAccountsService } from '../../../../identity/public.js';
import { RevisionCache } from '../../../../kernel/cache/revision-cache.js';
import { Clock } from '../../../../kernel/clock/clock.js';
import { JsonBody } from '../../../../kernel/cache/json-body.js';
import { ComplaintReadRevisions } from '../../complaint-read-revisions.js';
import { COMPLAINT_WITH_STEPS_COLUMNS, ComplaintRowsService, firstViewChange } from '../../complaint-rows.service.js';
import { ListAdminComplaintsQuery } from './list-admin-complaints.query.js';

/**
 * The public ids of one desk page, newest first (filing time, then public id), from the index alone
 * (complaints_archived_created_public_idx, or complaints_status_archived_created_public_idx with a status): skipping
 * index entries instead of whole rows keeps page 5,000 of 100,000 complaints in milliseconds. The spec's numbered
 * pages ('Page X of Y', any page by URL) rule out keyset paging; the total comes from the counters the triggers keep
 * (ComplaintReadRevisions). See docs/decisions.md, "Performance". $1 archived, $2 status or null, $3
 * offset, $4 limit.
 */
export const ADMIN_PAGE_IDS_SQL = `SELECT public_id FROM complaints
  WHERE archived = $1 AND ($2::text IS NULL OR status = $2)
  ORDER BY created_at DESC, public_id DESC OFFSET $3 LIMIT $4`;
/**
 * The desk's page in one statement: the page's public ids from the index as ADMIN_PAGE_IDS_SQL finds
 * them, then those rows with their escalation steps (COMPLAINTS_BY_PUBLIC_IDS_SQL's shape), in the page's order.
 * Exported for bench/baseline-server.mjs. $1 archived, $2 status or null, $3 offset, $4 limit.
 */
export const ADMIN_PAGE_SQL = `WITH page AS (${ADMIN_PAGE_IDS_SQL})
  SELECT ${COMPLAINT_WITH_STEPS_COLUMNS}
    FROM page JOIN complaints c USING (public_id)
   ORDER BY c.created_at DESC, c.public_id DESC`;

/** Characters of serialized desk pages kept in memory per API process (about 200 pages of 10; 2,000 a complaint). */
const KEPT_PAGE_CHARACTERS = 4_000_000;

/** A desk page as kept: the answer, and what besides the filter's revision it was made from. */
interface KeptPage {
  answer: JsonBody;
  /** The generations of the category list and the user profiles its names come from (null: nothing kept). */
  categories: number;
  users: number;
  /** The first instant it may read otherwise for the time alone (overdue days, the fix window); null: never. */
  validUntil: number | null;
}

/**
 * Lists complaints for the desk, newest first, filtered by `archived` and optionally `status`, answered serialized:
 * the total and the filter's revision (ComplaintReadRevisions, one statement for the requests arriving
 * together), then the page kept in this process, serialized, while it is exactly what a new read would give (same
 * revision, same category list and user profiles, no overdue days or fix window moved with the time), or read
 * (ADMIN_PAGE_SQL) with category names and reporters from their caches in one batch each (AdminComplaintViewsService).
 * With the escalation options (sort 'due', `overdue`), one query builder statement reads the page and the total
 * instead (COUNT(*) OVER (); index complaints_archived_due_idx).
 */
@QueryHandler(ListAdminComplaintsQuery)
export class ListAdminComplaintsHandler implements IQueryHandler<ListAdminComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly views: AdminComplaintViewsService,
    private readonly rowsReader: ComplaintRowsService,
    private readonly revisions: ComplaintReadRevisions,
    private readonly categories: CategoriesService,
    private readonly users: UserAccountsService,
    private readonly clock: Clock,
  ) {}

  /** Pages of the newest-first desk, serialized, kept under their filter's revision. */
  private readonly pages = new RevisionCache<KeptPage>({ maxSize: KEPT_PAGE_CHARACTERS, sizeOf: (kept) => kept.answer.body.length });

  async execute({ filter }: ListAdminComplaintsQuery): Promise<JsonBody> {
    if (filter.sort === 'due' || filter.overdue) return JsonBody.of(await this.byDueDateOrOverdue(filter));
    // The total and the filter's revision first; then the page kept at that revision, or read: an unnamed
    // statement is planned with its values, so `$2 IS NULL OR ...` folds away and the right index is used.
    const counted = await this.revisions.ofDesk({ archived: filter.archived, status: filter.status ?? null });
    const categories = this.categories.generation();
    const users = this.users.profilesGeneration();
    const read = async (): Promise<KeptPage> => {
      const now = this.clock.now();
      const offset = (filter.page - 1) * filter.limit;
      const { rows } = await this.rowsReader.readWith(ADMIN_PAGE_SQL, [filter.archived, filter.status ?? null, offset, filter.limit]);
      const page: Paged<AdminComplaintView> = {
        items: await this.views.toViewsOf(rows),
        total: counted.total,
        page: filter.page,
        pages: pageCount(counted.total, filter.limit),
      };
      return { answer: JsonBody.of(page), categories: categories ?? 0, users: users ?? 0, validUntil: firstViewChange(rows, now) };
    };
    if (categories === null || users === null) return (await read()).answer;
    const now = this.clock.now().getTime();
    const fresh = (kept: KeptPage) => kept.categories === categories && kept.users === users && (kept.validUntil === null || now < kept.validUntil);
    const key = `${filter.archived}:${filter.status ?? ''}:${filter.page}:${filter.limit}`;
    return (await this.pages.read(key, counted.revision, read, fresh)).answer;
  }

  /** The escalation orders: due date first, or only the overdue; page and total in one statement. */
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
