import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { VolunteerSubmission } from '../../../domain/volunteer-submission.entity.js';
import { containsPattern } from '../../like-pattern.js';
import { toVolunteerView, type VolunteerView } from '../../support-views.js';
import { ListVolunteersQuery } from './list-volunteers.query.js';

/** The search expression; identical to the one of volunteer_submissions_search_trgm_idx so that the index serves q. */
export const VOLUNTEER_SEARCH_SQL = "lower(v.full_name || ' ' || v.email || ' ' || coalesce(v.phone, '') || ' ' || v.message)";

/**
 * One page of submissions, newest first, filtered by status and interest and by q, a case-insensitive substring of
 * name, email, phone or message (admin spec section 2). One query reads the page and the total.
 */
@QueryHandler(ListVolunteersQuery)
export class ListVolunteersHandler implements IQueryHandler<ListVolunteersQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ filter }: ListVolunteersQuery): Promise<Paged<VolunteerView>> {
    const qb = this.manager.createQueryBuilder(VolunteerSubmission, 'v').where('TRUE');
    if (filter.status) qb.andWhere('v.status = :status', { status: filter.status });
    if (filter.interest) qb.andWhere('v.interest = :interest', { interest: filter.interest });
    if (filter.q) qb.andWhere(`${VOLUNTEER_SEARCH_SQL} LIKE :q`, { q: containsPattern(filter.q) });
    const countQuery = qb.clone();
    qb.addSelect('COUNT(*) OVER ()', 'total_count')
      .orderBy('v.createdAt', 'DESC')
      .addOrderBy('v.id', 'ASC')
      .offset((filter.page - 1) * filter.limit)
      .limit(filter.limit);
    const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
    const total = raw.length > 0 ? Number(raw[0].total_count) : filter.page === 1 ? 0 : await countQuery.getCount();
    return { items: entities.map(toVolunteerView), total, page: filter.page, pages: pageCount(total, filter.limit) };
  }
}
