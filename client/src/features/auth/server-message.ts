import { ErrorCode } from '@civic/contracts';
import { isApiError } from '../../api';

/**
 * The message to show for a failed call (citizen spec section 8): the server's message when it sent one
 * (or the rate-limit wording the client builds for a 429), otherwise the given fallback.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.code === ErrorCode.RateLimited)) return error.message;
  return fallback;
}

/** The per-field messages of a VALIDATION_FAILED answer (`details.fields = { field: [messages] }`). */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== ErrorCode.ValidationFailed) return {};
  const fields = (error.details as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}
