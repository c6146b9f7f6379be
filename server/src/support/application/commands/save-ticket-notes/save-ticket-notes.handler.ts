import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { changeTicket } from '../../support.writer.js';
import type { AdminTicketView } from '../../support.view.js';
import { SaveTicketNotesCommand } from './save-ticket-notes.command.js';

/** Saves the internal notes: an internal history entry and TicketNotesSaved (no email). 404 for an unknown ticket. */
@CommandHandler(SaveTicketNotesCommand)
export class SaveTicketNotesHandler implements ICommandHandler<SaveTicketNotesCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ ticketId, notes, actor }: SaveTicketNotesCommand): Promise<AdminTicketView> {
    return changeTicket(this.outbox, ticketId, (ticket) => ticket.saveNotes(notes, actor));
  }
}
