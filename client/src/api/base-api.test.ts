/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { type ApiError, normaliseFailure, retryAfterSeconds } from './api-error';
import { type ApiEvent, apiEvents } from './api-events';
import { createBaseQuery } from './base-api';
import { objectUrlOrError } from './file-answers';
import { sessionExpired } from './session-events';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

const routes: Record<string, Handler> = {
  'GET /ok': json(200, { items: [1, 2] }),
  'GET /echo-auth': (req, res) => json(200, { authorization: req.headers.authorization ?? null })(req, res),
  'POST /envelope': json(400, {
    error: {
      message: 'Add a short title so we can identify the issue.',
      code: 'VALIDATION_FAILED',
      details: { fields: { title: ['Add a short title so we can identify the issue.'] } },
    },
  }),
  'GET /top-level': json(409, { message: 'Already exists', code: 'CONFLICT' }),
  'GET /nest-array': json(400, { message: ['email must be an email'], statusCode: 400 }),
  'GET /empty-502': (_req, res) => {
    res.writeHead(502, 'Bad Gateway');
    res.end();
  },
  'GET /html-503': (_req, res) => {
    res.writeHead(503, 'Service Unavailable', { 'Content-Type': 'text/html' });
    res.end('<html><body>Down for maintenance</body></html>');
  },
  'GET /limited-retry': json(
    429,
    { error: { message: 'Too many requests. Please slow down and try again.', code: 'RATE_LIMITED', details: null } },
    { 'Retry-After': '42' },
  ),
  'GET /limited-plain': json(429, {}),
  'GET /limited-text': (_req, res) => {
    res.writeHead(429, 'Too Many Requests', { 'Content-Type': 'text/plain', 'Retry-After': '7' });
    res.end('ThrottlerException: Too Many Requests');
  },
  'GET /limited-useful': json(429, { error: { message: 'Too many login attempts for this email.', code: 'RATE_LIMITED' } }, { 'Retry-After': '30' }),
  'GET /api/auth/me': (req, res) => {
    const auth = req.headers.authorization;
    if (auth === 'Bearer gone') return json(404, { error: { message: 'User not found', code: 'NOT_FOUND' } })(req, res);
    if (auth === 'Bearer blocked-401')
      return json(401, { error: { message: 'Your account has been blocked. Please contact support.', code: 'UNAUTHORIZED' } })(req, res);
    if (auth === 'Bearer blocked-403')
      return json(403, { error: { message: 'Your account has been blocked. Please contact support.', code: 'ACCOUNT_BLOCKED' } })(req, res);
    if (auth === 'Bearer db-down')
      return json(503, { error: { message: 'The service is briefly unavailable.', code: 'SERVICE_UNAVAILABLE' } }, { 'Retry-After': '5' })(req, res);
    if (auth === 'Bearer broken')
      return json(500, { error: { message: 'Something went wrong on our side. Please try again later.', code: 'INTERNAL_ERROR' } })(req, res);
    return json(401, { error: { message: 'Please log in to continue.', code: 'UNAUTHORIZED' } })(req, res);
  },
  'POST /api/complaints': json(401, { error: { message: 'Please log in to continue.', code: 'UNAUTHORIZED' } }),
  'GET /invoice.pdf': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/pdf' });
    res.end('%PDF-1.7 test');
  },
  'GET /missing.pdf': json(404, { error: { message: 'Invoice not found', code: 'NOT_FOUND' } }),
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const handler = routes[`${req.method} ${req.url?.split('?')[0]}`];
    if (handler) handler(req, res);
    else json(404, { error: { message: `No route ${req.method} ${req.url}`, code: 'NOT_FOUND' } })(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function queryApi(token: string | null = null) {
  const dispatched: unknown[] = [];
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: ((action: unknown) => {
      dispatched.push(action);
      return action;
    }) as BaseQueryApi['dispatch'],
    getState: () => ({ session: { token } }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  return { api, dispatched };
}

async function run(args: Parameters<ReturnType<typeof createBaseQuery>>[0], token: string | null = null, base = baseUrl) {
  const { api, dispatched } = queryApi(token);
  const result = await createBaseQuery({ baseUrl: base })(args, api, {});
  return { result, dispatched, error: result.error as ApiError | undefined };
}

describe('base query against a real HTTP server', () => {
  it('returns the data of a successful call and sends the stored token as a bearer token', async () => {
    expect((await run('/ok')).result.data).toEqual({ items: [1, 2] });
    expect((await run('/echo-auth', 'abc.def.ghi')).result.data).toEqual({ authorization: 'Bearer abc.def.ghi' });
    expect((await run('/echo-auth')).result.data).toEqual({ authorization: null });
  });

  it('reads error.message, error.code and error.details of the error envelope', async () => {
    const { error } = await run({ url: '/envelope', method: 'POST', body: { title: '' } });
    expect(error).toEqual({
      message: 'Add a short title so we can identify the issue.',
      code: 'VALIDATION_FAILED',
      status: 400,
      details: { fields: { title: ['Add a short title so we can identify the issue.'] } },
      fromServer: true,
    });
  });

  it('reads a top-level message and code when there is no envelope', async () => {
    const { error } = await run('/top-level');
    expect(error).toMatchObject({ message: 'Already exists', code: 'CONFLICT', status: 409, fromServer: true });
    expect((await run('/nest-array')).error).toMatchObject({ message: 'email must be an email', code: 'BAD_REQUEST', status: 400 });
  });

  it('falls back to the status text when the body has no message', async () => {
    expect((await run('/empty-502')).error).toMatchObject({ message: 'Bad Gateway', code: 'INTERNAL_ERROR', status: 502, fromServer: false });
    expect((await run('/html-503')).error).toMatchObject({ message: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE', status: 503, fromServer: false });
  });

  it("falls back to 'Request failed' without a status text, and when the server cannot be reached", async () => {
    const fetchFn: typeof fetch = async () => new Response(null, { status: 400, statusText: '' });
    const { api } = queryApi();
    const result = await createBaseQuery({ baseUrl, fetchFn })('/anything', api, {});
    expect(result.error).toMatchObject({ message: 'Request failed', code: 'BAD_REQUEST', status: 400 });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { error } = await run('/ok', null, `http://127.0.0.1:${port}/`);
    expect(error).toMatchObject({ message: 'Request failed', code: 'NETWORK_ERROR', status: 0 });
  });

  it("on HTTP 429 with a Retry-After header says 'Too many requests. Try again in {n} seconds.'", async () => {
    expect((await run('/limited-retry')).error).toMatchObject({ message: 'Too many requests. Try again in 42 seconds.', code: 'RATE_LIMITED', status: 429 });
    expect((await run('/limited-text')).error).toMatchObject({ message: 'Too many requests. Try again in 7 seconds.', code: 'RATE_LIMITED', status: 429 });
  });

  it("on HTTP 429 without Retry-After says 'Too many requests. Please slow down and try again.'", async () => {
    expect((await run('/limited-plain')).error).toMatchObject({
      message: 'Too many requests. Please slow down and try again.',
      code: 'RATE_LIMITED',
      status: 429,
    });
  });

  it('on HTTP 429 keeps a useful server message', async () => {
    expect((await run('/limited-useful')).error).toMatchObject({ message: 'Too many login attempts for this email.', code: 'RATE_LIMITED' });
  });

  it('clears the session when GET /api/auth/me answers UNAUTHORIZED or NOT_FOUND, and only then', async () => {
    expect((await run('/api/auth/me', 'expired')).dispatched).toEqual([sessionExpired()]);
    expect((await run('api/auth/me?fresh=1', 'gone')).dispatched).toEqual([sessionExpired()]);
    expect((await run('/api/auth/me', 'broken')).dispatched).toEqual([]);
    // A database outage is not the end of a session: 503 keeps it, and the next call succeeds when the server is back.
    expect((await run('/api/auth/me', 'db-down')).dispatched).toEqual([]);
    expect((await run({ url: '/api/complaints', method: 'POST', body: {} }, 'expired')).dispatched).toEqual([]);
  });

  it('ends the session of a blocked account with the reason, whether the server answers 401 or 403 ACCOUNT_BLOCKED', async () => {
    expect((await run('/api/auth/me', 'blocked-401')).dispatched).toEqual([sessionExpired('blocked')]);
    expect((await run('/api/auth/me', 'blocked-403')).dispatched).toEqual([sessionExpired('blocked')]);
    expect((await run('/api/auth/me', 'expired')).dispatched).toEqual([sessionExpired('expired')]);
  });

  it('emits start, error and end events for the progress bar', async () => {
    const events: ApiEvent[] = [];
    const off = apiEvents.subscribe((e) => events.push(e));
    try {
      await run('/ok');
      expect(events.map((e) => e.type)).toEqual(['start', 'end']);
      events.length = 0;
      await run('/limited-plain');
      expect(events.map((e) => e.type)).toEqual(['start', 'error', 'end']);
      expect(events[1]).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    } finally {
      off();
    }
  });
});

describe('file answers (invoices, letters, exports)', () => {
  it('answer an object URL of the file with the bearer token, and failures normalised the same way', async () => {
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:test/1';
    };
    try {
      const file = { url: '/invoice.pdf', responseHandler: objectUrlOrError };
      expect((await run(file, 'tok')).result.data).toBe('blob:test/1');
      expect(await created[0].text()).toBe('%PDF-1.7 test');
      expect((await run({ url: '/echo-auth', responseHandler: objectUrlOrError }, 'tok')).result.data).toBe('blob:test/1');
      expect(await created[1].text()).toBe(JSON.stringify({ authorization: 'Bearer tok' }));
      expect((await run({ ...file, url: '/missing.pdf' })).error).toMatchObject({ message: 'Invoice not found', code: 'NOT_FOUND', status: 404 });
      expect((await run({ ...file, url: '/limited-retry' })).error).toMatchObject({
        message: 'Too many requests. Try again in 42 seconds.',
        code: 'RATE_LIMITED',
      });
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });
});

describe('normaliseFailure', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterSeconds('5', now)).toBe(5);
    expect(retryAfterSeconds('Sun, 22 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    const headers = new Headers({ 'Retry-After': 'Sun, 22 Nov 2026 10:00:12 GMT' });
    expect(normaliseFailure({ status: 429, headers }, now).message).toBe('Too many requests. Try again in 12 seconds.');
  });
});
