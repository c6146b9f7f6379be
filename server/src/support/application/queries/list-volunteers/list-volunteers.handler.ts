import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { Paged } from '@civic/contracts';
import { containsPattern, pageOfEntities, pagedResult } from '../../../../kernel/database/paged-rows.js';
import { VolunteerSubmission } from '../../../domain/volunteer-submission.entity.js';
import { toVolunteerView, type VolunteerView } from '../../support.view.js';
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
    qb.orderBy('v.createdAt', 'DESC').addOrderBy('v.id', 'ASC');
    const { entities, total } = await pageOfEntities(qb, filter);
    return pagedResult(entities.map(toVolunteerView), total, filter);
  }
}
