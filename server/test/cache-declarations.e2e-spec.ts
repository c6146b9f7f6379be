import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import pg from 'pg';
import { TableNotifications } from '../src/kernel/cache/table-notifications.js';
import { createTestApp, eventually, outboxDrained, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

const stamp = Date.now();
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const CATEGORY = `declared_${stamp}`;

/**
 * Every in-memory cache names the tables its answers read (TableNotifications.declarations); an answer is only as fresh
 * as the slowest of those tables to say it changed. Each declared table must notify `table_changed` when a statement
 * that changes it commits, from whichever connection; and a change of the rows behind a kept answer shows in the next
 * answer. The desk keeps no answer: a revoked response link leaves it at once in every process.
 */
describe('Cache declarations: every table a cache reads notifies its changes', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  let reporter: TestUser;
  let complaintId: string;

  before(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { workers: false });
    admin = await createUser(a, { role: 'superadmin' });
    reporter = await createUser(a, { plan: 'Advocate Plus' });
    await a
      .http()
      .post('/api/admin/categories')
      .set(admin.auth)
      .send({ key: CATEGORY, name: 'Declared roads', subcategories: ['Potholes'] })
      .expect(201);
    await a
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(admin.auth)
      .send({ scope: 'Urban', ...CANACONA_ULB, categoryKey: CATEGORY, authorityEmail: `co-${stamp}@declared.test`, authorityDesignation: 'Chief Officer' })
      .expect(201);
    // A forwarded complaint: rows in complaints, the map's read model and response links.
    complaintId = await fileComplaint(a, reporter, { category: CATEGORY, geo: CANACONA_ULB, coordinates: { ...CANACONA, source: 'manual' } });
    await a.http().patch(`/api/admin/complaints/${complaintId}/status`).set(admin.auth).send({ status: 'forwarded' }).expect(200);
    await outboxDrained(a);
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  it('declares the quota, the map and the reference caches with what they read, and keeps no desk or My Complaints answer', () => {
    const declared = new Map(
      a.app
        .get(TableNotifications)
        .declarations()
        .map((d) => [d.cache, d.reads]),
    );
    expect(declared.get('complaints quota')).toEqual(['complaints']);
    expect(declared.get('public map')).toEqual(expect.arrayContaining(['complaints', 'complaint_map_cells']));
    for (const reference of ['categories', 'plans', 'routing_contacts', 'email_templates']) expect(declared.has(reference)).toBe(true);
    expect(declared.get('session accounts')).toEqual(['users', 'revoked_sessions']);
    expect(declared.has('desk pages')).toBe(false);
    expect(declared.has('My Complaints')).toBe(false);
  });

  it('each declared table notifies table_changed when a change to it commits', async () => {
    const tables = [
      ...new Set(
        a.app
          .get(TableNotifications)
          .declarations()
          .flatMap((d) => d.reads),
      ),
    ].sort();
    expect(tables).toEqual(expect.arrayContaining(['complaints', 'complaint_map_cells', 'categories', 'users', 'revoked_sessions']));

    const listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const writer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await listener.connect();
    await writer.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('LISTEN table_changed');
    try {
      const silent: string[] = [];
      for (const table of tables) {
        const id = writer.escapeIdentifier(table);
        const [{ column }] = (
          await writer.query<{ column: string }>(
            `SELECT column_name AS column FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position LIMIT 1`,
            [table],
          )
        ).rows;
        const col = writer.escapeIdentifier(column);
        heard.length = 0;
        // A change that changes nothing still commits a statement on one real row (or on none when the table is empty,
        // which a statement trigger hears too).
        await writer.query(`UPDATE ${id} SET ${col} = ${col} WHERE ctid IN (SELECT ctid FROM ${id} LIMIT 1)`);
        const named = await eventually(async () => heard.find((p) => p === table || p.startsWith(`${table}:`)) ?? null, 3000).catch(() => null);
        if (!named) silent.push(table);
      }
      expect(silent).toEqual([]);
    } finally {
      await listener.end();
      await writer.end();
    }
  });

  it('a revoked response link shows on the desk of both processes at once', async () => {
    type DeskPage = { items: { id: string; responseLinks: { live: boolean }[] }[] };
    const linksOnDesk = async (app: TestApp) =>
      ((await app.http().get('/api/admin/complaints?page=1&status=forwarded').set(admin.auth).expect(200)).body as DeskPage).items.find(
        (c) => c.id === complaintId,
      )?.responseLinks ?? [];
    // Both processes keep the page with the live link.
    const before_ = await linksOnDesk(a);
    expect(before_.length).toBeGreaterThan(0);
    expect(before_.every((link) => link.live)).toBe(true);
    expect((await linksOnDesk(b)).every((link) => link.live)).toBe(true);

    const revoked = await a.http().delete(`/api/admin/complaints/${complaintId}/response-links`).set(admin.auth).expect(200);
    expect(revoked.body.revoked).toBe(before_.length);
    expect((await linksOnDesk(a)).map((link) => link.live)).toEqual(before_.map(() => false));
    expect((await linksOnDesk(b)).map((link) => link.live)).toEqual(before_.map(() => false));
  });
});
