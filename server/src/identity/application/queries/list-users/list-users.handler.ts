import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Paged } from '@civic/contracts';
import { containsPattern, pageOfEntities, pagedResult } from '../../../../kernel/database/paged-rows.js';
import { User } from '../../../domain/user.entity.js';
import { toAdminUserView, type AdminUserView } from '../../user.view.js';
import { ListUsersQuery } from './list-users.query.js';

/** The search expression; identical to the one of users_search_trgm_idx so that the index serves q. */
const USER_SEARCH_SQL = "lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.phone)";

/**
 * One page of accounts, newest first (users_created_idx), every role (admins are shown with their role and managed
 * in Admin Management); q is a case-insensitive substring of first name, last name, email or phone (pg_trgm index
 * users_search_trgm_idx). One query reads the page and the total.
 */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async execute({ filter }: ListUsersQuery): Promise<Paged<AdminUserView>> {
    const qb = this.users.createQueryBuilder('u').where('TRUE');
    if (filter.q) qb.andWhere(`${USER_SEARCH_SQL} LIKE :q`, { q: containsPattern(filter.q) });
    qb.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'ASC');
    const { entities, total } = await pageOfEntities(qb, filter);
    return pagedResult(entities.map(toAdminUserView), total, filter);
  }
}
