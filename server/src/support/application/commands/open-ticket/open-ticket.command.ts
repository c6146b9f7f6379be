import { Command } from '@nestjs/cqrs';
import type { TicketStatus } from '@civic/contracts';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { ContactFields } from '../../../domain/support-ticket.entity.js';

/** A visitor or signed-in user sends the contact form (citizen spec section 7, POST /api/support/contact). */
export class OpenTicketCommand extends Command<{ id: string; code: string; status: TicketStatus }> {
  constructor(
    readonly fields: ContactFields,
    /** The signed-in sender, or null for a visitor. */
    readonly sender: Actor | null,
  ) {
    super();
  }
}
