import { All, applyDecorators, Body, Get, Param, Post, Query, Req, Res, UploadedFiles, UseFilters, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-fastify';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { parseISO, isValid } from 'date-fns';
import { AppConfig } from '../../kernel/config/app-config.js';
import { Public } from '../../kernel/http/access.decorators.js';
import { UploadSlotsInterceptor } from '../../kernel/http/upload-slots.interceptor.js';
import { Answers } from '../../kernel/http/answers.decorator.js';
import { BODY_LIMITS, BodyLimit } from '../../kernel/http/body-limits.js';
import { ApiController } from '../../kernel/http/api-controller.js';
import { AnswersInRequestLanguage, RequestLocale } from '../../kernel/http/request-locale.decorator.js';
import type { Locale } from '@civic/contracts';
import { FileServiceRequestCommand } from '../application/commands/file-service-request/file-service-request.command.js';
import { IntegrationKeysService, type AuthenticatedKey } from '../application/integration-keys.service.js';
import { Open311ReadsService, type RequestsFilter, type UpdatesFilter } from '../application/open311-reads.service.js';
import { PostServiceRequestUpdateCommand } from '../application/commands/post-service-request-update/post-service-request-update.command.js';
import { listDocument, OPEN311_FORMATS, type Open311Document, type Open311Format, renderDocument } from '../domain/open311-documents.js';
import { Open311Error } from '../domain/open311-error.js';
import {
  GetServiceRequestsQuery,
  GetServiceRequestUpdatesQuery,
  JurisdictionQuery,
  PostServiceRequestBody,
  PostServiceRequestUpdateBody,
} from './dto/open311.request.dto.js';
import { Open311ExceptionFilter } from './open311-exception.filter.js';
import { API_KEY_INVALID } from './open311-multipart.options.js';
import { Open311PhotoErrorsInterceptor } from './open311-photo-errors.interceptor.js';

/** This server's jurisdiction_id: one jurisdiction, Goa. Any other value is 404. */
export const OPEN311_JURISDICTION_ID = 'goa';
/** Rate-limit window of an API key, in milliseconds. */
const KEY_WINDOW_MS = 60_000;

const FORMAT_PARAM = { name: 'format', enum: OPEN311_FORMATS, description: 'json or xml (the path extension)' } as const;
const ERRORS_DOC =
  'The GeoReport v2 errors document in the request format: JSON [{ code, description }] or XML <errors><error><code/><description/></error></errors>; code is the HTTP status.';

/** 'json' or 'xml'; 400 otherwise. */
function parseFormat(format: string): Open311Format {
  if ((OPEN311_FORMATS as readonly string[]).includes(format)) return format as Open311Format;
  throw new Open311Error(400, 'The format must be json or xml.');
}

/** Splits '<id>.<format>' at its last dot. */
function splitFile(file: string): { id: string; format: Open311Format } {
  const dot = file.lastIndexOf('.');
  if (dot <= 0) throw new Open311Error(400, 'The format must be json or xml.');
  return { id: decodeURIComponent(file.slice(0, dot)), format: parseFormat(file.slice(dot + 1)) };
}

/** jurisdiction_id, when given, must name this server's jurisdiction in any case ('goa', 'Goa', 'GOA'); 404 otherwise. */
export function checkJurisdiction(jurisdiction: string | undefined): void {
  const given = typeof jurisdiction === 'string' ? jurisdiction.trim() : '';
  if (given && given.toLowerCase() !== OPEN311_JURISDICTION_ID) throw new Open311Error(404, `jurisdiction_id ${given} was not found.`);
}

/** An ISO 8601 time of a filter; 400 when not one. */
function parseDate(name: string, value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  if (!isValid(date)) throw new Open311Error(400, `${name} must be an ISO 8601 date and time.`);
  return date;
}

/** A multipart file part as the multipart interceptor stores it in memory. */
interface MultipartPhoto {
  fieldname: string;
  buffer: Buffer;
}

/**
 * A POST call of integrators (a request, an update): public (the api_key is a field of the body, checked by the
 * handler, and in a multipart body before its first photo is read: Open311MultipartOptions), its body urlencoded,
 * multipart (photos as file parts) or JSON, answered in JSON or XML, rate-limited per key.
 */
function Open311Post(): MethodDecorator {
  return applyDecorators(
    Public(),
    BodyLimit(BODY_LIMITS.longText),
    UseInterceptors(UploadSlotsInterceptor, Open311PhotoErrorsInterceptor, AnyFilesInterceptor()),
    ApiParam(FORMAT_PARAM),
    ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'),
    ApiProduces('application/json', 'text/xml'),
    ApiTooManyRequestsResponse({ description: `${ERRORS_DOC} 429 with Retry-After: too many calls with this key.` }),
  );
}

/**
 * Open311 GeoReport v2 under /open311/v2, in JSON and XML (the path's extension). Reads are public;
 * filing needs an api_key issued on /admin/integrations, rate-limited per key. Failures are the specification's
 * errors document with the matching HTTP status.
 */
@ApiController('open311', 'open311/v2')
@UseFilters(Open311ExceptionFilter)
export class Open311Controller {
  constructor(
    private readonly reads: Open311ReadsService,
    private readonly keys: IntegrationKeysService,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
    @InjectThrottlerStorage() private readonly throttler: ThrottlerStorage,
  ) {}

  private send(res: Response, doc: Open311Document, format: Open311Format, status = 200): void {
    const { contentType, body } = renderDocument(doc, format);
    void res.status(status).type(contentType).send(body);
  }

  @Get('discovery.:format')
  @Public()
  @ApiParam(FORMAT_PARAM)
  @ApiProduces('application/json', 'text/xml')
  @ApiOperation({
    summary: 'Open311 discovery',
    description:
      "GeoReport v2 service discovery: changeset, contact, key_service, the endpoints (GeoReport v2, and FixMyStreet's Open311 extension for servicerequestupdates: url, specification, type production, formats) and calls, the list of calls answered.",
  })
  @ApiOkResponse({ description: 'JSON object, or XML <discovery>' })
  @ApiBadRequestResponse({ description: ERRORS_DOC })
  open311Discovery(@Param('format') format: string, @Res() res: Response): void {
    const f = parseFormat(format);
    const base = `${this.config.publicUrl}/open311/v2`;
    this.send(res, this.reads.discovery(base, this.config.SUPERADMIN_EMAIL), f);
  }

  @Get('services.:format')
  @Public()
  @ApiParam(FORMAT_PARAM)
  @ApiProduces('application/json', 'text/xml')
  @ApiOperation({
    summary: 'Open311 service list',
    description:
      'One service per enabled category (service_code = the category key; filed as Other, description required) and per subcategory (service_code = key-subcategory): service_name, description, metadata true, type realtime, keywords, group = category name. Names, descriptions, groups and keywords in the language of Accept-Language (en, kok, mr, hi); codes the same in every language.',
  })
  @ApiOkResponse({ description: 'JSON array, or XML <services><service>...' })
  @ApiBadRequestResponse({ description: ERRORS_DOC })
  @Answers({ notFound: `${ERRORS_DOC} 404: an unknown jurisdiction_id.` })
  @AnswersInRequestLanguage()
  async open311Services(
    @Param('format') format: string,
    @Query() query: JurisdictionQuery,
    @RequestLocale() locale: Locale,
    @Res() res: Response,
  ): Promise<void> {
    const f = parseFormat(format);
    checkJurisdiction(query.jurisdiction_id);
    // The answer is sent through the reply itself, so the Vary header that AnswersInRequestLanguage declares is set here.
    void res.header('vary', 'Accept-Language');
    this.send(res, await this.reads.services(locale), f);
  }

  @Get('services/:file')
  @Public()
  @ApiParam({ name: 'file', description: '<service_code>.<json|xml>', example: 'roads-potholes.json' })
  @ApiProduces('application/json', 'text/xml')
  @ApiOperation({
    summary: 'Open311 service definition',
    description:
      'The attributes of a service: urgency (singlevaluelist low/medium/high/critical), landmark (string), anonymous (singlevaluelist true/false); none required.',
  })
  @ApiOkResponse({ description: 'JSON { service_code, attributes }, or XML <service_definition>' })
  @Answers({ notFound: `${ERRORS_DOC} 404: an unknown or disabled service_code.` })
  async open311ServiceDefinition(@Param('file') file: string, @Query() query: JurisdictionQuery, @Res() res: Response): Promise<void> {
    const { id, format } = splitFile(file);
    checkJurisdiction(query.jurisdiction_id);
    this.send(res, await this.reads.definition(id), format);
  }

  @Post('requests.:format')
  @Open311Post()
  @ApiOperation({
    summary: 'Open311 create service request',
    description:
      "Files a complaint with the wizard's rules (Goa bounds, enabled category, anonymity). The body may be application/x-www-form-urlencoded, multipart/form-data or JSON. Reporter, after the key's policy: 'linked' files under the linked account (its plan's quota); 'by_email' keeps email (required), first_name, last_name and phone with the complaint and counts it against the key's monthlyLimit and perEmailMonthlyLimit, never a citizen's quota (an existing account gets the complaint only after its owner confirms through an emailed link). Photos: every multipart file part (any field name, e.g. photo1, photo2, media; the api_key field must come before the first of them, else 403) and every media_url (repeatable, or media_url[]), file parts first, up to the reporter's plan photo limit (the rest ignored); JPEG, PNG or WEBP of at most 10 MB each. attribute[urgency], attribute[landmark], attribute[anonymous] as in the service definition. Answers [{ service_request_id, token, service_notice }] (the complaint is filed at once; token also works with GET tokens). Rate-limited per key: OPEN311_RATE_LIMIT_PER_MINUTE.",
  })
  @ApiOkResponse({ description: 'JSON array, or XML <service_requests><request>...' })
  @ApiBadRequestResponse({
    description: `${ERRORS_DOC} 400: a missing or unknown service_code, no location, outside Goa, a refused media_url or photo, a bad attribute, email, first_name, last_name or phone.`,
  })
  @Answers({
    forbidden: `${ERRORS_DOC} 403: api_key missing, unknown or revoked; the linked account's plan quota, the key's monthly limit or its limit for this email is used up.`,
    notFound: `${ERRORS_DOC} 404: an unknown jurisdiction_id.`,
  })
  async open311CreateRequest(
    @Param('format') format: string,
    @Body() body: PostServiceRequestBody,
    @UploadedFiles() files: MultipartPhoto[] | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const f = parseFormat(format);
    const key = await this.authenticate(body.api_key);
    checkJurisdiction(body.jurisdiction_id);
    if (!body.service_code) throw new Open311Error(400, 'service_code was not provided.');
    const result = await this.commands.execute(
      new FileServiceRequestCommand(key, {
        serviceCode: body.service_code,
        lat: body.lat,
        long: body.long,
        addressString: body.address_string,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        description: body.description,
        mediaUrls: mediaUrlsOf(req.body),
        photos: (files ?? []).map((file) => ({ field: file.fieldname, content: file.buffer })),
        attributes: attributesOf(req.body),
      }),
    );
    this.send(
      res,
      listDocument('service_requests', 'request', [{ service_request_id: result.serviceRequestId, token: result.token, service_notice: '' }]),
      f,
      201,
    );
  }

  @Get('requests.:format')
  @Public()
  @ApiParam(FORMAT_PARAM)
  @ApiProduces('application/json', 'text/xml')
  @ApiOperation({
    summary: 'Open311 service requests',
    description:
      "Requests newest first, at most 1,000; by default those filed in the last 90 days. status open = pending, in_progress, forwarded; closed = resolved, rejected. Times in ISO 8601 with +05:30; lat/long rounded to 3 decimals; never the reporter's name, email or phone.",
  })
  @ApiOkResponse({ description: 'JSON array, or XML <service_requests><request>...' })
  @Answers({ badRequest: `${ERRORS_DOC} 400: a bad date, status or id list.` })
  async open311ListRequests(@Param('format') format: string, @Query() query: GetServiceRequestsQuery, @Res() res: Response): Promise<void> {
    const f = parseFormat(format);
    checkJurisdiction(query.jurisdiction_id);
    const filter: RequestsFilter = {
      ids: query.service_request_id ? query.service_request_id.split(',').filter(Boolean) : undefined,
      serviceCode: query.service_code?.trim() || undefined,
      start: parseDate('start_date', query.start_date),
      end: parseDate('end_date', query.end_date),
      statuses: query.status ? (query.status.split(',') as ('open' | 'closed')[]) : undefined,
    };
    this.send(res, await this.reads.requests(filter), f);
  }

  @Get('requests/:file')
  @Public()
  @ApiParam({ name: 'file', description: '<service_request_id>.<json|xml>', example: 'GOA-2026-000123.json' })
  @ApiProduces('application/json', 'text/xml')
  @ApiOperation({ summary: 'Open311 service request', description: 'One request in the list shape (an array of one / <service_requests> with one <request>).' })
  @ApiOkResponse({ description: 'JSON array, or XML <service_requests><request>' })
  @Answers({ notFound: `${ERRORS_DOC} 404: an unknown service_request_id.` })
  async open311GetRequest(@Param('file') file: string, @Query() query: JurisdictionQuery, @Res() res: Response): Promise<void> {
    const { id, format } = splitFile(file);
    checkJurisdiction(query.jurisdiction_id);
    this.send(res, await this.reads.request(id), format);
  }

  @Get('tokens/:file')
  @Public()
  @ApiParam({ name: 'file', description: '<token>.<json|xml>' })
  @ApiProduces('application/json', 'text/xml')
  @ApiOperation({
    summary: 'Open311 request id from a token',
    description: 'The service_request_id a token of POST requests stands for: [{ service_request_id, token }].',
  })
  @ApiOkResponse({ description: 'JSON array, or XML <service_requests><request>' })
  @Answers({ notFound: `${ERRORS_DOC} 404: an unknown token.` })
  async open311GetToken(@Param('file') file: string, @Query() query: JurisdictionQuery, @Res() res: Response): Promise<void> {
    const { id, format } = splitFile(file);
    checkJurisdiction(query.jurisdiction_id);
    this.send(res, await this.reads.token(id), format);
  }

  @Get('servicerequestupdates.:format')
  @Public()
  @ApiParam(FORMAT_PARAM)
  @ApiProduces('application/json', 'text/xml')
  @ApiOperation({
    summary: 'Open311 service request updates (FixMyStreet extension)',
    description:
      "The history entries dated between start_date and end_date (default the last 24 hours), oldest first (newest last), at most 1,000: of every complaint, or with api_key of those filed with that key. Root service_request_updates, one request_update each: update_id ('<service_request_id>-<n>'), service_request_id, status (open or closed), updated_datetime (ISO 8601, +05:30), description (what the public page shows of the entry: an authority's answer as 'Resolved by {office}', else empty; notes of admins, authorities, reporters and integrators are never public), media_url (always empty: Open311 carries no photo of the history) and extended_status (pending, in_progress, forwarded, resolved or rejected).",
  })
  @ApiOkResponse({ description: 'JSON array, or XML <service_request_updates><request_update>...' })
  @Answers({
    badRequest: `${ERRORS_DOC} 400: a bad date, or start_date after end_date.`,
    forbidden: `${ERRORS_DOC} 403: an unknown or revoked api_key.`,
    notFound: `${ERRORS_DOC} 404: an unknown jurisdiction_id.`,
  })
  async open311ListUpdates(@Param('format') format: string, @Query() query: GetServiceRequestUpdatesQuery, @Res() res: Response): Promise<void> {
    const f = parseFormat(format);
    checkJurisdiction(query.jurisdiction_id);
    let apiKeyId: string | undefined;
    if (query.api_key !== undefined && query.api_key.trim() !== '') {
      const key = await this.keys.authenticate(query.api_key.trim());
      if (!key) throw new Open311Error(403, 'api_key is invalid or was revoked.');
      apiKeyId = key.id;
    }
    const filter: UpdatesFilter = { start: parseDate('start_date', query.start_date), end: parseDate('end_date', query.end_date), apiKeyId };
    this.send(res, await this.reads.updates(filter), f);
  }

  @Post('servicerequestupdates.:format')
  @Open311Post()
  @ApiOperation({
    summary: 'Open311 post a service request update (FixMyStreet extension)',
    description:
      "Adds the integrator's user's comment (description) to the history of a request the key filed, visible to admins; source 'reporter' when email is the reporter's, else 'integrator'; emailed to the reporter when someone else wrote it. update_id is the integrator's own id: a repeat with the same key is answered with the first answer and recorded once. status and updated_datetime are checked, not applied. Photos: media_url (repeatable) or multipart file parts, at most 5 (in a multipart body the api_key field comes before the first file part, else 403). Answers [{ update_id }] / <service_request_updates><request_update><update_id/></request_update></service_request_updates>, 201.",
  })
  @ApiOkResponse({ description: 'JSON [{ update_id }], or XML <service_request_updates><request_update>' })
  @ApiBadRequestResponse({
    description: `${ERRORS_DOC} 400: a missing service_request_id, update_id, description or email; a bad status, updated_datetime, media_url or photo.`,
  })
  @Answers({
    forbidden: `${ERRORS_DOC} 403: api_key missing, unknown or revoked; the request was filed with another key.`,
    notFound: `${ERRORS_DOC} 404: an unknown service_request_id or jurisdiction_id.`,
  })
  async open311PostUpdate(
    @Param('format') format: string,
    @Body() body: PostServiceRequestUpdateBody,
    @UploadedFiles() files: MultipartPhoto[] | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const f = parseFormat(format);
    const key = await this.authenticate(body.api_key);
    checkJurisdiction(body.jurisdiction_id);
    const result = await this.commands.execute(
      new PostServiceRequestUpdateCommand(key, {
        serviceRequestId: body.service_request_id,
        updateId: body.update_id,
        updatedDatetime: body.updated_datetime,
        description: body.description,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        mediaUrls: mediaUrlsOf(req.body),
        photos: (files ?? []).map((file) => ({ field: file.fieldname, content: file.buffer })),
      }),
    );
    this.send(res, listDocument('service_request_updates', 'request_update', [{ update_id: result.updateId }]), f, 201);
  }

  /** Any other path or method under /open311/v2: 404 as the specification's errors document (not the portal's envelope). */
  @All(['', '*'])
  @Public()
  @ApiExcludeEndpoint()
  open311NotFound(): never {
    throw new Open311Error(404, 'No such Open311 call; see discovery for the endpoints.');
  }

  /** The working key of `apiKey` (403 otherwise), counted against its per-minute limit (429 with Retry-After). */
  private async authenticate(apiKey: string | undefined): Promise<AuthenticatedKey> {
    const key = apiKey ? await this.keys.authenticate(apiKey.trim()) : null;
    if (!key) throw new Open311Error(403, apiKey ? API_KEY_INVALID : 'api_key was not provided.');
    const limit = this.config.OPEN311_RATE_LIMIT_PER_MINUTE;
    const hit = await this.throttler.increment(`open311-key:${key.id}`, KEY_WINDOW_MS, limit, KEY_WINDOW_MS, 'open311');
    if (hit.isBlocked || hit.totalHits > limit) {
      throw new Open311Error(429, 'Too many requests with this api_key. Try again later.', Math.max(1, hit.timeToBlockExpire || hit.timeToExpire));
    }
    return key;
  }
}

/** Every media_url of a body, in order: repeated `media_url`, `media_url[]` (form or multipart), or a JSON array. */
export function mediaUrlsOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const raw = body as Record<string, unknown>;
  const values = [raw.media_url, raw['media_url[]']].flatMap((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]));
  return values.map((v) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean);
}

/** The `attribute[code]` fields of a form body (or an `attribute` object of a JSON body), as text. */
export function attributesOf(body: unknown): { urgency?: string; landmark?: string; anonymous?: string } {
  const out: Record<string, string> = {};
  if (!body || typeof body !== 'object') return out;
  const raw = body as Record<string, unknown>;
  const nested = raw.attribute && typeof raw.attribute === 'object' ? (raw.attribute as Record<string, unknown>) : {};
  for (const code of ['urgency', 'landmark', 'anonymous']) {
    const value = raw[`attribute[${code}]`] ?? nested[code];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[code] = String(value).trim();
  }
  return out;
}
