import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { changeTicket } from '../../support.writer.js';
import type { AdminTicketView } from '../../support.view.js';
import { NotifyTicketCommand } from './notify-ticket.command.js';

/**
 * Records the staff message as a public history entry and raises TicketMessageSent (emailed as
 * support_admin_message). 'Write a message first' (400) when empty after trimming; 404 for an unknown ticket.
 */
@CommandHandler(NotifyTicketCommand)
export class NotifyTicketHandler implements ICommandHandler<NotifyTicketCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ ticketId, message, actor }: NotifyTicketCommand): Promise<AdminTicketView> {
    return changeTicket(this.outbox, ticketId, (ticket) => ticket.sendMessage(message, actor));
  }
}
