import { Query } from '@nestjs/cqrs';
import type { Paged, SupportCategory, TicketStatus } from '@civic/contracts';
import type { AdminTicketView } from '../../support.view.js';

/** The filters of the admin Support inbox (admin spec sections 2 and 7). */
export interface TicketFilter {
  page: number;
  limit: number;
  q?: string;
  category?: SupportCategory;
  status?: TicketStatus;
}

/** GET /api/admin/support: one page of tickets, newest first. */
export class ListSupportTicketsQuery extends Query<Paged<AdminTicketView>> {
  constructor(readonly filter: TicketFilter) {
    super();
  }
}
