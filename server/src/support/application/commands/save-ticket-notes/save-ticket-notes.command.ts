import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { AdminTicketView } from '../../support.view.js';

/** Staff save a ticket's internal resolution notes (admin spec section 2; never shown to the sender). */
export class SaveTicketNotesCommand extends Command<AdminTicketView> {
  constructor(
    readonly ticketId: string,
    readonly notes: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
