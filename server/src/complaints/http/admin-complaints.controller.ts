import { Body, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { ADMIN_COMPLAINTS_MAX_LIMIT, Messages, PAGE_SIZE, type Locale, type Paged } from '@civic/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { pageOf } from '../../kernel/http/paged-query.js';
import { Clock } from '../../kernel/clock/clock.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import { ComplaintWords } from '../application/complaint-words.service.js';
import type { AdminComplaintView } from '../application/admin-complaint-views.service.js';
import { ArchiveComplaintCommand } from '../application/commands/archive-complaint/archive-complaint.command.js';
import type { AdminActor } from '../application/commands/admin-actor.js';
import { ChangeComplaintStatusCommand } from '../application/commands/change-complaint-status/change-complaint-status.command.js';
import { DeleteComplaintCommand } from '../application/commands/delete-complaint/delete-complaint.command.js';
import { HideAuthorityAnswerCommand } from '../application/commands/hide-authority-answer/hide-authority-answer.command.js';
import { PauseEscalationCommand } from '../application/commands/pause-escalation/pause-escalation.command.js';
import { PauseEscalationRequest } from './dto/escalation.dto.js';
import type { RoutingCheck } from '../application/complaint-routing.js';
import { CheckComplaintRoutingQuery } from '../application/queries/check-complaint-routing/check-complaint-routing.query.js';
import { GetAdminComplaintQuery } from '../application/queries/get-admin-complaint/get-admin-complaint.query.js';
import { ListAdminComplaintsQuery } from '../application/queries/list-admin-complaints/list-admin-complaints.query.js';
import {
  ADMIN_COMPLAINTS_PAGE,
  AdminComplaintListResponse,
  AdminComplaintResponse,
  ArchiveComplaintRequest,
  ComplaintRoutingCheckResponse,
  HideAuthorityAnswerRequest,
  ListAdminComplaintsRequest,
  UpdateComplaintStatusRequest,
} from './dto/admin-complaint.dto.js';

const M = Messages.admin.complaints;
const actorOf = (user: AuthenticatedUser): AdminActor => ({ id: user.id, email: user.email, name: user.name });
const ID_PARAM = { name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' };
const NOT_FOUND = `NOT_FOUND '${M.notFound}'`;
const ANSWER_PARAM = {
  name: 'answerId',
  description: "The authority answer's position in the complaint's history (`updates`), from 0 (Open311's update ids count the same way)",
  example: '3',
};
/** An answer id from the path: digits only, else -1 (no entry, so 404). */
const answerIndexOf = (answerId: string): number => (/^\d{1,6}$/.test(answerId) ? Number(answerId) : -1);
const ACCESS = 'Admins holding the complaints module, and superadmins (others: FORBIDDEN).';

import { RevokeResponseLinksCommand } from '../application/commands/revoke-response-links/revoke-response-links.command.js';
import { RevokeResponseLinksResponse } from './dto/respond.dto.js';
/**
 * The admin complaints desk (admin spec sections 2 to 5 and 7): list, details, status changes with the
 * reporter's emails, forwarding to the authority (letter and email), archive or restore, delete. Every change
 * is an audited event with the admin as actor.
 */
@ApiController('complaints', 'admin/complaints')
export class AdminComplaintsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly words: ComplaintWords,
  ) {}

  /** One page of complaints, newest first, 10 per page by default (admin spec sections 2, 7 and 9). */
  @Get()
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'List complaints (admin)',
    description:
      `${ACCESS} Filters: status (one of the five; omitted for all), archived (true: archived only; false or omitted: not archived). ` +
      'answered=true: only complaints the authority answered; returned=true: only those it returned as not its jurisdiction. ' +
      'repliesToReview=true: only complaints with an email reply waiting for review. ' +
      `page (1-based, default 1), limit (default ${PAGE_SIZE.adminComplaints}, at most ${ADMIN_COMPLAINTS_MAX_LIMIT}). Newest first. ` +
      "Each item adds createdBy.email, the reporter's email, also for anonymous complaints. " +
      "Category name, subcategory label, statuses and the history lines the portal wrote are in the reader's language (the account's language); " +
      'what a person typed stays as typed.',
  })
  @AnswersInRequestLanguage()
  @Answers({
    ok: AdminComplaintListResponse,
    badRequest: 'VALIDATION_FAILED for a bad status, page, limit or archived value (details.fields)',
    forbidden: 'FORBIDDEN without the complaints module',
  })
  async listAdminComplaints(@Query() query: ListAdminComplaintsRequest, @ReaderLocale() locale: Locale): Promise<Paged<AdminComplaintView>> {
    const page = await this.queries.execute(
      new ListAdminComplaintsQuery({
        status: query.status,
        archived: query.archived ?? false,
        sort: query.sort ?? 'newest',
        overdue: query.overdue ?? false,
        answered: query.answered ?? false,
        returned: query.returned ?? false,
        repliesToReview: query.repliesToReview ?? false,
        now: this.clock.now(),
        ...pageOf(query, ADMIN_COMPLAINTS_PAGE),
      }),
    );
    return { ...page, items: await this.words.views(page.items, locale) };
  }

  /** One complaint for the details panel (admin spec section 2). */
  @Get(':id')
  @AdminOnly('complaints')
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: 'Get a complaint (admin)',
    description: `${ACCESS} The complaint in the admin read shape, archived or not, its words in the reader's language as in the list.`,
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: AdminComplaintResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async getAdminComplaint(@Param('id') id: string, @ReaderLocale() locale: Locale): Promise<AdminComplaintView> {
    return this.words.view(await this.queries.execute(new GetAdminComplaintQuery(id)), locale);
  }

  /** The routing contact check the client runs before saving 'forwarded' (admin spec section 4, Forwarding). */
  @Get(':id/routing-check')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'Check the routing contact before forwarding',
    description:
      `${ACCESS} Looks up the routing contact for the complaint's deepest known location level and category. ` +
      "The client shows the 'Deepest routing contact missing' dialog when found, hasEmail or isDeepest is false. " +
      'recipients are those a forward saved now would use (resolved now, else stored at filing); empty means the forward would be refused.',
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: ComplaintRoutingCheckResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  checkComplaintRouting(@Param('id') id: string): Promise<RoutingCheck> {
    return this.queries.execute(new CheckComplaintRoutingQuery(id));
  }

  /** Saves a status, from any state (admin spec sections 4, 5 and 7). */
  @Patch(':id/status')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'Update a complaint status',
    description:
      `${ACCESS} Any of pending, in_progress, resolved, rejected, forwarded from any state; each save adds an entry (status, date, message) to ` +
      'the update history and emails the reporter (template complaint_update). rejected needs a note. forwarded re-resolves the authority ' +
      'recipients from routing (else those stored at filing), keeps them on the complaint, and emails the primary recipient (others in cc) ' +
      'the complaint_forward_authority email with the authority letter PDF attached; the message is the note to the authority. An anonymous ' +
      "complaint never reveals the reporter's name, email or phone to the authority.",
  })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminComplaintResponse, description: 'The updated complaint' })
  @ApiBadRequestResponse({
    description: `VALIDATION_FAILED: '${M.rejectionNoteRequired}' (field message) or '${M.statusInvalid}'; BAD_REQUEST '${M.noRecipients}' when forwarding without any recipient (nothing changes)`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async updateComplaintStatus(
    @Param('id') id: string,
    @Body() body: UpdateComplaintStatusRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<AdminComplaintView> {
    return this.words.view(await this.commands.execute(new ChangeComplaintStatusCommand(id, body.status, body.message, actorOf(user))), locale);
  }

  /** Archives or restores a complaint (admin spec sections 4 and 7). */
  @Patch(':id/archive')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'Archive or restore a complaint',
    description: `${ACCESS} archived true archives, false restores; the optional message is kept in the audit log (ComplaintArchived / ComplaintRestored). The status is unchanged.`,
  })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminComplaintResponse, description: 'The updated complaint' })
  @Answers({ badRequest: `VALIDATION_FAILED: '${M.archivedInvalid}'` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async archiveComplaint(
    @Param('id') id: string,
    @Body() body: ArchiveComplaintRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<AdminComplaintView> {
    return this.words.view(await this.commands.execute(new ArchiveComplaintCommand(id, body.archived, body.message, actorOf(user))), locale);
  }

  /** Pauses or resumes the escalation ladder of a complaint. */
  @Patch(':id/escalation')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: 'Pause or resume the escalation ladder of a complaint',
    description: `${ACCESS} paused true stops reminders and escalations for this complaint (a note is required), false resumes them. Both add a history entry and are audited (ComplaintEscalationPaused).`,
  })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminComplaintResponse, description: 'The updated complaint' })
  @Answers({ badRequest: `VALIDATION_FAILED: '${Messages.escalation.pauseNoteRequired}'` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async pauseComplaintEscalation(
    @Param('id') id: string,
    @Body() body: PauseEscalationRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<AdminComplaintView> {
    return this.words.view(await this.commands.execute(new PauseEscalationCommand(id, body.paused, body.note, actorOf(user))), locale);
  }

  /** Hides an authority's answer from the public page, with the reason shown in its place. */
  @Post(':id/authority-answers/:answerId/hide')
  @HttpCode(200)
  @AdminOnly('complaints')
  @ApiOperation({
    summary: "Hide an authority's answer from the public page",
    description:
      `${ACCESS} An authority's answer is a public record: the public page and GET /api/public/complaints/{id} show its office, action, date, ` +
      "words and after-photos. Hidden, the public answer keeps its office, action and date but carries only the reason ('Hidden by the " +
      "portal's moderators: <reason>'), without words or photos; the admin and the reporter still see it whole. Hiding a hidden answer " +
      'replaces the reason. Audited as ComplaintAuthorityAnswerHidden.',
  })
  @ApiParam(ID_PARAM)
  @ApiParam(ANSWER_PARAM)
  @ApiOkResponse({ type: AdminComplaintResponse, description: 'The updated complaint' })
  @Answers({ badRequest: `VALIDATION_FAILED: '${Messages.respond.hideReasonRequired}'` })
  @ApiNotFoundResponse({ description: `${NOT_FOUND}, or NOT_FOUND '${Messages.respond.answerNotFound}' (no authority answer at that position)` })
  async hideAuthorityAnswer(
    @Param('id') id: string,
    @Param('answerId') answerId: string,
    @Body() body: HideAuthorityAnswerRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<AdminComplaintView> {
    return this.words.view(await this.commands.execute(new HideAuthorityAnswerCommand(id, answerIndexOf(answerId), body.reason, actorOf(user))), locale);
  }

  /** Shows a hidden authority's answer on the public page again. */
  @Post(':id/authority-answers/:answerId/unhide')
  @HttpCode(200)
  @AdminOnly('complaints')
  @ApiOperation({
    summary: "Show a hidden authority's answer on the public page again",
    description: `${ACCESS} The public answer carries its words and after-photos again. Showing a shown answer changes nothing. Audited as ComplaintAuthorityAnswerHidden (hidden false).`,
  })
  @ApiParam(ID_PARAM)
  @ApiParam(ANSWER_PARAM)
  @ApiOkResponse({ type: AdminComplaintResponse, description: 'The updated complaint' })
  @ApiNotFoundResponse({ description: `${NOT_FOUND}, or NOT_FOUND '${Messages.respond.answerNotFound}' (no authority answer at that position)` })
  async unhideAuthorityAnswer(
    @Param('id') id: string,
    @Param('answerId') answerId: string,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<AdminComplaintView> {
    return this.words.view(await this.commands.execute(new HideAuthorityAnswerCommand(id, answerIndexOf(answerId), null, actorOf(user))), locale);
  }

  /** Revokes every response link of a complaint (the side panel's 'Revoke response links'). */
  @Delete(':id/response-links')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: "Revoke a complaint's response links",
    description:
      `${ACCESS} Every response link of the complaint stops working at once (410 RESPONSE_LINK_EXPIRED); a later email to a recipient ` +
      'issues that recipient a new link. Audited as ComplaintResponseLinksRevoked. Answers how many links were revoked.',
  })
  @ApiParam(ID_PARAM)
  @Answers({ ok: RevokeResponseLinksResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  revokeResponseLinks(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ revoked: number }> {
    return this.commands.execute(new RevokeResponseLinksCommand(id, actorOf(user)));
  }

  /** Deletes a complaint and its photos (admin spec section 7). */
  @Delete(':id')
  @AdminOnly('complaints')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a complaint',
    description:
      `${ACCESS} Deletes the complaint permanently with its documents; photos stored by the local provider are removed from disk ` +
      '(photos at ImageKit, Cloudinary or S3 stay there). Audited as ComplaintDeleted with the public id and title. No body.',
  })
  @ApiParam(ID_PARAM)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async deleteComplaint(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.commands.execute(new DeleteComplaintCommand(id, actorOf(user)));
  }
}
