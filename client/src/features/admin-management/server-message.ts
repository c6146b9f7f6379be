import { ErrorCode } from '@civic/contracts';
import { isApiError } from '../../api';

/** Admin spec section 8: the server's message when there is one, otherwise the given default. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.code === ErrorCode.RateLimited)) return error.message;
  return fallback;
}
