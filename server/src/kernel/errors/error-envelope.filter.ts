import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ERROR_CODE_BY_STATUS, ErrorCode, Messages, type ErrorEnvelope } from '@civic/contracts';
import { DomainError } from './domain-error.js';
import { RETRY_AFTER_SECONDS, isServiceUnavailable } from './service-unavailable.js';

/** The message of a 413, from Fastify's body limits or Nest's HttpException. */
const TOO_LARGE = 'The request is too large';
/** The message of a 415: Fastify's own error or Nest's HttpException for a body whose content type no parser takes. */
const UNSUPPORTED_BODY = 'The request body has a content type this API does not accept';

/**
 * The message of Fastify's 400 for a JSON body it could not take: its parser (secure-json-parse) refuses malformed JSON
 * and a `__proto__` or `constructor.prototype` key alike, with one error that does not say which.
 */
const INVALID_JSON_BODY = 'The request body is not valid JSON, or holds a __proto__ or constructor.prototype key, which this API refuses';

/** The `FST_ERR_*` code of a Fastify failure, as it comes or as Nest's adapter wraps it in an HttpException (its cause). */
function fastifyErrorCode(exception: unknown): unknown {
  const code = (error: unknown) => (error as { code?: unknown } | null)?.code;
  return code(exception) ?? (exception instanceof HttpException ? code(exception.cause) : undefined);
}

/** What the filter reads of a request: the route's body limit (Fastify's routeOptions) names the bound of a 413. */
interface EnvelopeRequest {
  method: string;
  url: string;
  routeOptions?: { bodyLimit?: number };
}

/**
 * Writes every failure as `{ error: { message, code, details } }` (DESIGN.md). Unknown errors become a
 * 500 INTERNAL_ERROR with a generic message: no stack, SQL or driver text reaches the client.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const req = host.switchToHttp().getRequest<EnvelopeRequest>();
    const { status, body } = this.toEnvelope(exception, req);
    if (reply.sent || reply.raw.headersSent) return;
    // Every 503 says when to try again: a client's offline queue retries after it instead of giving up.
    if (status === HttpStatus.SERVICE_UNAVAILABLE) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    // A 429 the portal decided itself (the per-account sign-in delays) says how long to wait in its details.
    const wait = (body.error.details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (status === HttpStatus.TOO_MANY_REQUESTS && typeof wait === 'number') void reply.header('Retry-After', String(wait));
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  }

  /**
   * The status and envelope of a failure. Besides the portal's own errors, Fastify's failures before a handler runs
   * carry a `statusCode` and an `FST_ERR_*` code: a body that is not valid JSON (400), a body over its route's limit
   * (413 with `details.maxBytes`; kernel/http/body-limits.ts) and a content type no parser accepts (415). A lost connection to PostgreSQL,
   * Redis or SMTP (isServiceUnavailable) is 503 SERVICE_UNAVAILABLE: the request may succeed in a few seconds.
   */
  toEnvelope(exception: unknown, req?: EnvelopeRequest): { status: number; body: ErrorEnvelope } {
    if (exception instanceof DomainError) {
      return { status: exception.status, body: { error: { message: exception.message, code: exception.code, details: exception.details ?? null } } };
    }
    // Fastify's 413 for a body over the route's limit, as it comes (unit tests) or as Nest's adapter wraps it in an
    // HttpException (its cause): the message and details name the route's limit.
    const maxBytes = req?.routeOptions?.bodyLimit;
    if (typeof maxBytes === 'number' && fastifyErrorCode(exception) === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = `The request body is too large: this address accepts at most ${maxBytes} bytes`;
      return { status: 413, body: { error: { message, code: ErrorCode.PayloadTooLarge, details: { maxBytes } } } };
    }
    if (fastifyErrorCode(exception) === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return { status: 400, body: { error: { message: INVALID_JSON_BODY, code: ErrorCode.BadRequest, details: null } } };
    }
    if (exception instanceof ThrottlerException) {
      return { status: 429, body: { error: { message: Messages.common.tooManyRequests, code: ErrorCode.RateLimited, details: null } } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      let message = exception.message;
      if (typeof response === 'object' && response && 'message' in response) {
        const m = (response as { message: unknown }).message;
        message = Array.isArray(m) ? String(m[0]) : String(m);
      }
      if (status === HttpStatus.NOT_FOUND && req && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) {
        message = `No route ${req.method} ${req.url.split('?')[0]}`;
      }
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) message = TOO_LARGE;
      if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE) message = UNSUPPORTED_BODY;
      const code = ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? ErrorCode.InternalError : ErrorCode.BadRequest);
      if (status >= 500) {
        this.logger.error(exception.stack ?? String(exception));
        message = Messages.common.internalError;
      }
      return { status, body: { error: { message, code, details: null } } };
    }
    const err = exception as { code?: string; statusCode?: number; stack?: string; name?: string };
    if (err?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err?.statusCode === HttpStatus.PAYLOAD_TOO_LARGE) {
      return { status: 413, body: { error: { message: TOO_LARGE, code: ErrorCode.PayloadTooLarge, details: null } } };
    }
    if (err?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return {
        status: 415,
        body: { error: { message: UNSUPPORTED_BODY, code: ErrorCode.UnsupportedMediaType, details: null } },
      };
    }
    // Fastify's JSON parser marks its SyntaxError with statusCode 400; a SyntaxError thrown by the product's own code is a 500.
    if (
      (err?.name === 'SyntaxError' && err.statusCode === 400) ||
      err?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err?.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
    ) {
      return { status: 400, body: { error: { message: 'The request body is not valid JSON', code: ErrorCode.BadRequest, details: null } } };
    }
    if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return {
        status: err.statusCode,
        body: { error: { message: 'The request is not valid', code: ERROR_CODE_BY_STATUS[err.statusCode] ?? ErrorCode.BadRequest, details: null } },
      };
    }
    if (isServiceUnavailable(exception)) {
      this.logger.warn(
        `${req ? `${req.method} ${req.url.split('?')[0]}: ` : ''}a backing service is unreachable: ${String((exception as Error)?.message ?? exception)}`,
      );
      return {
        status: 503,
        body: { error: { message: Messages.common.serviceUnavailable, code: ErrorCode.ServiceUnavailable, details: null } },
      };
    }
    this.logger.error(err?.stack ?? String(exception));
    return { status: 500, body: { error: { message: Messages.common.internalError, code: ErrorCode.InternalError, details: null } } };
  }
}
