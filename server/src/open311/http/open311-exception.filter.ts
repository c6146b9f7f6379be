import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorEnvelopeFilter } from '../../kernel/errors/error-envelope.filter.js';
import { RETRY_AFTER_SECONDS } from '../../kernel/errors/service-unavailable.js';
import { errorsDocument, type Open311Format, renderDocument } from '../domain/open311-documents.js';
import { Open311Error } from '../domain/open311-error.js';

/** The format a request asked for: its path's extension (`.xml`), JSON otherwise. */
export function formatOfPath(path: string): Open311Format {
  return /\.xml$/i.test(path) ? 'xml' : 'json';
}

/**
 * Writes every failure of an Open311 route as the specification's errors document, in the request's format, with the
 * matching HTTP status, which is also the error's `code`. Open311Error carries its own status; any other
 * failure takes the status and message the portal's envelope filter would give it, mapped onto the specification's
 * codes: 401 becomes 403 (a missing or invalid key), 409, 413 and 415 become 400 (the argument is refused); 429 keeps
 * Retry-After; a lost database or Redis is 503 with Retry-After; a 500 says only that the server failed.
 */
@Catch()
export class Open311ExceptionFilter implements ExceptionFilter {
  private readonly envelope = new ErrorEnvelopeFilter();
  private readonly logger = new Logger('Open311');

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const res = host.switchToHttp().getResponse<FastifyReply>();
    if (res.sent || res.raw.headersSent) return;
    let status: number;
    let description: string;
    if (exception instanceof Open311Error) {
      status = exception.status;
      description = exception.description;
      if (exception.retryAfterSeconds !== undefined) void res.header('Retry-After', String(exception.retryAfterSeconds));
    } else {
      const { status: s, body } = this.envelope.toEnvelope(exception, req);
      status = s === 401 ? 403 : s === 409 || s === 413 || s === 415 ? 400 : s;
      description = body.error.message;
      // A lost database or Redis is 503 as on the portal's own routes, with the same Retry-After.
      if (status === 503) void res.header('Retry-After', String(RETRY_AFTER_SECONDS));
      else if (status >= 500) this.logger.error((exception as Error)?.stack ?? String(exception));
    }
    const { contentType, body } = renderDocument(errorsDocument([{ code: status, description }]), formatOfPath(req.url.split('?')[0]));
    void res.status(status).type(contentType).send(body);
  }
}
