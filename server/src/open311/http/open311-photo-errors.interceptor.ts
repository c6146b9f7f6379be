import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { Open311Error } from '../domain/open311-error.js';

/** Description of a multipart photo over the size limit. */
export const PHOTO_TOO_LARGE = 'Each photo must be at most 10 MB.';

/**
 * Wraps the multipart parser of POST requests (placed before it): a file part over 10 MB becomes 400 with
 * PHOTO_TOO_LARGE, and a malformed multipart body 400 'The multipart/form-data body could not be read: ...', each as
 * the specification's errors document, instead of the generic 'request is too large'.
 */
@Injectable()
export class Open311PhotoErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) return throwError(() => new Open311Error(400, PHOTO_TOO_LARGE));
        if (error instanceof BadRequestException && !(error instanceof Open311Error)) {
          return throwError(() => new Open311Error(400, `The multipart/form-data body could not be read: ${error.message}`));
        }
        return throwError(() => error);
      }),
    );
  }
}
