import { ErrorCode, PublicMessages } from '@civic/contracts';
import { type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta, createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { type ApiError, NETWORK_ERROR_CODE, normaliseFailure } from './api-error';
import { apiEvents } from './api-events';
import { type TokenState, sessionExpired } from './session-events';

export interface BaseQueryOptions {
  /** Where the API lives; '/' in the browser (same origin), an absolute URL in tests. */
  baseUrl?: string;
  /** The fetch implementation (defaults to the global fetch at call time). */
  fetchFn?: typeof fetch;
}

/** The API path of a request without query string or leading slash ("api/auth/me"). */
function pathOf(args: string | FetchArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.split('?')[0].replace(/^\/+/, '');
}

function methodOf(args: string | FetchArgs): string {
  return (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
}

/** Maps fetchBaseQuery's error union and the response metadata to the normalised error. */
function toApiError(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): ApiError {
  const response = meta?.response;
  if (typeof error.status === 'number') {
    return normaliseFailure({ status: error.status, statusText: response?.statusText, headers: response?.headers, body: error.data });
  }
  if (error.status === 'PARSING_ERROR') {
    // A body that is not JSON (a proxy's HTML page, an empty 502): only the status and its text are usable.
    const status = error.originalStatus;
    return normaliseFailure({ status, statusText: status >= 400 ? response?.statusText : undefined, headers: response?.headers });
  }
  // FETCH_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR: no HTTP answer.
  return { ...normaliseFailure({ status: 0 }), code: NETWORK_ERROR_CODE };
}

/**
 * The codes of GET /api/auth/me that end the stored session: UNAUTHORIZED or NOT_FOUND (citizen spec section 4),
 * and ACCOUNT_BLOCKED (a blocked user is signed out on the next route change, whichever of 401 or 403
 * the server answers with).
 */
const SESSION_ENDING_CODES: ReadonlySet<string> = new Set([ErrorCode.Unauthorized, ErrorCode.NotFound, ErrorCode.AccountBlocked]);

/**
 * The base query of every RTK Query endpoint (citizen spec section 7): JSON, a bearer token from the
 * stored session, start/end/error events for the progress bar, and failures normalised to
 * `{ message, code, status, details }` (section 8). GET /api/auth/me failing with UNAUTHORIZED,
 * NOT_FOUND or ACCOUNT_BLOCKED dispatches `sessionExpired` so that the stored session is cleared.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: options.baseUrl ?? '/',
    fetchFn: options.fetchFn ?? ((...args) => fetch(...args)),
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as TokenState).session?.token;
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      // The chosen language (language-choice.ts sets it on <html> before switching): categories, plans and other texts
      // admins write in several languages come back in it.
      const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
      if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    apiEvents.emit({ type: 'start' });
    try {
      let result: Awaited<ReturnType<typeof rawBaseQuery>>;
      try {
        result = await rawBaseQuery(args, api, extraOptions);
      } catch {
        // fetchBaseQuery throws (instead of returning FETCH_ERROR) when the request cannot even be built.
        const error: ApiError = { ...normaliseFailure({ status: 0 }), code: NETWORK_ERROR_CODE };
        apiEvents.emit({ type: 'error', error });
        return { error };
      }
      if (!result.error) return { data: result.data, meta: result.meta };
      const error = toApiError(result.error, result.meta);
      apiEvents.emit({ type: 'error', error });
      if (methodOf(args) === 'GET' && pathOf(args) === 'api/auth/me' && SESSION_ENDING_CODES.has(error.code)) {
        const blocked = error.code === ErrorCode.AccountBlocked || error.message === PublicMessages.auth.accountBlocked;
        api.dispatch(sessionExpired(blocked ? 'blocked' : 'expired'));
      }
      return { error, meta: result.meta };
    } finally {
      apiEvents.emit({ type: 'end' });
    }
  };
}

/**
 * The empty API that `generated.ts` (codegen from openapi.yaml) injects its endpoints into. Import
 * hooks from `./index`, which adds id-level cache tags, never from here.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
