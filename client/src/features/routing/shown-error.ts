import { isApiError } from '../../api';

/**
 * The message to show for a failed call (admin spec section 8): the server's message when there is
 * one, otherwise the page's default.
 */
export function shownError(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}

/** The field messages of a VALIDATION_FAILED error (`details.fields = { field: [messages] }`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return {};
  const fields = (error.details as { fields?: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') out[name] = first;
  }
  return out;
}
