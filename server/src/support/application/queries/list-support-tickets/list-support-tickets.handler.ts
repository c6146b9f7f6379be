import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { Paged } from '@civic/contracts';
import { containsPattern, pageOfEntities, pagedResult } from '../../../../kernel/database/paged-rows.js';
import { SupportTicket } from '../../../domain/support-ticket.entity.js';
import { updatesOf } from '../../support.writer.js';
import { toAdminTicketView, type AdminTicketView } from '../../support.view.js';
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
    qb.orderBy('t.createdAt', 'DESC').addOrderBy('t.code', 'ASC');
    const { entities, total } = await pageOfEntities(qb, filter);
    const updates = await updatesOf(
      this.manager,
      entities.map((t) => t.id),
    );
    return pagedResult(
      entities.map((t) => toAdminTicketView(t, updates.get(t.id) ?? [])),
      total,
      filter,
    );
  }
}
