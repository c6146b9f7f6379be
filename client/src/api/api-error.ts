import { ERROR_CODE_BY_STATUS, ErrorCode, PublicMessages } from '@civic/contracts';
import { i18n } from '../i18n/i18n';
import { localiseServerMessage } from '../i18n/server-messages';

/**
 * Every failed call is normalised to this shape (citizen spec section 8): the message to show, the
 * stable code, the HTTP status (0 when the server could not be reached) and the details of the error
 * envelope (for VALIDATION_FAILED, `details.fields = { field: [messages] }`).
 */
export interface ApiError {
  message: string;
  code: string;
  status: number;
  details: unknown;
  /** True when `message` came from the server's body rather than a fallback. */
  fromServer: boolean;
}

/** What the normaliser needs from a failed HTTP response. */
export interface FailedResponse {
  status: number;
  statusText?: string;
  headers?: Pick<Headers, 'get'> | null;
  /** The parsed JSON body, the raw text when it was not JSON, or undefined. */
  body?: unknown;
}

/** The code of a call that never got an HTTP response (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return firstText(value[0]);
  return undefined;
}

/**
 * Seconds to wait from a Retry-After header: either delay-seconds or an HTTP date. Undefined when
 * absent or unreadable; at least 1 so that the message never says "0 seconds".
 */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (header == null) return undefined;
  const value = header.trim();
  if (value === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.max(1, Math.ceil(Number(value)));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

/**
 * A 429 message is "useful" when it says more than the generic rate-limit wording: the generic spec
 * message, the status text or the throttler's default all count as no message, so that the client
 * can say how long to wait.
 */
function isUsefulRateLimitMessage(message: string | undefined, statusText: string | undefined): message is string {
  if (!message) return false;
  const m = message.trim().toLowerCase();
  const generic = [PublicMessages.common.tooManyRequests, 'too many requests', 'throttlerexception: too many requests', (statusText ?? '').trim()].map((s) =>
    s.toLowerCase(),
  );
  return !generic.includes(m);
}

/**
 * Normalises a failed response into `{ message, code, status, details }` (citizen spec sections 7 and 8):
 * message from `error.message` or `message`, code from `error.code` or `code` (else derived from the
 * status), details from `error.details` or `details`; fallback message the status text, else
 * 'Request failed'. HTTP 429 always has code RATE_LIMITED and, without a useful message, says how long
 * to wait when a Retry-After header exists.
 */
export function normaliseFailure(res: FailedResponse, now: number = Date.now()): ApiError {
  const body = asRecord(res.body);
  const envelope = asRecord(body?.error);
  const serverMessage = firstText(envelope?.message) ?? firstText(body?.message) ?? firstText(typeof res.body === 'string' ? undefined : body?.error);
  const serverCode = firstText(envelope?.code) ?? firstText(body?.code);
  const details = envelope && 'details' in envelope ? envelope.details : body && 'details' in body ? body.details : undefined;
  const statusText = res.statusText?.trim() || undefined;
  const status = res.status;

  if (status === 429) {
    if (isUsefulRateLimitMessage(serverMessage, statusText)) {
      return { message: serverMessage, code: ErrorCode.RateLimited, status, details: details ?? null, fromServer: true };
    }
    const seconds = retryAfterSeconds(res.headers?.get('Retry-After'), now);
    const message = seconds !== undefined ? i18n.t('messages:common.tooManyRequestsRetry', { n: seconds }) : i18n.t('messages:common.tooManyRequests');
    return { message, code: ErrorCode.RateLimited, status, details: details ?? null, fromServer: false };
  }

  const code =
    serverCode ?? ERROR_CODE_BY_STATUS[status] ?? (status === 0 ? NETWORK_ERROR_CODE : status >= 500 ? ErrorCode.InternalError : ErrorCode.BadRequest);
  if (serverMessage) return { message: serverMessage, code, status, details: details ?? null, fromServer: true };
  return { message: statusText ?? i18n.t('messages:common.requestFailed'), code, status, details: details ?? null, fromServer: false };
}

/** Type guard for a normalised error (for `catch (e)` blocks and RTK Query's `error`). */
export function isApiError(value: unknown): value is ApiError {
  const r = asRecord(value);
  return !!r && typeof r.message === 'string' && typeof r.code === 'string' && typeof r.status === 'number';
}

/**
 * The message to show for a failed call (citizen and admin spec section 8): the server's message when it
 * sent one, the rate-limit wording the client builds for a 429 ('Too many requests. Try again in {n}
 * seconds.'), otherwise the screen's own default (`fallback`, already translated). A server message is shown
 * in the language chosen (localiseServerMessage).
 */
export function messageFor(error: unknown, fallback: string): string {
  if (isApiError(error) && error.fromServer) return localiseServerMessage(error.message, error.code);
  if (isApiError(error) && error.code === ErrorCode.RateLimited) return error.message;
  return fallback;
}

/** `details.fields` of an error envelope: `{ field: [messages] }` (VALIDATION_FAILED, and a CONFLICT that names its field). */
function fieldsOf(error: unknown): Record<string, string[]> {
  if (!isApiError(error)) return {};
  const fields = asRecord(asRecord(error.details)?.fields);
  if (!fields) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
      .map((m) => localiseServerMessage(m));
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/**
 * The first message of each field the server complained about: `{ field: firstMessage }` from
 * `details.fields` (VALIDATION_FAILED, or a CONFLICT such as a taken category key); `{}` for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldsOf(error)).map(([field, messages]) => [field, messages[0]]));
}

/** Every field message of an error, each once, in the order the server gave them. */
export function allFieldMessages(error: unknown): string[] {
  return [...new Set(Object.values(fieldsOf(error)).flat())];
}

/** An `ApiError` as an `Error` (with a stack), for code that throws a normalised failure; carries the normalised fields. */
export class ApiRequestError extends Error implements ApiError {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  readonly fromServer: boolean;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.code = error.code;
    this.status = error.status;
    this.details = error.details;
    this.fromServer = error.fromServer;
  }
}
