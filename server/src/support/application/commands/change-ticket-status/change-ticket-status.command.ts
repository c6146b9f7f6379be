import { Command } from '@nestjs/cqrs';
import type { TicketStatus } from '@civic/contracts';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { AdminTicketView } from '../../support.view.js';

/** Staff set a ticket's status (admin spec section 2: Mark Closed, In Progress, Reopen). */
export class ChangeTicketStatusCommand extends Command<AdminTicketView> {
  constructor(
    readonly ticketId: string,
    readonly status: TicketStatus,
    readonly actor: Actor,
  ) {
    super();
  }
}
