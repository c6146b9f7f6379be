import { Body, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { Messages } from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController, BusController } from '../../kernel/http/api-controller.js';
import { ChangeTicketStatusCommand } from '../application/commands/change-ticket-status/change-ticket-status.command.js';
import { NotifyTicketCommand } from '../application/commands/notify-ticket/notify-ticket.command.js';
import { SaveTicketNotesCommand } from '../application/commands/save-ticket-notes/save-ticket-notes.command.js';
import { ListSupportTicketsQuery } from '../application/queries/list-support-tickets/list-support-tickets.query.js';
import {
  ListSupportTicketsRequest,
  NotifyTicketRequest,
  TICKETS_PAGE,
  UpdateTicketNotesRequest,
  UpdateTicketRequest,
  UpdateTicketStatusRequest,
} from './dto/admin-support.request.dto.js';
import { AdminTicketListResponse, AdminTicketResponse } from './dto/support.response.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const M = Messages.admin.support;
const ID_PARAM = { name: 'id', description: 'Ticket id (uuid, the `_id` of the list); unknown is 404', format: 'uuid' } as const;

/** The Support inbox (admin spec sections 2, 5 and 7): admins holding the `support` module, or superadmins. */
@ApiController('support', 'admin/support')
export class AdminSupportController extends BusController {
  /** One page of tickets, newest first. */
  @Get()
  @AdminOnly('support')
  @ApiOperation({
    summary: 'List support tickets',
    description:
      'Admin spec sections 2 and 7. page (default 1), limit (default and at most 50), q (substring of code, subject, email or name), ' +
      'category and status filters. Each ticket carries its whole history, internal notes included.',
  })
  @Answers({ ok: AdminTicketListResponse, badRequest: 'VALIDATION_FAILED: a bad page, limit, category or status' })
  async listSupportTickets(@Query() query: ListSupportTicketsRequest): Promise<AdminTicketListResponse> {
    const { page, limit } = pageOf(query, TICKETS_PAGE);
    return this.queries.execute(new ListSupportTicketsQuery({ page, limit, q: query.q || undefined, category: query.category, status: query.status }));
  }

  /** The spec's combined form (admin spec section 7): status and/or resolution in one call. */
  @Patch(':id')
  @BodyLimit(BODY_LIMITS.longText)
  @AdminOnly('support')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Update a ticket (status or resolution)',
    description:
      'Admin spec section 7, PATCH /api/admin/support/{id} {status or resolution}: the same rules as PATCH .../status and PATCH .../notes ' +
      "(notes saved first, then the status). At least one of the two: 'Choose a status: open, in_progress or closed.' otherwise.",
  })
  @Answers({ ok: AdminTicketResponse, badRequest: `VALIDATION_FAILED: '${M.statusInvalid}'`, notFound: `NOT_FOUND: '${M.notFound}'` })
  async updateSupportTicket(@Param('id') id: string, @Body() body: UpdateTicketRequest, @CurrentUser() user: AuthenticatedUser): Promise<AdminTicketResponse> {
    if (body.status === undefined && body.resolution === undefined) throw ValidationError.field('status', M.statusInvalid);
    const actor = { id: user.id, email: user.email };
    let view: AdminTicketResponse | undefined;
    if (body.resolution !== undefined) view = await this.commands.execute(new SaveTicketNotesCommand(id, body.resolution, actor));
    if (body.status !== undefined) view = await this.commands.execute(new ChangeTicketStatusCommand(id, body.status, actor));
    return view!;
  }

  /** Sets the status (Mark Closed, In Progress, Reopen); a change emails the sender. */
  @Patch(':id/status')
  @AdminOnly('support')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: "Change a ticket's status",
    description:
      'Admin spec section 2. open, in_progress or closed; a change is added to the history and emailed to the sender (support_status). ' +
      'The same status again changes nothing and sends nothing.',
  })
  @Answers({ ok: AdminTicketResponse, badRequest: `VALIDATION_FAILED: '${M.statusInvalid}'`, notFound: `NOT_FOUND: '${M.notFound}'` })
  async updateSupportTicketStatus(
    @Param('id') id: string,
    @Body() body: UpdateTicketStatusRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminTicketResponse> {
    return this.commands.execute(new ChangeTicketStatusCommand(id, body.status, { id: user.id, email: user.email }));
  }

  /** Saves the internal resolution notes (never shown to the sender). */
  @Patch(':id/notes')
  @BodyLimit(BODY_LIMITS.longText)
  @AdminOnly('support')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: "Save a ticket's internal resolution notes",
    description: 'Admin spec sections 2 and 3 (resolution). Trimmed; kept in the history as an internal entry; never shown to the sender, never emailed.',
  })
  @Answers({ ok: AdminTicketResponse, notFound: `NOT_FOUND: '${M.notFound}'` })
  async updateSupportTicketNotes(
    @Param('id') id: string,
    @Body() body: UpdateTicketNotesRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminTicketResponse> {
    return this.commands.execute(new SaveTicketNotesCommand(id, body.resolution, { id: user.id, email: user.email }));
  }

  /** Emails the sender a message about the ticket. */
  @Post(':id/notify')
  @BodyLimit(BODY_LIMITS.longText)
  @HttpCode(HttpStatus.OK)
  @AdminOnly('support')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Email the sender of a ticket',
    description: `Admin spec sections 2 and 5. The message is added to the public history and emailed (support_admin_message); '${M.writeMessageFirst}' when empty after trimming.`,
  })
  @Answers({ ok: AdminTicketResponse, badRequest: `VALIDATION_FAILED: '${M.writeMessageFirst}'`, notFound: `NOT_FOUND: '${M.notFound}'` })
  async notifySupportTicket(@Param('id') id: string, @Body() body: NotifyTicketRequest, @CurrentUser() user: AuthenticatedUser): Promise<AdminTicketResponse> {
    return this.commands.execute(new NotifyTicketCommand(id, body.message, { id: user.id, email: user.email }));
  }
}
