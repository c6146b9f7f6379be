/**
 * The one fetch fake of the client's tests (imported only by *.test.ts(x)): answers the app's API calls the way
 * the server does (JSON bodies, the `{ error: { message, code, details } }` envelope), so that components run
 * their real RTK Query hooks and base query in jsdom. Routes are a table keyed 'METHOD /path', or a function
 * of the URL and method that answers undefined for a route it does not know (404 NOT_FOUND). Node's `Request`
 * refuses relative URLs; while installed, they resolve against http://localhost.
 */

import { afterEach } from '@jest/globals';
import { act } from '@testing-library/react';
import toast from 'react-hot-toast';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

export type FakeAnswer = { status?: number; body?: unknown };
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;
/** A router function: an answer, or undefined for a route it does not know. */
export type FakeRoute = (url: URL, init: { method: string; body: unknown }) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

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

/** Installs the fake; `routes` is keyed by 'METHOD /path' (no query string), or a router function. Unknown routes answer 404. */
export function installFakeApi(routes: Record<string, FakeHandler> | FakeRoute): FakeApi {
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
    const handler = typeof routes === 'function' ? undefined : routes[`${call.method} ${call.path}`];
    const routed = typeof routes === 'function' ? await routes(url, { method: call.method, body: call.body }) : handler ? await handler(call) : undefined;
    const answer = routed ?? apiError(404, 'NOT_FOUND', 'Not found');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
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

/** A slice of the real Goa gazetteer (data/goa): codes and names as the geography endpoints return them. */
export const GOA = {
  districts: [
    { code: '551', name: 'North Goa' },
    { code: '552', name: 'South Goa' },
  ],
  subdistricts: {
    '551': [
      { code: '5610', name: 'Bardez' },
      { code: '5611', name: 'Tiswadi' },
    ],
  } as Record<string, { code: string; name: string }[]>,
  villages: {
    '5610': [
      { code: '626695', name: 'Calangute' },
      { code: '626697', name: 'Candolim' },
    ],
  } as Record<string, { code: string; name: string }[]>,
  ulbs: [
    { code: '252071', name: 'City Corporation Panaji', districtCode: '551' },
    { code: '252087', name: 'Margao', districtCode: '552' },
  ],
};

/** Routes of the geography endpoints over `GOA`. */
export const geoRoutes: FakeRoute = (url) => {
  const q = url.searchParams;
  switch (url.pathname) {
    case '/api/geo/districts':
      return { body: { items: GOA.districts } };
    case '/api/geo/subdistricts':
      return { body: { items: GOA.subdistricts[q.get('district') ?? ''] ?? [] } };
    case '/api/geo/villages':
      return { body: { items: GOA.villages[q.get('subdistrict') ?? ''] ?? [] } };
    case '/api/geo/ulbs':
      return { body: { items: GOA.ulbs.filter((u) => !q.get('district') || u.districtCode === q.get('district')) } };
    default:
      return undefined;
  }
};

/**
 * For a test file whose tests each install their own fake: registers, for every test, the clean-up afterwards
 * (fetch restored, toasts dropped, localStorage cleared). `install` replaces the current fake and returns it;
 * `current` is the one installed (a test that reads calls made by a page it rendered through a helper).
 */
export function fakeApiPerTest(): { install(routes: Record<string, FakeHandler> | FakeRoute): FakeApi; readonly current: FakeApi } {
  let installed: FakeApi | null = null;
  afterEach(() => {
    act(() => toast.remove());
    installed?.restore();
    installed = null;
    localStorage.clear();
  });
  return {
    install(routes) {
      installed?.restore();
      installed = installFakeApi(routes);
      return installed;
    },
    get current() {
      if (!installed) throw new Error('No fake API is installed in this test.');
      return installed;
    },
  };
}
