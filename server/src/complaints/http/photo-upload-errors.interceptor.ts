import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { fileTooLarge } from '../infrastructure/uploads/local-photo-store.js';

/**
 * Wraps the multipart parser (placed before FileInterceptor): multer's file size limit becomes
 * 413 'File too large (10MB max)' (citizen spec section 5) instead of the generic "request is too large".
 */
@Injectable()
export class PhotoUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => (error instanceof PayloadTooLargeException ? fileTooLarge() : error))));
  }
}
