import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { ADVOCATE_PLAN_NAME } from '@civic/contracts';
import { QueueRegistry } from '../src/kernel/events/queue-registry.service.js';
import { cachesSettled, createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line of the Prometheus text (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  let citizen: TestUser;
  let superadmin: TestUser;

  const scrape = async () => (await t.http().get('/metrics').expect(200)).text;

  before(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, OPEN311_RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'loopback' }, { workers: false });
    citizen = await createUser(t, { plan: ADVOCATE_PLAN_NAME });
    superadmin = await createUser(t, { role: 'superadmin' });
    await cachesSettled(t);
  });
  after(async () => {
    await t.close();
  });

  it('serves the Prometheus text with the default process metrics to loopback without a token', async () => {
    const res = await t.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers 404 to a remote caller without the token, 200 with it', async () => {
    // A reverse proxy on this machine forwarding a remote client (TRUST_PROXY=loopback): Fastify takes its address.
    const remote = await t.http().get('/metrics').set('X-Forwarded-For', '203.0.113.7').expect(404);
    expect(remote.body).toEqual({ error: { message: 'Not found', code: 'NOT_FOUND', details: null } });
    await t.http().get('/metrics').set('X-Forwarded-For', '203.0.113.7').set('Authorization', 'Bearer wrong-token-0123456789').expect(404);
    const allowed = await t.http().get('/metrics').set('X-Forwarded-For', '203.0.113.7').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(allowed.text).toContain('complaints_filed_total');
    // A connection from another machine's address, without a proxy in between.
    const fastify = t.app.getHttpAdapter().getInstance();
    const direct = await fastify.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.20' });
    expect(direct.statusCode).toBe(404);
    const directWithToken = await fastify.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '198.51.100.20',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(directWithToken.statusCode).toBe(200);
  });

  it('refuses without the token a loopback request that carries X-Real-IP, X-Forwarded-For or Forwarded naming a remote client', async () => {
    // Every request here connects from loopback, as a reverse proxy on this machine does.
    for (const [header, value] of [
      ['X-Real-IP', '203.0.113.7'],
      ['X-Forwarded-For', '203.0.113.7'],
      ['Forwarded', 'for=203.0.113.7;proto=https'],
      ['Forwarded', 'for=unknown'],
    ]) {
      const refused = await t.http().get('/metrics').set(header, value).expect(404);
      expect(refused.body.error.code).toBe('NOT_FOUND');
      await t.http().get('/metrics').set(header, value).set('Authorization', `Bearer ${TOKEN}`).expect(200);
    }
    // The trusted proxy (TRUST_PROXY=loopback) forwarding a caller on this machine: local (with no proxy trusted, any
    // forwarding header refuses: metrics-route.spec.ts).
    await t.http().get('/metrics').set('X-Real-IP', '127.0.0.1').expect(200);
  });

  it('counts a filing through the portal and through Open311 by channel', async () => {
    const before = await scrape();
    const web = sample(before, 'complaints_filed_total', { channel: 'web' }) ?? 0;
    const open311 = sample(before, 'complaints_filed_total', { channel: 'open311' }) ?? 0;

    await fileComplaint(t, citizen);
    const key = await t.http().post('/api/admin/integrations/keys').set(superadmin.auth).send({ name: 'Metrics test' }).expect(201);
    await t
      .http()
      .post('/open311/v2/requests.json')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(
        new URLSearchParams({
          api_key: key.body.key,
          service_code: 'roads-potholes',
          lat: '15.498912',
          long: '73.827834',
          email: citizen.email,
          description: 'Deep pothole near the market',
        }).toString(),
      )
      .expect(201);

    const after = await scrape();
    expect(sample(after, 'complaints_filed_total', { channel: 'web' })).toBe(web + 1);
    expect(sample(after, 'complaints_filed_total', { channel: 'open311' })).toBe(open311 + 1);
  });

  it('records a request in the histogram under its route template, method and status', async () => {
    const labels = { method: 'GET', route: '/api/admin/complaints/:id', status: '404' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    await t.http().get('/api/admin/complaints/GOA-2026-999999').set(superadmin.auth).expect(404);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1);
  });

  it('reads the outbox and the queues at scrape time', async () => {
    const ds = t.app.get(DataSource);
    // This app runs no relay: the filings' events wait in the outbox, unpublished.
    const [row] = (await ds.query('SELECT count(*)::int AS n FROM outbox WHERE done_at IS NULL AND published_at IS NULL')) as { n: number }[];
    expect(row.n).toBeGreaterThan(0);
    const text = await scrape();
    expect(sample(text, 'outbox_unpublished_events')).toBe(row.n);
    expect(sample(text, 'outbox_oldest_unpublished_seconds')).toBeGreaterThan(0);

    const queue = t.app.get(QueueRegistry).get('audit');
    const job = await queue.add('metrics-probe', {}, { delay: 60_000 });
    try {
      const delayed = sample(await scrape(), 'queue_jobs', { queue: 'audit', state: 'delayed' });
      expect(delayed).toBe((await queue.getJobCounts()).delayed);
      expect(delayed).toBeGreaterThanOrEqual(1);
      for (const state of ['waiting', 'active', 'failed']) expect(sample(text, 'queue_jobs', { queue: 'notifications', state })).toBeDefined();
    } finally {
      await job.remove();
    }
  });
});
