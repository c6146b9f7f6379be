import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DEFAULT_CATEGORIES, DEFAULT_PLANS } from '@civic/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, SUPERADMIN, type TestApp, cachesSettled } from './helpers/test-app.js';

describe('Foundation: health, error envelope, seeds', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('GET /api/health reports PostgreSQL, Redis, queue depths and the outbox as healthy', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: true, redis: true });
    expect(Object.keys(res.body.queues).sort()).toEqual(['audit', 'documents', 'notifications', 'projections']);
    expect(res.body.queues.notifications).toEqual(expect.objectContaining({ waiting: expect.any(Number), failed: expect.any(Number) }));
    expect(res.body).toHaveProperty('outboxOldestUnsentAgeSeconds');
  });

  it('sends helmet security headers', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('an unknown route under /api gives 404 NOT_FOUND in the error envelope', async () => {
    const res = await t.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ error: { message: 'No route GET /api/no-such-thing', code: 'NOT_FOUND', details: null } });
  });

  it('malformed JSON gives 400 with the envelope and no stack', async () => {
    const res = await t.http().post('/api/health').set('content-type', 'application/json').send('{"oops":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js:\d+/);
  });

  it("a body no parser takes is 415, a form over the route's 16 KB is 413, both in the envelope (Fastify body errors)", async () => {
    const unsupported = await t.http().post('/api/auth/login').set('content-type', 'text/csv').send('email,password\na@b.c,x').expect(415);
    expect(unsupported.body).toEqual({
      error: { message: 'The request body has a content type this API does not accept', code: 'UNSUPPORTED_MEDIA_TYPE', details: null },
    });
    const form = `email=${'a'.repeat(16 * 1024)}`;
    const tooLarge = await t.http().post('/api/auth/login').set('content-type', 'application/x-www-form-urlencoded').send(form).expect(413);
    expect(tooLarge.body).toEqual({
      error: { message: 'The request body is too large: this address accepts at most 16384 bytes', code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 16384 } },
    });
  });

  it('serves the Swagger document with operation ids named after the controller methods', async () => {
    const res = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(res.body.paths['/api/health'].get.operationId).toBe('getHealth');
  });

  it('seeds the Goa geography, the eight categories, the three plans and one superadmin', async () => {
    const ds = t.app.get(DataSource);
    const count = async (table: string) => Number((await ds.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
    expect(await count('districts')).toBe(2);
    expect(await count('subdistricts')).toBe(12);
    expect(await count('villages')).toBe(397);
    expect(await count('ulbs')).toBe(14);
    // API test files share one database: count the seeded rows by their keys and names.
    const defaultKeys = DEFAULT_CATEGORIES.map((c) => c.key);
    expect((await ds.query('SELECT count(*)::int AS n FROM categories WHERE key = ANY($1)', [defaultKeys]))[0].n).toBe(8);
    expect((await ds.query('SELECT count(*)::int AS n FROM plans WHERE name = ANY($1)', [DEFAULT_PLANS.map((p) => p.name)]))[0].n).toBe(3);
    const supers = await ds.query("SELECT email FROM users WHERE role = 'superadmin' AND email = $1", [SUPERADMIN.email]);
    expect(supers).toEqual([{ email: SUPERADMIN.email }]);
    const panaji = await ds.query('SELECT name, district_code FROM ulbs WHERE code = 252071');
    expect(panaji).toEqual([{ name: 'City Corporation Panaji', district_code: 551 }]);
  });

  it('a second start seeds nothing twice', async () => {
    const ds = t.app.get(DataSource);
    await ds.query("UPDATE categories SET name = 'Roads (edited by admin)' WHERE key = 'roads'");
    await ds.query("DELETE FROM plans WHERE name = 'Advocate Plus'");
    await cachesSettled(t);
    const second = await createTestApp({ SUPERADMIN_EMAIL: 'other@test.goa-civic.local' }, { workers: false });
    try {
      const ds2 = second.app.get(DataSource);
      expect((await ds2.query('SELECT count(*)::int AS n FROM villages'))[0].n).toBe(397);
      expect((await ds2.query("SELECT name FROM categories WHERE key = 'roads'"))[0].name).toBe('Roads (edited by admin)');
      expect((await ds2.query("SELECT count(*)::int AS n FROM plans WHERE name = 'Advocate Plus'"))[0].n).toBe(0);
      expect((await ds2.query("SELECT count(*)::int AS n FROM users WHERE email = 'other@test.goa-civic.local'"))[0].n).toBe(0);
      expect((await ds2.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [SUPERADMIN.email]))[0].n).toBe(1);
    } finally {
      await second.close();
      // Other test files share this database: put the seeded rows back as they were.
      await ds.query("UPDATE categories SET name = 'Roads & Potholes' WHERE key = 'roads'");
      await cachesSettled(t);
      const advocate = DEFAULT_PLANS.find((p) => p.name === 'Advocate Plus')!;
      await ds.query(
        `INSERT INTO plans (name, description, amount, currency, gst_rate, color, popular, enabled, "order", allow_one_time, allow_recurring, features, limitations, complaint_limit, photo_limit)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) ON CONFLICT DO NOTHING`,
        [
          advocate.name,
          advocate.description,
          advocate.amount,
          advocate.currency,
          advocate.gstRate,
          advocate.color,
          advocate.popular,
          advocate.enabled,
          advocate.order,
          advocate.allowOneTime,
          advocate.allowRecurring,
          advocate.features,
          advocate.limitations,
          advocate.complaintLimit,
          advocate.photoLimit,
        ],
      );
    }
  });
});
