import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { User } from '../../../domain/user.entity.js';
import { toAdminUserView, type AdminUserView } from '../../user-view.js';
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
    if (filter.q) {
      const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(`${USER_SEARCH_SQL} LIKE :q`, { q: pattern });
    }
    const countQuery = qb.clone();
    qb.addSelect('COUNT(*) OVER ()', 'total_count')
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .offset((filter.page - 1) * filter.limit)
      .limit(filter.limit);
    const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
    const total = raw.length > 0 ? Number(raw[0].total_count) : filter.page === 1 ? 0 : await countQuery.getCount();
    return { items: entities.map(toAdminUserView), total, page: filter.page, pages: pageCount(total, filter.limit) };
  }
}
