import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { UserAccountsService } from '../../../../identity/public.js';
import { SupportTicket } from '../../../domain/support-ticket.entity.js';
import { updatesOf } from '../../support.writer.js';
import { toMyTicketView, type MyTicketView } from '../../support.view.js';
import { ListMyTicketsQuery } from './list-my-tickets.query.js';

/** The most tickets My Support lists (newest first); far above what one person files. */
export const MY_TICKETS_MAX = 200;

/**
 * The caller's tickets, newest first: those filed while signed in (user id) and, when the caller's email is
 * verified, those sent to that address as a visitor, with no account (docs/adr/0047-support.md). A ticket filed
 * while signed in belongs to that account only, whatever email it carries: another account that writes this
 * person's address, or whose address it is, never sees it. An unverified address matches nothing, so nobody reads
 * another person's tickets by typing their email into a profile. Each ticket carries its
 * public updates only (never the internal notes). Two queries whatever the number of tickets (indexes
 * support_tickets_user_idx, support_tickets_email_lower_idx, support_ticket_updates_ticket_idx).
 */
@QueryHandler(ListMyTicketsQuery)
export class ListMyTicketsHandler implements IQueryHandler<ListMyTicketsQuery> {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly users: UserAccountsService,
  ) {}

  async execute({ userId }: ListMyTicketsQuery): Promise<MyTicketView[]> {
    const user = await this.users.getProfile(userId);
    if (!user) return [];
    const qb = this.manager.createQueryBuilder(SupportTicket, 't').where('t.userId = :userId', { userId });
    if (user.emailVerified) qb.orWhere('(t.userId IS NULL AND lower(t.email) = :email)', { email: user.email.toLowerCase() });
    const tickets = await qb.orderBy('t.createdAt', 'DESC').addOrderBy('t.code', 'ASC').limit(MY_TICKETS_MAX).getMany();
    const updates = await updatesOf(
      this.manager,
      tickets.map((t) => t.id),
    );
    return tickets.map((t) => toMyTicketView(t, updates.get(t.id) ?? []));
  }
}
