import { createServer, connect, type Server, type Socket } from 'node:net';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser } from './identity-fixtures.js';

/**
 * A loopback TCP proxy in front of the run's PostgreSQL: the app under test reaches its database only through it, so
 * that closing it (and cutting the connections in flight) is a database outage for that app alone. The machine's
 * PostgreSQL keeps running for everything else.
 */
class DatabaseProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens again on the same port (a no-op while open). */
  async open(): Promise<void> {
    if (this.server) return;
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Stops listening (new connections are refused) and cuts every open connection. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('Outage: while PostgreSQL is out of reach, signed-in requests answer 503 with Retry-After, never 401 or 500', () => {
  let t: TestApp;
  let proxy: DatabaseProxy;

  before(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    proxy = new DatabaseProxy(url.hostname, Number(url.port || 5432));
    await proxy.open();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    t = await createTestApp({ DATABASE_URL: url.toString() }, { workers: false });
  });
  after(async () => {
    await proxy.open();
    await t.close();
    await proxy.cut();
  });

  it('signs in while the database is up, answers 503 SERVICE_UNAVAILABLE with Retry-After during the outage, and 200 after', async () => {
    const citizen = await createUser(t, { role: 'user' });
    const admin = await createUser(t, { role: 'superadmin' });
    // Signed in and served while the database is up (the admin's account is now in the session cache).
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${admin.token}`).expect(200);
    const fresh = await createUser(t, { role: 'user' });

    await proxy.cut();
    const answers: { who: string; path: string; status: number; code?: string; retryAfter?: string }[] = [];
    for (const [who, token] of [
      ['citizen', citizen.token],
      ['fresh', fresh.token],
      ['admin', admin.token],
    ] as const) {
      for (const path of ['/api/auth/me', '/api/complaints', '/api/subscriptions/my']) {
        const res = await t.http().get(path).set('Authorization', `Bearer ${token}`);
        answers.push({ who, path, status: res.status, code: res.body?.error?.code, retryAfter: res.headers['retry-after'] });
      }
    }
    const adminMe = await t.http().get('/api/admin/users').set('Authorization', `Bearer ${admin.token}`);
    answers.push({
      who: 'admin',
      path: '/api/admin/users',
      status: adminMe.status,
      code: adminMe.body?.error?.code,
      retryAfter: adminMe.headers['retry-after'],
    });

    // Open311's list and filter paths answer the same 503, as the specification's errors document.
    for (const path of ['/open311/v2/requests.json?status=open', '/open311/v2/requests.xml?service_code=roads', '/open311/v2/requests/GCP-000001.json']) {
      const res = await t.http().get(path);
      answers.push({
        who: 'open311',
        path,
        status: res.status,
        code: res.status === 503 ? 'SERVICE_UNAVAILABLE' : String(res.status),
        retryAfter: res.headers['retry-after'],
      });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      if (path.includes('.xml')) expect(res.text).toContain('<code>503</code>');
      else expect(res.body).toEqual([{ code: 503, description: 'The service is briefly unavailable. Please try again in a few seconds.' }]);
    }

    // Never 401 (that would sign everybody out) and never 500; a cache miss of the session account is a 503.
    expect(answers.filter((a) => a.status === 401 || (a.status >= 500 && a.status !== 503))).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(answers.find((a) => a.who === 'fresh' && a.path === '/api/auth/me')).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: expect.stringMatching(/^\d+$/),
    });
    for (const a of unavailable) expect(a).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) });

    // The database is back: the same sessions work again, none was ended.
    await proxy.open();
    for (const token of [citizen.token, fresh.token, admin.token]) {
      await eventually(async () => (await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status === 200, 20000, 200);
    }
  });
});
