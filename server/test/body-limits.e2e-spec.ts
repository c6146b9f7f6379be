import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import pg from 'pg';
import { BODY_LIMITS } from '../src/kernel/http/body-limits.js';
import { createUser } from './identity-fixtures.js';
import { createTestApp, eventually, freePort, SUPERADMIN, type TestApp } from './helpers/test-app.js';

/** The compiled entry point of `npm start` (dist-test holds the same build of server/src as dist). */
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'main.js');

interface RawAnswer {
  status: number;
  body: { error?: { message: string; code: string; details: unknown } } & Record<string, unknown>;
}

/** How a hostile request ended: the server's answer, or the connection it closed before the answer could be read. */
type Outcome = RawAnswer | { closedByServer: string };

/**
 * Sends a body (POST unless told) the way a hostile client does: all of it at once, with its Content-Length or
 * (`chunked`) with none, so that only counting the bytes as they arrive can stop it. A server that refuses a body
 * early answers and closes the connection while the rest is still coming; the operating system then resets the
 * connection, and the answer can be lost on the way (`closedByServer`). `headersOnly` sends no body at all: a
 * Content-Length over the limit is then answered from the headers alone, and the answer always arrives.
 */
function send(
  port: number,
  path: string,
  body: Buffer,
  options: { contentType?: string; chunked?: boolean; auth?: string; method?: string; headersOnly?: boolean } = {},
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': options.contentType ?? 'application/json' };
    if (!options.chunked) headers['content-length'] = body.length;
    if (options.auth) headers.authorization = `Bearer ${options.auth}`;
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, method: options.method ?? 'POST', path, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as RawAnswer['body'] });
        } catch {
          reject(new Error(`${res.statusCode}: not JSON: ${text.slice(0, 200)}`));
        }
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ closedByServer: error.code });
      else reject(error);
    });
    if (options.headersOnly) req.flushHeaders();
    else if (options.chunked) {
      for (let offset = 0; offset < body.length; offset += 64 * 1024) req.write(body.subarray(offset, offset + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

/** Sends a body whose answer the test reads (a body the server takes in full, or headers only). */
async function post(...args: Parameters<typeof send>): Promise<RawAnswer> {
  const outcome = await send(...args);
  if ('closedByServer' in outcome) throw new Error(`The server closed the connection without an answer (${outcome.closedByServer})`);
  return outcome;
}

/** `{"pad":[{},{},…]}` of about `bytes` bytes: the body whose objects once cost the process its heap. */
function emptyObjects(bytes: number): Buffer {
  const count = Math.floor((bytes - 10) / 3);
  return Buffer.from(`{"pad":[${Array.from({ length: count }, () => '{}').join(',')}]}`);
}

/**
 * Writes raw bytes on a new connection and answers the status and JSON body the server wrote before it closed the
 * connection (a request Node's HTTP server refuses before any route sees it).
 */
function raw(port: number, bytes: string): Promise<{ status: number; body: RawAnswer['body']; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1] ?? 0);
      try {
        resolve({ status, body: JSON.parse(rest.join('\r\n\r\n')) as RawAnswer['body'], closed: true });
      } catch {
        reject(new Error(`not an answer in JSON: ${text.slice(0, 300)}`));
      }
    });
  });
}

const TOO_LARGE = (maxBytes: number) => ({
  error: { message: `The request body is too large: this address accepts at most ${maxBytes} bytes`, code: 'PAYLOAD_TOO_LARGE', details: { maxBytes } },
});

