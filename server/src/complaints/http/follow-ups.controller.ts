import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { FIX_WINDOW_DAYS, FOLLOW_UP_AFTER_DAYS, FOLLOW_UP_REMINDER_DAYS, Messages, STILL_BROKEN_RADIUS_METRES, type Locale } from '@civic/contracts';
import { AdminOnly, CurrentUser, SignedIn, SuperAdmin, type AuthenticatedUser } from '../../kernel/http/access.decorators.js';
import { RateLimitedPerAccount } from '../../kernel/http/rate-limit.decorator.js';
import { Clock } from '../../kernel/clock/clock.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import type { AdminComplaintView } from '../application/admin-complaint-views.service.js';
import { AdminComplaintViewsService } from '../application/admin-complaint-views.service.js';
import { AnswerFollowUpCommand } from '../application/commands/answer-follow-up/answer-follow-up.command.js';
import { AdminReopenComplaintCommand } from '../application/commands/admin-reopen-complaint/admin-reopen-complaint.command.js';
import { ReportStillBrokenCommand, type StillBrokenReceipt } from '../application/commands/report-still-broken/report-still-broken.command.js';
import { RunFollowUpsCommand, type FollowUpRunResult } from '../application/commands/run-follow-ups/run-follow-ups.command.js';
import type { ComplaintView } from '../application/complaint.view.js';
import { ComplaintWords } from '../application/complaint-words.service.js';
import { FollowUpsService, type PendingFollowUp, type StillBrokenReportView } from '../application/follow-ups.service.js';
import { AdminComplaintResponse } from './dto/admin-complaint.dto.js';
import { ComplaintResponse } from './dto/complaint.response.dto.js';
import {
  AdminReopenRequest,
  FollowUpAnswerRequest,
  FollowUpRunResponse,
  PendingFollowUpListResponse,
  StillBrokenReceiptResponse,
  StillBrokenReportListResponse,
  StillBrokenRequest,
} from './dto/follow-up.dto.js';

const ID_PARAM = { name: 'id', description: "The complaint's public id", example: 'GOA-2026-000123' };
const NOT_FOUND = `NOT_FOUND '${Messages.admin.complaints.notFound}'`;

/**
 * "Was it fixed?" (docs/adr/0148): the reporter's four-week follow-up (its questions, its answer), "still broken"
 * reports by any signed-in person on a resolved public complaint, and the desk's side of both.
 */
