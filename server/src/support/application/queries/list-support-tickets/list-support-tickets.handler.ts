import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { SupportTicket } from '../../../domain/support-ticket.entity.js';
import { containsPattern } from '../../like-pattern.js';
import { updatesOf } from '../../support-writes.js';
import { toAdminTicketView, type AdminTicketView } from '../../support-views.js';
import { ListSupportTicketsQuery } from './list-support-tickets.query.js';

/** The search expression; identical to the one of support_tickets_search_trgm_idx so that the index serves q. */
export const TICKET_SEARCH_SQL = "lower(t.code || ' ' || t.subject || ' ' || t.email || ' ' || t.name)";

/**
 * One page of tickets, newest first, filtered by category and status (indexes *_status_created_idx,
 * *_category_created_idx) and by q, a case-insensitive substring of code, subject, email or name (pg_trgm). One
 * query reads the page and the total (COUNT(*) OVER ()); the histories follow in one more.
 */
@QueryHandler(ListSupportTicketsQuery)
export class ListSupportTicketsHandler implements IQueryHandler<ListSupportTicketsQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ filter }: ListSupportTicketsQuery): Promise<Paged<AdminTicketView>> {
    const qb = this.manager.createQueryBuilder(SupportTicket, 't').where('TRUE');
    if (filter.category) qb.andWhere('t.category = :category', { category: filter.category });
    if (filter.status) qb.andWhere('t.status = :status', { status: filter.status });
    if (filter.q) qb.andWhere(`${TICKET_SEARCH_SQL} LIKE :q`, { q: containsPattern(filter.q) });
    const countQuery = qb.clone();
    qb.addSelect('COUNT(*) OVER ()', 'total_count')
      .orderBy('t.createdAt', 'DESC')
      .addOrderBy('t.code', 'ASC')
      .offset((filter.page - 1) * filter.limit)
      .limit(filter.limit);
    const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
    const total = raw.length > 0 ? Number(raw[0].total_count) : filter.page === 1 ? 0 : await countQuery.getCount();
    const updates = await updatesOf(
      this.manager,
      entities.map((t) => t.id),
    );
    return {
      items: entities.map((t) => toAdminTicketView(t, updates.get(t.id) ?? [])),
      total,
      page: filter.page,
      pages: pageCount(total, filter.limit),
    };
  }
}
