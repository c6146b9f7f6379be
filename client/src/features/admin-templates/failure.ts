import { ErrorCode } from '@civic/contracts';
import { isApiError } from '../../api/index';

/** The server's message when it sent one, else the spec's default (admin spec section 8). */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}

/** The first message per field of a VALIDATION_FAILED error (`details.fields = { field: [messages] }`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== ErrorCode.ValidationFailed) return {};
  const fields = (error.details as { fields?: Record<string, unknown> } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : typeof messages === 'string' ? messages : undefined;
    if (first) out[field] = first;
  }
  return out;
}
