import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { Redis } from 'ioredis';
import { RedisThrottlerStorage } from '../src/kernel/http/redis-throttler.storage.js';
import { loadConfig, trustProxySetting } from '../src/kernel/config/app-config.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';

/** Counters of this file live under their own Redis prefix (still cleaned up with the run's prefix). */
const PREFIX = `${process.env.TEST_QUEUE_PREFIX}_ratelimit`;
const LIMIT = 3;

describe('Rate limits (@RateLimited: RATE_LIMIT_PER_MINUTE per 60 s per IP, shared in Redis; citizen spec section 8)', () => {
  let a: TestApp;
  let b: TestApp;

  before(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), QUEUE_PREFIX: PREFIX, TRUST_PROXY: 'loopback' };
    a = await createTestApp(env, { workers: false });
    b = await createTestApp(env, { workers: false });
  });
  after(async () => {
    await a.close();
    await b.close();
  });

  // A new email each time: the per-account sign-in delays (LoginDelays) are tested on their own below.
  let attempt = 0;
  const login = (t: TestApp, ip: string) =>
    t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email: `nobody-${(attempt += 1)}@test.goa-civic.local`, password: 'x-y-z-w' });

  it('the request after the limit gets 429 RATE_LIMITED with Retry-After in seconds', async () => {
    for (let i = 1; i <= LIMIT; i += 1) {
      const res = await login(a, '203.0.113.10').expect(401);
      expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i));
    }
    const limited = await login(a, '203.0.113.10').expect(429);
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many requests. Please slow down and try again.', details: null } });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts per client IP and per route; routes without @RateLimited are not limited', async () => {
    await login(a, '203.0.113.11').expect(401);
    const other = await a.http().post('/api/auth/forgot-password').set('X-Forwarded-For', '203.0.113.10').send({ email: 'nobody@test.goa-civic.local' });
    expect(other.status).toBe(200);
    for (let i = 0; i < LIMIT + 3; i += 1) await a.http().get('/api/auth/config').set('X-Forwarded-For', '203.0.113.10').expect(200);
  });

  it('every API process shares the counters through Redis', async () => {
    await login(b, '203.0.113.10').expect(429);
    await login(a, '203.0.113.12').expect(401);
    await login(b, '203.0.113.12').expect(401);
    await login(a, '203.0.113.12').expect(401);
    await login(b, '203.0.113.12').expect(429);
  });

  it('signup, forgot-password, request-verification and reset-password are limited too', async () => {
    for (const path of ['/api/auth/signup', '/api/auth/forgot-password', '/api/auth/request-verification', '/api/auth/reset-password']) {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) statuses.push((await a.http().post(path).set('X-Forwarded-For', '198.51.100.7').send({})).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
    }
  });

  it('the open data downloads are limited per address too (a whole download costs seconds of CPU)', async () => {
    for (const path of ['/api/public/complaints.csv', '/api/public/complaints.geojson']) {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) statuses.push((await a.http().get(path).set('X-Forwarded-For', '198.51.100.9')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('without TRUST_PROXY no proxy is trusted: a rotating X-Forwarded-For does not get past the limit', async () => {
    const c = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT), QUEUE_PREFIX: `${PREFIX}_noproxy` }, { workers: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        statuses.push(
          (
            await c
              .http()
              .post('/api/auth/forgot-password')
              .set('X-Forwarded-For', `192.0.2.${i + 1}`)
              .send({})
          ).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await c.close();
    }
  });

  it('a hop count or a list of addresses and CIDR ranges is accepted; anything else stops start-up', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('10.0.0.0/8, 192.168.1.10,::1/128,loopback')).toEqual(['10.0.0.0/8', '192.168.1.10', '::1/128', 'loopback']);
    expect(() => trustProxySetting('10.0.0/8')).toThrow("TRUST_PROXY: '10.0.0/8' is not an address or CIDR range");
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('the Redis storage follows @nestjs/throttler 6.7: ms in, whole seconds out, blocked for the block duration', async () => {
    const storage = new RedisThrottlerStorage(process.env.TEST_REDIS_URL!, `${PREFIX}_storage`);
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const key = `unit-${Date.now()}`;
      const first = await storage.increment(key, 2000, 2, 5000, 'default');
      expect(first).toEqual({ totalHits: 1, timeToExpire: 2, isBlocked: false, timeToBlockExpire: 0 });
      await storage.increment(key, 2000, 2, 5000, 'default');
      const third = await storage.increment(key, 2000, 2, 5000, 'default');
      expect(third).toMatchObject({ totalHits: 3, isBlocked: true, timeToBlockExpire: 5 });
      // The window ends when Redis expires its hit counter (2 s after the first hit): wait for that, not for a guess.
      await eventually(async () => (await redis.exists(`${PREFIX}_storage:throttle:default:${key}:hits`)) === 0, 5000, 50);
      const afterWindow = await storage.increment(key, 2000, 2, 5000, 'default');
      expect(afterWindow).toMatchObject({ totalHits: 1, isBlocked: true });
      expect(afterWindow.timeToBlockExpire).toBeGreaterThanOrEqual(2);
    } finally {
      await redis.quit();
      await storage.onApplicationShutdown();
    }
  });

  it('lets requests through when Redis does not answer (fail open, logged)', async () => {
    const storage = new RedisThrottlerStorage('redis://127.0.0.1:1', `${PREFIX}_down`);
    try {
      const started = Date.now();
      const record = await storage.increment('k', 60000, 1, 60000, 'default');
      expect(record).toEqual({ totalHits: 0, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await storage.onApplicationShutdown();
    }
  });
});
