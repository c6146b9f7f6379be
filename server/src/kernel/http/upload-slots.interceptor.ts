import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ErrorCode, Messages } from '@civic/contracts';
import pLimit, { type LimitFunction } from 'p-limit';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error.js';

/**
 * Uploads (multipart bodies with photos) read and handled at once in this process: each may hold a 10 MB photo in
 * memory while it arrives, then its decoding. Four cover a phone's uploads on a busy day; more wait with their bodies
 * unread, which TCP holds back at the client.
 */
export const UPLOADS_AT_ONCE = 4;
/** Uploads waiting for a slot at most; one more is answered 503 SERVICE_UNAVAILABLE with Retry-After. */
export const UPLOADS_WAITING = 32;

/** The slots every upload route of the process shares. */
const sharedSlots = pLimit(UPLOADS_AT_ONCE);

/** `next` run in one of `slots`, or 503 SERVICE_UNAVAILABLE at once when UPLOADS_WAITING wait already. */
export function inUploadSlot(slots: LimitFunction, next: CallHandler): Observable<unknown> {
  if (slots.pendingCount >= UPLOADS_WAITING) throw new DomainError(ErrorCode.ServiceUnavailable, Messages.common.serviceUnavailable);
  return defer(() => slots(() => lastValueFrom(next.handle(), { defaultValue: undefined })));
}

/**
 * Runs an upload route (placed before its multipart interceptor, so the body is read only inside a slot) in one of
 * the process's UPLOADS_AT_ONCE slots (inUploadSlot): many accounts uploading at once cannot make the process hold many
 * photos in memory together. The slot is kept until the handler's answer, the photo's processing included.
 */
@Injectable()
export class UploadSlotsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return inUploadSlot(sharedSlots, next);
  }
}
