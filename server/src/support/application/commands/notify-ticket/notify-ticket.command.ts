import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { AdminTicketView } from '../../support.view.js';

/** Staff email the sender about a ticket (admin spec sections 2 and 5, POST /api/admin/support/{id}/notify). */
export class NotifyTicketCommand extends Command<AdminTicketView> {
  constructor(
    readonly ticketId: string,
    readonly message: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
