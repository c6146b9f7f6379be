import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TicketStatus } from '@civic/contracts';
import { isUniqueViolation } from '../../../../kernel/database/postgres-errors.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { SupportTicketUpdate } from '../../../domain/support-ticket-update.entity.js';
import { SupportTicket } from '../../../domain/support-ticket.entity.js';
import { newTicketCode } from '../../../domain/ticket-code.js';
import { OpenTicketCommand } from './open-ticket.command.js';

/** Attempts at a free code before giving up (31^5 codes: a collision is rare, five in a row is not expected). */
const CODE_ATTEMPTS = 5;

/**
 * Opens a ticket with a new code, its `created` history entry and TicketOpened (the notifications worker emails
 * support_ack), in one transaction. A code already taken (support_tickets_code_uq) is drawn again.
 */
@CommandHandler(OpenTicketCommand)
export class OpenTicketHandler implements ICommandHandler<OpenTicketCommand> {
  constructor(private readonly outbox: OutboxService) {}

  async execute({ fields, sender }: OpenTicketCommand): Promise<{ id: string; code: string; status: TicketStatus }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.outbox.transaction(async (manager) => {
          const { ticket, updates, events } = SupportTicket.open(fields, newTicketCode(), sender);
          await manager.insert(SupportTicket, ticket);
          await manager.insert(SupportTicketUpdate, updates);
          return { result: { id: ticket.id, code: ticket.code, status: ticket.status }, events };
        });
      } catch (error) {
        if (attempt < CODE_ATTEMPTS && isUniqueViolation(error, 'support_tickets_code_uq')) continue;
        throw error;
      }
    }
  }
}
