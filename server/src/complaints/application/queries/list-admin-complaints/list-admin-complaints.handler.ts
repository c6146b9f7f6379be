import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { Complaint } from '../../../domain/complaint.entity.js';
import { AdminComplaintViews, type AdminComplaintView } from '../../admin-complaint-view.js';
import { ListAdminComplaintsQuery } from './list-admin-complaints.query.js';

/**
 * Lists complaints for the desk, newest first (filing time, then public id), filtered by `archived` and
 * optionally `status` (indexes complaints_archived_created_idx and complaints_status_archived_created_idx); with
 * sort 'due', by due date (complaints_archived_due_idx), and `overdue` keeps open complaints past due (issue 15).
 * One query reads the page and the total (COUNT(*) OVER ()); category names and reporters follow in one batch
 * each. A page past the last one is empty, with the total counted separately.
 */
@QueryHandler(ListAdminComplaintsQuery)
export class ListAdminComplaintsHandler implements IQueryHandler<ListAdminComplaintsQuery> {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly views: AdminComplaintViews,
  ) {}

  async execute({ filter }: ListAdminComplaintsQuery): Promise<Paged<AdminComplaintView>> {
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
    return {
      items: await this.views.toViews(entities),
      total,
      page: filter.page,
      pages: pageCount(total, filter.limit),
    };
  }
}
