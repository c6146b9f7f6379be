/**
 * Test support (imported only by *.test.tsx): answers the app's API calls from a route table the way the
 * server does (JSON bodies, the `{ error: { message, code, details } }` envelope), so that components run
 * their real RTK Query hooks and base query in jsdom. Node's `Request` refuses relative URLs; while
 * installed, they resolve against http://localhost.
 */

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

export type FakeAnswer = { status?: number; body?: unknown };
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  calls: FakeCall[];
  /** Calls made to one route, e.g. `callsTo('POST /api/auth/login')`. */
  callsTo(route: string): FakeCall[];
  restore(): void;
}

/** An error answer in the server's envelope. */
export function apiError(status: number, code: string, message: string, details: unknown = null): FakeAnswer {
  return { status, body: { error: { message, code, details } } };
}

/** Installs the fake; `routes` is keyed by 'METHOD /path' (no query string). Unknown routes answer 404. */
export function installFakeApi(routes: Record<string, FakeHandler>): FakeApi {
  const originalFetch = globalThis.fetch;
  const OriginalRequest = globalThis.Request;
  const calls: FakeCall[] = [];

  class RelativeRequest extends OriginalRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://localhost${input}` : input, init);
    }
  }
  globalThis.Request = RelativeRequest as typeof Request;

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof OriginalRequest ? input : new RelativeRequest(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: FakeCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : apiError(404, 'NOT_FOUND', 'Not found');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;

  return {
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    restore() {
      globalThis.fetch = originalFetch;
      globalThis.Request = OriginalRequest;
    },
  };
}
