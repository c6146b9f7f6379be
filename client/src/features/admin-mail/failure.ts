import { isApiError } from '../../api/index';

/** The server's message when it sent one, else the spec's default (admin spec section 8). */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}
