import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViews, type AdminComplaintView } from '../../admin-complaint-view.js';
import { ListAdminComplaintsQuery } from './list-admin-complaints.query.js';

/**
 * The desk's page, in two statements that only read the index (complaints_archived_created_public_idx, or
 * complaints_status_archived_created_public_idx with a status): the public ids of the page, newest first (filing
 * time, then public id), and the total. Only the page's own rows are then read from the table. The spec's
 * numbered pages ('Page X of Y', any page by URL) rule out keyset paging; skipping index entries instead of whole
 * rows keeps page 5,000 of 100,000 complaints in milliseconds (docs/decisions.md, "Performance (issue 14)").
 * Exported for bench/baseline-server.mjs, which runs the same SQL. $1 archived, $2 status or null.
 */
export const ADMIN_PAGE_IDS_SQL = `SELECT public_id FROM complaints
  WHERE archived = $1 AND ($2::text IS NULL OR status = $2)
  ORDER BY created_at DESC, public_id DESC OFFSET $3 LIMIT $4`;
export const ADMIN_TOTAL_SQL = 'SELECT count(*)::int AS n FROM complaints WHERE archived = $1 AND ($2::text IS NULL OR status = $2)';

/**
 * Lists complaints for the desk, newest first, filtered by `archived` and optionally `status`; category names and
 * reporters follow in one batch each (AdminComplaintViews).
 */
@QueryHandler(ListAdminComplaintsQuery)
export class ListAdminComplaintsHandler implements IQueryHandler<ListAdminComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly views: AdminComplaintViews,
  ) {}

  async execute({ filter }: ListAdminComplaintsQuery): Promise<Paged<AdminComplaintView>> {
    // An unnamed statement is planned with its values, so `$2 IS NULL OR ...` folds away and the right index is used.
    const params = [filter.archived, filter.status ?? null];
    const [ids, [{ n: total }]] = (await Promise.all([
      this.complaints.query(ADMIN_PAGE_IDS_SQL, [...params, (filter.page - 1) * filter.limit, filter.limit]),
      this.complaints.query(ADMIN_TOTAL_SQL, params),
    ])) as [{ public_id: string }[], { n: number }[]];
    const order = new Map(ids.map((r, i) => [r.public_id, i]));
    const rows =
      ids.length === 0
        ? []
        : await this.complaints
            .createQueryBuilder('c')
            .where('c.publicId IN (:...ids)', { ids: [...order.keys()] })
            .getMany();
    rows.sort((a, b) => order.get(a.publicId)! - order.get(b.publicId)!);
    return {
      items: await this.views.toViews(rows),
      total,
      page: filter.page,
      pages: pageCount(total, filter.limit),
    };
  }
}
