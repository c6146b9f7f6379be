import { createServer, connect, type Server, type Socket } from 'node:net';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import pg from 'pg';
import { DataSource, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { TableNotifications } from '../src/kernel/cache/table-notifications.js';
import { ErrorEnvelopeFilter } from '../src/kernel/errors/error-envelope.filter.js';
import { createUser as createComplaintsUser, fileComplaint } from './complaints-fixtures.js';
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

describe('A connection terminated in the middle of a request or a transaction: 503 with Retry-After, and the process stays up', () => {
  let t: TestApp;
  /** Another session on this run's own database, which terminates the app's backends (never another database's). */
  let other: pg.Client;

  /** The pids of this database's backends, other than `other`'s, that match `where` (SQL over pg_stat_activity). */
  async function backends(where: string): Promise<number[]> {
    const rows = await other.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${where}`);
    return rows.rows.map((r: { pid: number }) => r.pid);
  }

  before(async () => {
    t = await createTestApp({}, { workers: false });
    other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'outage test' });
    other.on('error', () => undefined);
    await other.connect();
  });
  after(async () => {
    await other.end();
    await t.close();
  });

  it("a status change whose backend is terminated (pg_terminate_backend, 57P01) while it waits for the complaint's row answers 503, changes nothing, and succeeds when sent again", async () => {
    const reporter = await createComplaintsUser(t, { role: 'user' });
    const admin = await createComplaintsUser(t, { role: 'superadmin' });
    const id = await fileComplaint(t, reporter);
    await other.query('BEGIN');
    await other.query('SELECT 1 FROM complaints WHERE public_id = $1 FOR UPDATE', [id]);
    const change = { status: 'in_progress', message: 'A crew visits on Monday.' };
    const answer = t
      .http()
      .patch(`/api/admin/complaints/${id}/status`)
      .set(admin.auth)
      .send(change)
      .then((res) => res);
    const [waiting] = await eventually(async () => {
      const pids = await backends("wait_event_type = 'Lock'");
      return pids.length === 1 ? pids : null;
    });
    await other.query('SELECT pg_terminate_backend($1)', [waiting]);
    const res = await answer;
    await other.query('ROLLBACK');
    expect({ status: res.status, code: res.body?.error?.code, retryAfter: res.headers['retry-after'] }).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: expect.stringMatching(/^\d+$/),
    });

    const after = await t.http().get(`/api/admin/complaints/${id}`).set(admin.auth).expect(200);
    expect(after.body.status).toBe('pending');
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send(change).expect(200);
  });

  it('a transaction whose connection is terminated between two statements fails with errors answered 503 (not 500), and the released connection keeps a listener for its late errors', async () => {
    const ds = t.app.get(DataSource);
    let connection: pg.ClientBase | undefined;
    const failures: unknown[] = [];
    await ds
      .transaction(async (manager) => {
        const runner = manager.queryRunner!;
        connection = (await runner.connect()) as pg.ClientBase;
        const [{ pid }] = (await manager.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
        await other.query('SELECT pg_terminate_backend($1)', [pid]);
        // The connection is idle in the transaction: it hears 57P01 as an `error` event, and TypeORM releases the runner.
        await eventually(async () => runner.isReleased, 10_000, 10);
        // The next statement, through the manager (as raw queries run) and through the runner (as a repository's save runs).
        await manager.query('SELECT 1').catch((error: unknown) => failures.push(error));
        await runner.query('SELECT 1').catch((error: unknown) => failures.push(error));
        throw failures[0];
      })
      .catch((error: unknown) => failures.push(error));
    expect(failures.map((f) => (f as Error).constructor)).toEqual([
      QueryRunnerProviderAlreadyReleasedError,
      QueryRunnerAlreadyReleasedError,
      QueryRunnerProviderAlreadyReleasedError,
    ]);
    const filter = new ErrorEnvelopeFilter();
    for (const failure of failures) {
      const { status, body } = filter.toEnvelope(failure);
      expect({ status, code: body.error.code }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    }

    // TypeORM removed its own listener and pg-pool ended the connection; the listeners that stay (the one every pool
    // connection gets when it is made, and pg-pool's own) take an error it emits now (its socket failing while it
    // closes), which would otherwise end the process.
    expect(connection!.listenerCount('error')).toBeGreaterThanOrEqual(1);
    expect(() => connection!.emit('error', new Error('a late error of a released connection'))).not.toThrow();
    await t.http().get('/api/health').expect(200);
  });

  it("the caches' LISTEN connection, terminated, is made again and hears changes again", async () => {
    const notifications = t.app.get(TableNotifications);
    const heard = () =>
      Promise.race([notifications.sync().then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref())]);
    expect(await heard()).toBe(true);
    const listening = "application_name = 'goa-civic-portal cache'";
    const [first] = await backends(listening);
    expect(first).toBeGreaterThan(0);
    await other.query('SELECT pg_terminate_backend($1)', [first]);
    await eventually(async () => {
      const pids = await backends(listening);
      return pids.length === 1 && pids[0] !== first;
    }, 15_000);
    await eventually(heard, 15_000);
    await t.http().get('/api/health').expect(200);
  });
});
