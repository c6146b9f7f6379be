import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/public.js';
import { ChangeTicketStatusHandler } from './application/commands/change-ticket-status/change-ticket-status.handler.js';
import { DeleteVolunteerHandler } from './application/commands/delete-volunteer/delete-volunteer.handler.js';
import { NotifyTicketHandler } from './application/commands/notify-ticket/notify-ticket.handler.js';
import { OpenTicketHandler } from './application/commands/open-ticket/open-ticket.handler.js';
import { SaveTicketNotesHandler } from './application/commands/save-ticket-notes/save-ticket-notes.handler.js';
import { SetVolunteerStatusHandler } from './application/commands/set-volunteer-status/set-volunteer-status.handler.js';
import { SubmitVolunteerHandler } from './application/commands/submit-volunteer/submit-volunteer.handler.js';
import { ListMyTicketsHandler } from './application/queries/list-my-tickets/list-my-tickets.handler.js';
import { ListSupportTicketsHandler } from './application/queries/list-support-tickets/list-support-tickets.handler.js';
import { ListVolunteersHandler } from './application/queries/list-volunteers/list-volunteers.handler.js';
import { EraseDeletedUserTickets } from './reactions/erase-deleted-user-tickets.js';
import { SupportTicketUpdate } from './domain/support-ticket-update.entity.js';
import { SupportTicket } from './domain/support-ticket.entity.js';
import { VolunteerSubmission } from './domain/volunteer-submission.entity.js';
import { AdminSupportController } from './http/admin-support.controller.js';
import { AdminVolunteersController } from './http/admin-volunteers.controller.js';
import { SupportController } from './http/support.controller.js';
import { SupportPersonalData } from './infrastructure/support-personal-data.js';

const COMMAND_HANDLERS = [
  OpenTicketHandler,
  ChangeTicketStatusHandler,
  SaveTicketNotesHandler,
  NotifyTicketHandler,
  SubmitVolunteerHandler,
  SetVolunteerStatusHandler,
  DeleteVolunteerHandler,
];
const QUERY_HANDLERS = [ListMyTicketsHandler, ListSupportTicketsHandler, ListVolunteersHandler];

/**
 * Support: contact tickets and volunteer submissions (citizen spec sections 2, 5, 7, 8; admin spec section 2,
 * Support inbox and Volunteer Submissions). Every change is a command whose events go through the outbox; the
 * notifications worker sends the ticket emails.
 */
@Module({
  imports: [IdentityModule, TypeOrmModule.forFeature([SupportTicket, SupportTicketUpdate, VolunteerSubmission])],
  controllers: [SupportController, AdminSupportController, AdminVolunteersController],
  providers: [...COMMAND_HANDLERS, ...QUERY_HANDLERS, EraseDeletedUserTickets, SupportPersonalData],
})
export class SupportModule {}
