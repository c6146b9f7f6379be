import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { changeTicket } from '../../support.writer.js';
import type { AdminTicketView } from '../../support.view.js';
import { ChangeTicketStatusCommand } from './change-ticket-status.command.js';

/** Changes the status: a public history entry and TicketStatusChanged (emailed as support_status); same status: nothing. 404 for an unknown ticket. */
@CommandHandler(ChangeTicketStatusCommand)
export class ChangeTicketStatusHandler implements ICommandHandler<ChangeTicketStatusCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ ticketId, status, actor }: ChangeTicketStatusCommand): Promise<AdminTicketView> {
    return changeTicket(this.outbox, ticketId, (ticket) => ticket.changeStatus(status, actor));
  }
}
