import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Messages, type Locale } from '@civic/contracts';
import { CitizenOnly, CurrentUser, SignedIn, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { RateLimited } from '../../kernel/http/rate-limit.decorator.js';
import { EscalateComplaintCommand } from '../application/commands/escalate-complaint/escalate-complaint.command.js';
import { FileComplaintCommand } from '../application/commands/file-complaint/file-complaint.command.js';
import type { LadderStepSent } from '../application/escalation-ladder.service.js';
import { ConfirmFixRequest, EscalationStepSentResponse, ReopenComplaintRequest } from './dto/escalation.dto.js';
import { ConfirmFixCommand } from '../application/commands/confirm-fix/confirm-fix.command.js';
import { ReopenComplaintCommand } from '../application/commands/reopen-complaint/reopen-complaint.command.js';
import type { ComplaintView } from '../application/complaint.view.js';
import { ComplaintIdempotencyService, IDEMPOTENCY_KEY_HEADER } from '../application/complaint-idempotency.service.js';
import { MY_COMPLAINTS_MAX } from '../application/complaint-rows.service.js';
import { ListMyComplaintsQuery } from '../application/queries/list-my-complaints/list-my-complaints.query.js';
import { FileComplaintRequest } from './dto/file-complaint.request.dto.js';
import { ComplaintListResponse, ComplaintResponse, FileComplaintResponse } from './dto/complaint.response.dto.js';
import { Clock } from '../../kernel/clock/clock.js';
import { SupportComplaintCommand } from '../application/commands/support-complaint/support-complaint.command.js';
import { NearbyComplaintsService } from '../application/nearby-complaints.service.js';
import { MeTooResponse, NearbyComplaintListResponse, NearbyComplaintsRequest } from './dto/nearby.dto.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import { ComplaintWords } from '../application/complaint-words.service.js';

/** Filing and "My Complaints" (citizen spec sections 2 to 7). */
@ApiTags('complaints')
@Controller('complaints')
export class ComplaintsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly nearbyComplaints: NearbyComplaintsService,
    private readonly clock: Clock,
    private readonly words: ComplaintWords,
  ) {}

  /** Nearby duplicates for the wizard, so that a citizen can say Me too instead of filing again. */
  @Get('nearby')
  @SignedIn()
  @ApiOperation({
    summary: 'List open complaints of a category near a point',
    description:
      'Nearby duplicates: the open complaints (pending, in progress or forwarded; not archived) of the category within 150 m ' +
      'of lat/lng (degrees), filed in the last 90 days, nearest first, at most 10, so that the citizen can say Me too instead of ' +
      'filing again. Public privacy rules: no name, email or phone, none of the reporter’s words or photos; coordinates rounded to ' +
      "3 decimals, distance rounded up to 25 m. The issue and status are also given in words of the reader's language (the account's, else " +
      'Accept-Language). VALIDATION_FAILED for a missing or non-numeric lat/lng or a missing category.',
  })
  @ApiOkResponse({ type: NearbyComplaintListResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields: lat, lng, category)' })
  @AnswersInRequestLanguage()
  async listNearbyComplaints(
    @Query() query: NearbyComplaintsRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<NearbyComplaintListResponse> {
    const nearby = await this.nearbyComplaints.nearby({
      lat: query.lat,
      lng: query.lng,
      categoryKey: query.category,
      viewerId: user.id,
      now: this.clock.now(),
    });
    const items = await this.words.listItems(nearby, locale);
    return {
      items: items.map((c) => ({
        id: c.id,
        categoryKey: c.categoryKey,
        subcategory: c.subcategory,
        subcategoryLabel: c.subcategoryLabel,
        status: c.status,
        statusLabel: c.statusLabel,
        requestedAt: c.requestedAt.toISOString(),
        lat: c.lat,
        lng: c.lng,
        location: c.location,
        distanceMetres: c.distanceMetres,
        supportCount: c.supportCount,
        mine: c.mine,
        supportedByMe: c.supportedByMe,
      })),
    };
  }

  /** 'Me too' on another citizen's open complaint. */
  @Post(':id/me-too')
  @HttpCode(200)
  @CitizenOnly()
  @RateLimited()
  @ApiOperation({
    summary: "Say 'Me too' on a complaint",
    description:
      'The citizen reports the same problem instead of filing it again. Citizens only (admins get FORBIDDEN). Uses no ' +
      `complaint quota. One per citizen and complaint: a second answers 409 ALREADY_SUPPORTED '${Messages.complaint.meTooAlready}'. ` +
      `The citizen's own complaint answers 409 OWN_COMPLAINT '${Messages.complaint.meTooOwn}'; a resolved, rejected or archived one ` +
      `409 CONFLICT '${Messages.complaint.meTooClosed}'. Answers the new supportCount (the reporter not counted).`,
  })
  @ApiParam({ name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' })
  @ApiOkResponse({ type: MeTooResponse })
  @ApiConflictResponse({ description: 'ALREADY_SUPPORTED; OWN_COMPLAINT; CONFLICT (closed or archived)' })
  @ApiNotFoundResponse({ description: "NOT_FOUND 'Complaint not found'" })
  @ApiForbiddenResponse({ description: 'FORBIDDEN for admins' })
  meTooComplaint(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<MeTooResponse> {
    return this.commands.execute(new SupportComplaintCommand(id, { id: user.id, email: user.email }));
  }

  /** Files a complaint for the signed-in citizen (citizen spec sections 3, 5 and 9). */
  @Post()
  @BodyLimit(BODY_LIMITS.longText)
  @CitizenOnly()
  @RateLimited()
  @ApiOperation({
    summary: 'File a complaint',
    description:
      'Citizens only (admins get FORBIDDEN). Rules (citizen spec section 5), each with its message in the error envelope: title and location ' +
      'text required; coordinates required and inside Goa (lat 14.932–15.916, lng 73.657–74.344 degrees; up to 0.05 degrees outside is snapped ' +
      "to the border and flagged outsideBounds; further out gives OUTSIDE_GOA); at least one photo, at most the plan's photo limit, " +
      'all from the configured upload provider; the authorisation box ticked; an enabled category and one of its subcategories, or Other with ' +
      'otherText. QUOTA_EXCEEDED (403) once the plan’s complaints for this calendar month (Asia/Kolkata) are used. ' +
      'Status starts pending; the reporter is emailed an acknowledgement (template complaint_ack). ' +
      'With an Idempotency-Key header, a repeat by the same user within 24 hours answers the first result (201 and the same id, ' +
      'with the response header Idempotent-Replayed: true) and files nothing more (one complaint, one unit of quota), also when ' +
      'both arrive at once (the second waits for the first).',
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'Optional. A key the client chooses once per complaint (a UUID is recommended), 1 to 128 visible ASCII characters, scoped to the ' +
      'signed-in user and honoured for 24 hours. The same key with a different body answers 422 IDEMPOTENCY_KEY_REUSED.',
    schema: { type: 'string', maxLength: 128, example: '3f0c9a56-2a4e-4f59-9a43-0c2f6a1b7d10' },
  })
  @ApiCreatedResponse({ type: FileComplaintResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields maps each field, or Idempotency-Key, to its messages) or OUTSIDE_GOA' })
  @ApiForbiddenResponse({
    description:
      `QUOTA_EXCEEDED: '${Messages.complaint.quotaExceeded}' (details: used, limit, resetAt); FORBIDDEN for admins; ` +
      `UPLOAD_NOT_OWNED: '${Messages.respond.photoInvalid}' (a photo another account uploaded; details.fields.photos, details.urls)`,
  })
  @ApiUnprocessableEntityResponse({ description: `IDEMPOTENCY_KEY_REUSED: '${Messages.complaint.idempotencyKeyReused}'` })
  @ApiConflictResponse({ description: `IDEMPOTENCY_KEY_IN_USE: '${Messages.complaint.idempotencyKeyInUse}' (a guard; not expected in practice)` })
  async fileComplaint(
    @Body() body: FileComplaintRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKeyHeader: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FileComplaintResponse> {
    const idempotencyKey = ComplaintIdempotencyService.parseKey(idempotencyKeyHeader);
    const { id, replayed } = await this.commands.execute(new FileComplaintCommand(user.id, body, undefined, idempotencyKey));
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    return { id };
  }

  /** The reporter escalates an overdue complaint to the next appellate level. */
  @Post(':id/escalate')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Escalate my overdue complaint now',
    description:
      "The complaint's reporter only (anyone else: NOT_FOUND). Writes to the next appellate level (1, then 2; free on every plan) with the " +
      'level-0 authority in copy, emails the reporter and adds a history entry. 409 NOT_OVERDUE before the due date; 409 ESCALATION_TOO_SOON ' +
      'within 7 days of the last step (details.nextAllowedAt); 409 CONFLICT once level 2 is reached, for a resolved, rejected or archived ' +
      'complaint, or when no contact is set up at that level.',
  })
  @ApiParam({ name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' })
  @ApiOkResponse({ type: EscalationStepSentResponse, description: 'The step taken' })
  @ApiConflictResponse({ description: `NOT_OVERDUE '${Messages.escalation.notOverdue}'; ESCALATION_TOO_SOON; CONFLICT` })
  @ApiNotFoundResponse({ description: "NOT_FOUND 'Complaint not found'" })
  escalateComplaint(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<LadderStepSent> {
    return this.commands.execute(new EscalateComplaintCommand(id, { id: user.id, email: user.email }));
  }

  /** The reporter confirms that a resolved complaint is fixed, optionally with an after-photo. */
  @Post(':id/confirm-fix')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Confirm the fix of my resolved complaint',
    description:
      "The complaint's reporter only (anyone else: NOT_FOUND). Within 30 days of the status 'resolved' and once per resolution (else 409 " +
      'CONFLICT). `photo` (optional) is an after-photo URL from the configured provider, not one of the complaint photos (else 400 ' +
      'VALIDATION_FAILED on photo), uploaded by this account (else 403 UPLOAD_NOT_OWNED). When the server read EXIF GPS from that photo at upload (local provider), uploaded by the reporter after ' +
      "the resolution and within 200 m of the complaint's pin, fix.verified is true. The status stays resolved; a history entry is added and " +
      'the reporter gets the status email (complaint_update). Answers the complaint as My Complaints reads it.',
  })
  @ApiParam({ name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' })
  @ApiOkResponse({ type: ComplaintResponse })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED: '${Messages.escalation.fixPhotoInvalid}'` })
  @ApiForbiddenResponse({
    description: `UPLOAD_NOT_OWNED: '${Messages.respond.photoInvalid}' (a photo another account uploaded; details.fields, details.urls)`,
  })
  @ApiConflictResponse({ description: `CONFLICT: '${Messages.escalation.fixAlreadyConfirmed}' or the 30-day window is over` })
  @ApiNotFoundResponse({ description: "NOT_FOUND 'Complaint not found'" })
  async confirmFix(
    @Param('id') id: string,
    @Body() body: ConfirmFixRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<ComplaintView> {
    return this.words.view(await this.commands.execute(new ConfirmFixCommand(id, { id: user.id, email: user.email }, body.photo ?? null)), locale);
  }

  /** The reporter reopens a resolved complaint that is not fixed. */
  @Post(':id/reopen')
  @BodyLimit(BODY_LIMITS.longText)
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Reopen my resolved complaint',
    description:
      "The complaint's reporter only (anyone else: NOT_FOUND). Within 30 days of the status 'resolved' and before the fix was confirmed (else " +
      `409 CONFLICT). \`message\` is required ('${Messages.escalation.reopenMessageRequired}'); \`photos\` are optional URLs from the configured ` +
      "provider uploaded by this account (else 403 UPLOAD_NOT_OWNED), at most the plan's photo limit. The status goes back to in_progress with a history entry, the due date restarts (end of " +
      "today plus the category's response days, India time), the reporter gets the status email and the authority the complaint was " +
      'forwarded to is emailed (template complaint_forward_authority, with the note). Answers the complaint as My Complaints reads it.',
  })
  @ApiParam({ name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' })
  @ApiOkResponse({ type: ComplaintResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields: message, photos)' })
  @ApiForbiddenResponse({
    description: `UPLOAD_NOT_OWNED: '${Messages.respond.photoInvalid}' (a photo another account uploaded; details.fields, details.urls)`,
  })
  @ApiConflictResponse({ description: `CONFLICT: '${Messages.escalation.fixAlreadyConfirmed}' or the 30-day window is over` })
  @ApiNotFoundResponse({ description: "NOT_FOUND 'Complaint not found'" })
  async reopenComplaint(
    @Param('id') id: string,
    @Body() body: ReopenComplaintRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<ComplaintView> {
    const view = await this.commands.execute(new ReopenComplaintCommand(id, { id: user.id, email: user.email }, body.message ?? '', body.photos ?? []));
    return this.words.view(view, locale);
  }

  /** The caller's own complaints, newest first. */
  @Get()
  @SignedIn()
  @ApiOperation({
    summary: 'List my complaints',
    description:
      `The caller's own complaints (archived ones included), newest first, at most the newest ${MY_COMPLAINTS_MAX}, with their status history. Category name, subcategory label, ` +
      "statuses and the history lines the portal wrote are in the reader's language (the account's language); what a person typed stays as typed.",
  })
  @AnswersInRequestLanguage()
  @ApiOkResponse({ type: ComplaintListResponse })
  async listMyComplaints(@CurrentUser() user: AuthenticatedUser, @ReaderLocale() locale: Locale): Promise<{ items: ComplaintView[] }> {
    const { items } = await this.queries.execute(new ListMyComplaintsQuery(user.id));
    return { items: await this.words.views(items, locale) };
  }
}
