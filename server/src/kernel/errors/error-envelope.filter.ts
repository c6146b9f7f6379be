import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';
import { ERROR_CODE_BY_STATUS, ErrorCode, Messages, type ErrorEnvelope } from '@civic/contracts';
import { DomainError } from './domain-error.js';

/**
 * Writes every failure as `{ error: { message, code, details } }` (DESIGN.md). Unknown errors become a
 * 500 INTERNAL_ERROR with a generic message: no stack, SQL or driver text reaches the client.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<{ method: string; originalUrl: string }>();
    const { status, body } = this.toEnvelope(exception, req);
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  toEnvelope(exception: unknown, req?: { method: string; originalUrl: string }): { status: number; body: ErrorEnvelope } {
    if (exception instanceof DomainError) {
      return { status: exception.status, body: { error: { message: exception.message, code: exception.code, details: exception.details ?? null } } };
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
        message = `No route ${req.method} ${req.originalUrl.split('?')[0]}`;
      }
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) message = 'The request is too large';
      const code = ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? ErrorCode.InternalError : ErrorCode.BadRequest);
      if (status >= 500) {
        this.logger.error(exception.stack ?? String(exception));
        message = Messages.common.internalError;
      }
      return { status, body: { error: { message, code, details: null } } };
    }
    const err = exception as { type?: string; status?: number; stack?: string };
    if (err?.type === 'entity.parse.failed') {
      return { status: 400, body: { error: { message: 'The request body is not valid JSON', code: ErrorCode.BadRequest, details: null } } };
    }
    if (err?.type === 'entity.too.large') {
      return { status: 413, body: { error: { message: 'The request is too large', code: ErrorCode.PayloadTooLarge, details: null } } };
    }
    this.logger.error(err?.stack ?? String(exception));
    return { status: 500, body: { error: { message: Messages.common.internalError, code: ErrorCode.InternalError, details: null } } };
  }
}
