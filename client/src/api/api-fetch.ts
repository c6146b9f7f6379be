import { type ApiError, ApiRequestError, NETWORK_ERROR_CODE, normaliseFailure } from './api-error';
import { apiEvents } from './api-events';

let tokenGetter: () => string | null | undefined = () => null;

/** The store registers where the bearer token comes from (the session slice). */
export function setApiTokenGetter(getter: () => string | null | undefined): void {
  tokenGetter = getter;
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON; anything else (FormData, Blob, string) as is. */
  body?: unknown;
  /** Overrides the fetch implementation (tests). */
  fetchFn?: typeof fetch;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Array.isArray(value));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A plain fetch for what RTK Query does not fit (blob downloads such as invoices): same bearer token,
 * same progress events and the same error normalisation as the base query. Resolves with the Response
 * when it is OK, else rejects with an `ApiRequestError`.
 */
export async function apiFetch(url: string, init: ApiFetchInit = {}): Promise<Response> {
  const { body, fetchFn, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  const token = tokenGetter();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (isPlainObject(body)) {
    payload = JSON.stringify(body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  } else if (body !== undefined) {
    payload = body as BodyInit;
  }

  apiEvents.emit({ type: 'start' });
  try {
    let response: Response;
    try {
      response = await (fetchFn ?? fetch)(url, { ...rest, headers, body: payload });
    } catch {
      const error: ApiError = { ...normaliseFailure({ status: 0 }), code: NETWORK_ERROR_CODE };
      apiEvents.emit({ type: 'error', error });
      throw new ApiRequestError(error);
    }
    if (!response.ok) {
      const error = normaliseFailure({ status: response.status, statusText: response.statusText, headers: response.headers, body: await readBody(response) });
      apiEvents.emit({ type: 'error', error });
      throw new ApiRequestError(error);
    }
    return response;
  } finally {
    apiEvents.emit({ type: 'end' });
  }
}

/** Downloads a file through `apiFetch` and saves it under `fileName` (e.g. `INV-{orderId}.pdf`). */
export async function downloadFile(url: string, fileName: string, init: ApiFetchInit = {}): Promise<void> {
  const response = await apiFetch(url, init);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
