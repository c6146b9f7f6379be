import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { TableNotifications } from '../../src/kernel/cache/table-notifications.js';
import { loadConfig, type AppConfig } from '../../src/kernel/config/app-config.js';

export const SUPERADMIN = { email: 'root@test.goa-civic.local', password: 'superadmin-secret' };

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/** Boots the real application against the run's database and Redis (no mocks). */
export async function createTestApp(env: Record<string, string> = {}, options: { workers?: boolean; serveClient?: boolean } = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    REDIS_URL: process.env.TEST_REDIS_URL,
    QUEUE_PREFIX: process.env.TEST_QUEUE_PREFIX,
    OUTBOX_POLL_MS: '100',
    LOG_LEVEL: 'error',
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    PUBLIC_URL: 'http://localhost:3999',
    RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    // Off unless a test needs the inbound SMTP listener (it passes a free port): app instances never compete for 2525.
    INBOUND_SMTP_PORT: '0',
    // Test users get tokens without signing in (identity-fixtures.ts), so staff have no authenticator: the suites
    // about other contexts run with staff two-factor off; two-factor.e2e-spec.ts turns it on (docs/adr/0116).
    REQUIRE_STAFF_2FA: 'false',
    ...env,
  });
  const app = await createApp(config, { serveClient: options.serveClient ?? false, workers: options.workers ?? true });
  await app.listen(0, '127.0.0.1');
  return {
    app,
    config,
    http: () => request(app.getHttpServer()),
    close: () => app.close(),
  };
}

/**
 * Waits until the app's caches have heard of every change committed so far (TableNotifications): those of rarely
 * changed tables (categories, plans, routing contacts, users, email templates) and the answers of the hottest complaint
 * reads (My Complaints, the quota, the desk, the map: ComplaintAnswerCaches). A test that writes such a table with raw
 * SQL, behind the product's commands, calls it before the next request: the product hears of such a write by a
 * database notification, a few milliseconds after the commit.
 */
export async function cachesSettled(t: { app: Pick<TestApp['app'], 'get'> }): Promise<void> {
  await t.app.get(TableNotifications).sync();
}

/** Polls until `check` returns a truthy value or the timeout passes. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 15000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Waits until every event committed so far has been published and every reaction to it has run (each outbox row up to
 * the newest one has `done_at`), including the events those reactions raised in turn. A test that asserts that
 * something did NOT happen (no second email, no audit entry) calls it first: once the outbox is drained, whatever the
 * product would have done has been done, so the absence is proven without guessing a delay.
 */
export async function outboxDrained(t: { app: Pick<TestApp['app'], 'get'> }, timeoutMs = 15000): Promise<void> {
  const ds = t.app.get(DataSource);
  const newest = async (): Promise<string> => (await ds.query('SELECT coalesce(max(seq), 0)::text AS seq FROM outbox'))[0].seq;
  for (let seq = await newest(); ;) {
    await eventually(async () => (await ds.query('SELECT 1 FROM outbox WHERE seq <= $1 AND done_at IS NULL LIMIT 1', [seq])).length === 0, timeoutMs, 50);
    const after = await newest();
    if (after === seq) return;
    seq = after;
  }
}

/** A TCP port free on 127.0.0.1 right now (for a throw-away Redis, SMTP or app process). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