@ApiTags('follow-ups')
@Controller()
export class FollowUpsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly followUps: FollowUpsService,
    private readonly adminViews: AdminComplaintViewsService,
    private readonly words: ComplaintWords,
    private readonly clock: Clock,
  ) {}

  @Get('complaints/follow-ups')
  @SignedIn()
  @ApiOperation({
    summary: 'My questions "Was it fixed?"',
    description:
      `The caller's complaints whose reporter was asked, ${FOLLOW_UP_AFTER_DAYS} days after the resolution, whether it is fixed, and who has not ` +
      'answered, while the complaint is still in that resolution (not reopened, not confirmed). Oldest question first. ' +
      "My Complaints shows them as a prompt; the email's link opens the questionnaire page (GET only: the answer is a POST).",
  })
  @ApiOkResponse({ type: PendingFollowUpListResponse })
  async listMyFollowUps(@CurrentUser() user: AuthenticatedUser): Promise<{ items: PendingFollowUp[] }> {
    return { items: await this.followUps.pendingFor(user.id) };
  }

  @Post('complaints/:id/follow-up')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'Answer "Was it fixed?"',
    description:
      "The complaint's reporter only (anyone else: NOT_FOUND). Answers the follow-up of the complaint's current resolution, once " +
      `(${Messages.followUp.alreadyAnswered}: 409 CONFLICT); NOT_FOUND '${Messages.followUp.notFound}' when no question was sent for it. ` +
      `fixed true confirms the fix (also past the reporter's ${FIX_WINDOW_DAYS}-day window); fixed false reopens the complaint as the reporter's ` +
      "reopen does: back to in_progress, the due date restarted from the category's response days, the escalation ladder resuming, the office " +
      'emailed. The rating (1 to 5) feeds the scorecards. Answers the complaint as My Complaints reads it.',
  })
  @AnswersInRequestLanguage()
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: ComplaintResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields: fixed, rating, photo)' })
  @ApiForbiddenResponse({ description: `UPLOAD_NOT_OWNED: '${Messages.respond.photoInvalid}' (a photo another account uploaded)` })
  @ApiNotFoundResponse({ description: `${NOT_FOUND}, or '${Messages.followUp.notFound}'` })
  @ApiConflictResponse({ description: `CONFLICT: '${Messages.followUp.alreadyAnswered}', or the fix was confirmed meanwhile` })
  async answerFollowUp(
    @Param('id') id: string,
    @Body() body: FollowUpAnswerRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<ComplaintView> {
    const view = await this.commands.execute(
      new AnswerFollowUpCommand(id, { id: user.id, email: user.email }, { fixed: body.fixed, rating: body.rating, photo: body.photo ?? null }),
    );
    return this.words.view(view, locale);
  }

  @Post('complaints/:id/still-broken')
  @HttpCode(201)
  @SignedIn()
  @RateLimitedPerAccount()
  @ApiOperation({
    summary: 'Report a resolved public complaint as still broken',
    description:
      'Any signed-in person, on a complaint shown publicly (else NOT_FOUND) that is resolved (else 409 CONFLICT), with a photo taken at the ' +
      `place: the photo's EXIF GPS, read by the server at upload, within ${STILL_BROKEN_RADIUS_METRES} m of the pin. Once per person and ` +
      'resolution (409). The complaint does not change; the desk shows the report and an admin may reopen it.',
  })
  @ApiParam(ID_PARAM)
  @ApiCreatedResponse({ type: StillBrokenReceiptResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (details.fields: photo, note)' })
  @ApiForbiddenResponse({ description: `UPLOAD_NOT_OWNED: '${Messages.respond.photoInvalid}' (a photo another account uploaded)` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: `CONFLICT: '${Messages.followUp.stillBrokenNotResolved}' or '${Messages.followUp.stillBrokenTwice}'` })
  reportStillBroken(@Param('id') id: string, @Body() body: StillBrokenRequest, @CurrentUser() user: AuthenticatedUser): Promise<StillBrokenReceipt> {
    return this.commands.execute(new ReportStillBrokenCommand(id, { id: user.id, email: user.email }, body.photo, body.note ?? ''));
  }

  @Get('admin/complaints/:id/still-broken')
  @AdminOnly('complaints')
  @ApiOperation({
    summary: '"Still broken" reports of a complaint (admin)',
    description:
      'Admins holding the complaints module, and superadmins. Newest first, with the photo, its distance from the pin and the note; ' +
      "`current` marks the reports on the complaint's current resolution.",
  })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: StillBrokenReportListResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async listStillBrokenReports(@Param('id') id: string): Promise<{ items: StillBrokenReportView[] }> {
    return { items: await this.followUps.stillBroken(id) };
  }

  @Post('admin/complaints/:id/reopen')
  @HttpCode(200)
  @AdminOnly('complaints')
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: 'Reopen a resolved complaint (admin)',
    description:
      'Admins holding the complaints module, and superadmins. A resolved complaint (else 409 CONFLICT) goes back to in_progress at any time ' +
      "after its resolution, with the message in the history; the due date restarts from the category's response days, the escalation ladder " +
      'resumes, and the office it was forwarded to gets the reopening email, as when the reporter reopens it.',
  })
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: AdminComplaintResponse })
  @ApiBadRequestResponse({ description: `VALIDATION_FAILED (details.fields.message: '${Messages.escalation.reopenMessageRequired}')` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: `CONFLICT: '${Messages.followUp.stillBrokenNotResolved}'` })
  async adminReopenComplaint(
    @Param('id') id: string,
    @Body() body: AdminReopenRequest,
    @CurrentUser() user: AuthenticatedUser,
    @ReaderLocale() locale: Locale,
  ): Promise<AdminComplaintView> {
    const complaint = await this.commands.execute(new AdminReopenComplaintCommand(id, body.message, { id: user.id, email: user.email, name: user.name }));
    return this.words.view(await this.adminViews.toView(complaint), locale);
  }

  @Post('admin/follow-ups/run')
  @HttpCode(200)
  @SuperAdmin()
  @ApiOperation({
    summary: 'Run the follow-ups now',
    description:
      `Superadmins only; the daily job, on demand. Asks "Was it fixed?" of the reporter of every resolved complaint (with an account, not archived, ` +
      `its fix not confirmed) whose resolution began ${FOLLOW_UP_AFTER_DAYS} days ago or more, once per resolution, and reminds once those who ` +
      `did not answer within ${FOLLOW_UP_REMINDER_DAYS} days; nothing after that. A second run the same day sends nothing.`,
  })
  @ApiOkResponse({ type: FollowUpRunResponse })
  runFollowUps(): Promise<FollowUpRunResult> {
    return this.commands.execute(new RunFollowUpsCommand(this.clock.now()));
  }
}