describe('Body limits: the API process, started as `npm start` starts it (192 MB heap), survives hostile bodies', () => {
  let child: ChildProcess;
  let port: number;
  let output = '';
  const database = new URL(process.env.TEST_DATABASE_URL!);
  database.pathname = `${database.pathname}_bodies`;
  const databaseName = decodeURIComponent(database.pathname.slice(1));
  const onServer = async (sql: string) => {
    const server = new URL(database);
    server.pathname = '/postgres';
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  before(async () => {
    await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await onServer(`CREATE DATABASE "${databaseName}"`);
    port = await freePort();
    // As package.json's `start` script runs it: the same heap limit and allocator settings; workers and the inbound
    // listener run in the process too (RUN_WORKERS defaults to true), the listener on a free port of its own.
    child = spawn(process.execPath, ['--max-old-space-size=192', MAIN], {
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '1',
        MALLOC_TRIM_THRESHOLD_: '131072',
        MALLOC_MMAP_THRESHOLD_: '131072',
        PORT: String(port),
        DATABASE_URL: database.toString(),
        REDIS_URL: process.env.TEST_REDIS_URL!,
        QUEUE_PREFIX: `${process.env.TEST_QUEUE_PREFIX}_bodies`,
        SUPERADMIN_EMAIL: SUPERADMIN.email,
        SUPERADMIN_PASSWORD: SUPERADMIN.password,
        INBOUND_SMTP_PORT: String(await freePort()),
        REQUIRE_STAFF_2FA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'pipe',
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await eventually(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        return res.ok;
      },
      60000,
      200,
    ).catch((error: Error) => {
      child.kill('SIGKILL');
      throw new Error(`${error.message}\n${output}`);
    });
  });

  after(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  /** A 413 envelope, or a connection the server closed on a body it refused while it was still arriving. */
  function expectRefused(outcome: Outcome): void {
    if ('closedByServer' in outcome) return;
    expect(outcome).toEqual({ status: 413, body: TOO_LARGE(BODY_LIMITS.form.bytes) });
  }

  /** The process has not exited and still signs a person in. */
  async function stillServing(): Promise<void> {
    expect({ exitCode: child.exitCode, signal: child.signalCode, heapError: /heap out of memory/i.test(output) }).toEqual({
      exitCode: null,
      signal: null,
      heapError: false,
    });
    const login = await post(port, '/api/auth/login', Buffer.from(JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password })));
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
  }

  it('a 3.5 MB body of empty objects to POST /api/auth/login is refused as it arrives (413 in the envelope), and the process still answers', async () => {
    const body = emptyObjects(3.5 * 1024 * 1024);
    // Its Content-Length alone is enough to refuse it: the answer comes before any of the body is read.
    expect(await post(port, '/api/auth/login', body, { headersOnly: true })).toEqual({ status: 413, body: TOO_LARGE(BODY_LIMITS.form.bytes) });
    // All of it at once, as an attacker sends it: refused (the answer may be lost in the reset of the connection).
    expectRefused(await send(port, '/api/auth/login', body));
    await stillServing();
  });

  it('three 1.5 MB bodies at once, one of them chunked without a Content-Length, are each refused; the process still answers', async () => {
    const body = emptyObjects(1.5 * 1024 * 1024);
    const outcomes = await Promise.all([
      send(port, '/api/auth/login', body),
      send(port, '/api/auth/login', body),
      send(port, '/api/auth/login', body, { chunked: true }),
    ]);
    for (const outcome of outcomes) expectRefused(outcome);
    await stillServing();
  });

  it('a body within the size limit but dense with values (3 KB of [{},{},…]) is 400 before it is turned into objects', async () => {
    const answer = await post(port, '/api/auth/login', Buffer.from(`[${Array.from({ length: 1000 }, () => '{}').join(',')}]`));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('BAD_REQUEST');
    await stillServing();
  });
});

describe('Body limits per route: each route takes the bodies it is for, and no more', () => {
  let t: TestApp;
  let templatesAdmin: string;

  before(async () => {
    t = await createTestApp({}, { workers: false });
    templatesAdmin = (await createUser(t, { role: 'admin', modules: ['email_templates'] })).token;
  });
  after(async () => t?.close());

  const port = () => (t.app.getHttpServer().address() as { port: number }).port;
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  it('a legitimate large email template (90,000 characters of Devanagari HTML, 240 KB) is saved on its route; the same body is 413 on a form route', async () => {
    const html = `<p>${'गड्ढे '.repeat(15_000).trim()}</p>`;
    const body = json({ subject: 'Ticket {{ticketId}} received', html, text: 'पाणी '.repeat(9_000).trim() });
    expect(body.length).toBeGreaterThan(BODY_LIMITS.longText.bytes);
    const saved = await post(port(), '/api/admin/email-templates/support_ack?locale=mr', body, { auth: templatesAdmin, method: 'PUT' });
    expect(saved.status).toBe(200);
    expect(saved.body.html).toContain('गड्ढे गड्ढे');
    expect((saved.body.html as string).length).toBeGreaterThan(89_000);

    expect(await post(port(), '/api/auth/login', body, { headersOnly: true })).toEqual({ status: 413, body: TOO_LARGE(BODY_LIMITS.form.bytes) });
    expect(await post(port(), '/api/support/contact', body, { headersOnly: true })).toEqual({ status: 413, body: TOO_LARGE(BODY_LIMITS.longText.bytes) });
  });

  it('a body without a Content-Length (a stream of 280 KB) is counted as it arrives: 413 once past the limit', async () => {
    // A stream payload goes in without a Content-Length, so only the bytes counted as they arrive can refuse it.
    const stream = Readable.from(
      (function* () {
        for (let piece = 0; piece < 64; piece++) yield Buffer.from(`[${'"padding", '.repeat(400)}`);
      })(),
    );
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: stream });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 413, body: TOO_LARGE(BODY_LIMITS.form.bytes) });
  });

  it('a support message of 5,000 Devanagari characters sent as \\u escapes (30 KB, over the form default) is taken by POST /api/support/contact', async () => {
    const message = 'गड्ढे'.repeat(1_000);
    const escaped = JSON.stringify({ email: 'asha.naik@example.in', subject: 'Road', message }).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(escaped.length).toBeGreaterThan(BODY_LIMITS.form.bytes);
    const answer = await post(port(), '/api/support/contact', Buffer.from(escaped));
    expect(answer.status).toBe(201);
  });

  it('a body nested 10,000 deep is 400 BAD_REQUEST naming the depth bound, before it is parsed', async () => {
    expect(await post(port(), '/api/auth/login', Buffer.from('['.repeat(10_000)))).toEqual({
      status: 400,
      body: {
        error: {
          message: 'The request body is nested too deeply: at most 8 levels of objects and lists',
          code: 'BAD_REQUEST',
          details: { rule: 'depth', max: 8 },
        },
      },
    });
  });

  it('a 3 KB body of [{},{},…], within the size limit, is 400 BAD_REQUEST naming the member bound', async () => {
    const body = Buffer.from(`[${Array.from({ length: 1000 }, () => '{}').join(',')}]`);
    expect(body.length).toBeLessThan(BODY_LIMITS.form.bytes);
    expect(await post(port(), '/api/auth/login', body)).toEqual({
      status: 400,
      body: {
        error: {
          message: 'An object or list in the request body holds too many entries: at most 256',
          code: 'BAD_REQUEST',
          details: { rule: 'items', max: 256 },
        },
      },
    });
  });

  it('what the JSON parser did stays: an empty body is {} (validation answers), __proto__ is refused, malformed JSON is 400', async () => {
    const empty = await post(port(), '/api/auth/login', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error?.code).toBe('VALIDATION_FAILED');
    const poisoned = await post(port(), '/api/auth/login', Buffer.from('{"email":"a@b.in","password":"x","__proto__":{"admin":true}}'));
    const refused = {
      error: {
        message: 'The request body is not valid JSON, or holds a __proto__ or constructor.prototype key, which this API refuses',
        code: 'BAD_REQUEST',
        details: null,
      },
    };
    expect(poisoned).toEqual({ status: 400, body: refused });
    const malformed = await post(port(), '/api/auth/login', Buffer.from('{"email":'));
    expect(malformed).toEqual({ status: 400, body: refused });
  });

  it("requests Node's HTTP server refuses before routing are answered in the envelope: headers over its bound 431, bytes that are not HTTP 400", async () => {
    // An address whose query string alone passes the 16 KB Node allows for the request line and headers together.
    const longAddress = `/api/public/complaints?${Array.from({ length: 2000 }, (_, i) => `status${i}=pending`).join('&')}`;
    expect(await raw(port(), `GET ${longAddress} HTTP/1.1\r\nHost: localhost\r\n\r\n`)).toEqual({
      status: 431,
      body: {
        error: {
          message: `The request's address and headers are too large: this server accepts at most ${http.maxHeaderSize} bytes of them`,
          code: 'HEADERS_TOO_LARGE',
          details: { maxBytes: http.maxHeaderSize },
        },
      },
      closed: true,
    });
    expect(await raw(port(), 'HELLO / SMTP\r\n\r\n')).toEqual({
      status: 400,
      body: { error: { message: 'The request is not valid HTTP', code: 'BAD_REQUEST', details: null } },
      closed: true,
    });
    // The server still answers.
    expect((await fetch(`http://127.0.0.1:${port()}/api/health`)).status).toBe(200);
  });

  it('form-encoded bodies are bounded alike: over the size 413, more pairs than values 400, a plain form parsed', async () => {
    const form = { contentType: 'application/x-www-form-urlencoded' };
    expect(await post(port(), '/api/auth/login', Buffer.from(`email=${'a'.repeat(BODY_LIMITS.form.bytes)}`), { ...form, headersOnly: true })).toEqual({
      status: 413,
      body: TOO_LARGE(BODY_LIMITS.form.bytes),
    });
    const manyPairs = Buffer.from(Array.from({ length: 600 }, (_, i) => `k${i}=`).join('&'));
    expect(manyPairs.length).toBeLessThan(BODY_LIMITS.form.bytes);
    expect(await post(port(), '/api/auth/login', manyPairs, form)).toEqual({
      status: 400,
      body: { error: { message: 'The request body holds too many values: at most 512', code: 'BAD_REQUEST', details: { rule: 'values', max: 512 } } },
    });
    const plain = await post(port(), '/api/auth/login', Buffer.from('email=nobody%40example.in&password=wrong-password'), form);
    expect(plain.status).toBe(401);
  });

  it('the OpenAPI document declares the larger limits on their routes (x-body-limits)', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.paths['/api/admin/email-templates/{key}']!.put!['x-body-limits']).toEqual(BODY_LIMITS.emailTemplate);
    expect(doc.paths['/api/admin/geo-routing/import']!.post!['x-body-limits']).toEqual(BODY_LIMITS.spreadsheet);
    expect(doc.paths['/api/auth/login']!.post!['x-body-limits']).toBeUndefined();
  });
});

describe('Request timeout: a client that trickles its request is answered and let go', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1' }, { workers: false });
  });
  after(async () => t?.close());

  it('a body sent a byte a second past REQUEST_TIMEOUT_SECONDS is 408 REQUEST_TIMEOUT in the envelope and its connection closed', async () => {
    const port = (t.app.getHttpServer().address() as { port: number }).port;
    const started = Date.now();
    const answer = await new Promise<{ text: string; seconds: number }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
      });
      const trickle = setInterval(() => socket.writable && socket.write(' '), 1000);
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(trickle);
        resolve({ text, seconds: (Date.now() - started) / 1000 });
      });
    });
    expect(answer.text.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(answer.text.split('\r\n\r\n')[1])).toEqual({
      error: { message: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT', details: null },
    });
    // Within the bound and Node's check a quarter of it later, not after the 100 bytes the client promised.
    expect(answer.seconds).toBeGreaterThanOrEqual(1);
    expect(answer.seconds).toBeLessThan(3);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
