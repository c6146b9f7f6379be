/**
 * Test support (imported only by *.test.tsx): answers the client's API calls from a table of routes,
 * as the real server would, so that components run their real RTK Query hooks in jsdom. Node's
 * `Request` refuses relative URLs; while installed, relative URLs resolve against http://localhost.
 */

export type FakeRoute = (url: URL, init: { method: string; body: unknown }) => { status?: number; body: unknown } | undefined;

export interface FakeApi {
  calls: { method: string; path: string; query: Record<string, string>; body: unknown }[];
  restore(): void;
}

export function installFakeApi(route: FakeRoute): FakeApi {
  const originalFetch = globalThis.fetch;
  const OriginalRequest = globalThis.Request;
  const calls: FakeApi['calls'] = [];

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
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    const answer = route(url, { method: request.method, body });
    if (!answer) {
      return new Response(JSON.stringify({ error: { message: 'Not found', code: 'NOT_FOUND', details: null } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;

  return {
    calls,
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
