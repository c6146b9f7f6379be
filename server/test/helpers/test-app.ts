import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
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
 * Waits until the app's caches of rarely changed tables (categories, plans, routing contacts, users, email templates:
 * TableNotifications) have heard of every change committed so far. A test that writes such a table with raw SQL, behind
 * the product's commands, calls it before the next request: the product hears of such a write by a database
 * notification, a few milliseconds after the commit.
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
