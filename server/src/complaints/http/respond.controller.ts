import { Body, Get, HttpCode, Param, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiGoneResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Messages, type Locale } from '@civic/contracts';
import { Clock } from '../../kernel/clock/clock.js';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { Public } from '../../kernel/http/access.decorators.js';
import { UploadSlotsInterceptor } from '../../kernel/http/upload-slots.interceptor.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { RateLimitedPerToken } from '../../kernel/http/rate-limit.decorator.js';
import { AnswersInRequestLanguage, ReaderLocale } from '../../kernel/http/request-locale.decorator.js';
import { ComplaintWords } from '../application/complaint-words.service.js';
import { RecordAuthorityResponseCommand } from '../application/commands/record-authority-response/record-authority-response.command.js';
import { StoreLocalPhotoCommand } from '../application/commands/store-local-photo/store-local-photo.command.js';
import { GetResponsePageQuery } from '../application/queries/get-response-page/get-response-page.query.js';
import type { RespondPageView } from '../application/respond-page.view.js';
import { ResponseLinksService } from '../application/response-links.service.js';
import { LocalUploadRequest, LocalUploadResponse } from './dto/uploads.dto.js';
import { RespondPageResponse, RespondRequest } from './dto/respond.dto.js';
import { LiveResponseLinkGuard } from './live-response-link.guard.js';
import { PhotoUploadErrorsInterceptor } from './photo-upload-errors.interceptor.js';
import { PHOTO_UPLOAD_MULTIPART } from './photo-multipart.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';

const TOKEN_PARAM = { name: 'token', description: 'The token of the response link (43 base64url characters), from {PUBLIC_URL}/respond/{token}' };
const NOT_FOUND = `NOT_FOUND: '${Messages.respond.notFound}' (unknown token)`;
const GONE = `RESPONSE_LINK_EXPIRED: '${Messages.respond.expired}' (past RESPONSE_LINK_DAYS after the latest email, or revoked by an admin)`;

/**
 * An authority answers a complaint through the personal link every email to it carries, with no account
 * (docs/adr/0090-authority-response-links.md). The token is the credential: it names one complaint and one recipient
 * address, and the answer is recorded as that recipient's.
 */
@ApiController('complaints', 'respond')
export class RespondController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly links: ResponseLinksService,
    private readonly clock: Clock,
    private readonly words: ComplaintWords,
  ) {}

  /** The response page: the complaint, the authority and its inbox. */
  @Get(':token')
  @Public()
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: "An authority's response page",
    description:
      'What the letter shows (id, category, title, description, location, landmark, photos, pin, due date), the history with who wrote each ' +
      "entry, the escalation level, the authority the link belongs to, and the authority's inbox: the other open complaints sent to the same " +
      'address, each with its own respondUrl. Category, subcategory label, statuses and the history lines the portal wrote come in the language ' +
      'of Accept-Language (Vary: Accept-Language); what a person typed stays as typed.',
  })
  @ApiParam(TOKEN_PARAM)
  @Answers({ ok: RespondPageResponse, notFound: NOT_FOUND })
  @ApiGoneResponse({ description: GONE })
  async getResponsePage(@Param('token') token: string, @ReaderLocale() locale: Locale): Promise<RespondPageView> {
    return this.words.respondPage(await this.queries.execute(new GetResponsePageQuery(token)), locale);
  }

  /** Records the authority's answer and answers the updated page. */
  @Post(':token')
  @BodyLimit(BODY_LIMITS.longText)
  @HttpCode(200)
  @Public()
  @RateLimitedPerToken()
  @AnswersInRequestLanguage()
  @ApiOperation({
    summary: "Record an authority's answer",
    description:
      "acknowledge: the history reads 'Acknowledged by {authority}'; with expectedBy the escalation ladder waits until that date, then " +
      'resumes from its rung. in_progress: status in_progress. resolved: status resolved, the complaint leaves the ladder, the reporter is ' +
      'asked to confirm or reopen; an after-photo with EXIF GPS within 200 m of the pin verifies the fix. not_ours: the status stays, the ' +
      "ladder pauses and the desk lists it under 'Returned by authority' with the suggestion. message: a history entry only. Every answer " +
      "adds a history entry with source 'authority', emails the reporter (complaint_update, in their language) and is audited.",
  })
  @ApiParam(TOKEN_PARAM)
  @Answers({
    ok: RespondPageResponse,
    badRequest:
      `VALIDATION_FAILED (details.fields): '${Messages.respond.messageRequired}' (message), an expectedBy in the past or more than 90 days ahead, ` +
      `'${Messages.respond.alreadyResolved}' (resolved again), '${Messages.respond.closed}', a photo not uploaded through this portal`,
    forbidden: `UPLOAD_NOT_OWNED: '${Messages.respond.photoInvalid}': a photo not uploaded through this link (another complaint's or office's)`,
    notFound: NOT_FOUND,
  })
  @ApiGoneResponse({ description: GONE })
  async respondToComplaint(@Param('token') token: string, @Body() body: RespondRequest, @ReaderLocale() locale: Locale): Promise<RespondPageView> {
    const { link, complaint } = await this.links.resolve(token, this.clock.now());
    await this.commands.execute(
      new RecordAuthorityResponseCommand(complaint.publicId, body, { email: link.recipientEmail, name: link.displayName, responseLinkId: link.id }, 'link'),
    );
    return this.words.respondPage(await this.queries.execute(new GetResponsePageQuery(token)), locale);
  }

  /** Uploads one after-photo for an answer (local provider), checked like a citizen's upload. */
  @Post(':token/photos')
  @Public()
  @RateLimitedPerToken()
  @UseGuards(LiveResponseLinkGuard)
  @UseInterceptors(UploadSlotsInterceptor, PhotoUploadErrorsInterceptor, FileInterceptor('file', PHOTO_UPLOAD_MULTIPART))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: LocalUploadRequest })
  @ApiOperation({
    summary: 'Upload an after-photo through a response link',
    description:
      'Multipart field `file` (at most 4 other text fields of 1 KB, 5 parts in all: 400 past them), the same checks as a citizen upload: ' +
      'JPEG, PNG or WEBP recognised by content, at most 10 MB, re-encoded ' +
      'upright without metadata and served at /uploads/<name>. The EXIF GPS of the original is kept on the server for the link, so that a ' +
      "resolution sent with this photo is verified when it was taken within 200 m of the pin. Put the url in the answer's photos. " +
      'The link is checked before the body is read.',
  })
  @ApiParam(TOKEN_PARAM)
  @Answers({ created: LocalUploadResponse, notFound: NOT_FOUND })
  @ApiGoneResponse({ description: GONE })
  @ApiPayloadTooLargeResponse({ description: `PAYLOAD_TOO_LARGE: '${Messages.complaint.fileTooLarge}'` })
  @ApiUnsupportedMediaTypeResponse({ description: `UNSUPPORTED_MEDIA_TYPE: '${Messages.complaint.unsupportedType}'` })
  @ApiConflictResponse({ description: `UPLOAD_PROVIDER_NOT_CONFIGURED: '${Messages.complaint.uploadsNotConfigured}' (another provider is configured)` })
  async uploadResponsePhoto(@Param('token') token: string, @UploadedFile() file: { buffer: Buffer } | undefined): Promise<LocalUploadResponse> {
    const { link } = await this.links.resolve(token, this.clock.now());
    if (!file) throw ValidationError.field('file', Messages.complaint.fileRequired);
    return this.commands.execute(new StoreLocalPhotoCommand(file.buffer, undefined, link.id));
  }
}
