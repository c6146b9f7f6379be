import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { TableChanges } from '../src/kernel/cache/table-changes.service.js';
import { Clock } from '../src/kernel/clock/clock.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * My Complaints and the desk's newest-first pages are kept in memory under revisions the database bumps in the same
 * transaction as every change to a complaint or its escalation steps (issue 14; migration 1763802330000,
 * RevisionCache). A change made outside this API process (raw SQL here, as psql or another process would) shows on
 * the next read; a change that bumps no revision (triggers off for one transaction) does not, which proves the pages
 * are served from memory at all.
 */
describe('My Complaints and the desk kept under revisions (issue 14)', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let desk: TestUser;

  const file = (reporter: TestUser, title: string) => fileComplaint(t, reporter, { title });

  /** Runs one statement in a transaction whose triggers do not fire: no revision moves. */
  async function behindTheTriggers(sql: string, params: unknown[]): Promise<void> {
    await ds.transaction(async (m) => {
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(sql, params);
    });
  }

  const retitleBehindTheTriggers = (publicId: string, title: string) =>
    behindTheTriggers('UPDATE complaints SET title = $2 WHERE public_id = $1', [publicId, title]);

  async function myTitles(reporter: TestUser): Promise<string[]> {
    const res = await t.http().get('/api/complaints').set(reporter.auth).expect(200);
    return (res.body.items as { title: string }[]).map((c) => c.title);
  }

  /** The desk's first page of pending complaints, as id → title. */
  async function deskPage(): Promise<Map<string, { title: string; steps: number }>> {
    const res = await t.http().get('/api/admin/complaints?status=pending&page=1&limit=50').set(desk.auth).expect(200);
    return new Map(
      (res.body.items as { id: string; title: string; escalation: { steps: unknown[] } }[]).map((c) => [
        c.id,
        { title: c.title, steps: c.escalation.steps.length },
      ]),
    );
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-read-cache-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
    desk = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows a change to the reporter's complaints or their steps at once, wherever it was made", async () => {
    const citizen = await createUser(t, { plan: 'Premium Citizen' });
    const first = await file(citizen, 'Pothole near the market');
    expect(await myTitles(citizen)).toEqual(['Pothole near the market']);

    // Kept: a change no trigger saw is not read again.
    await retitleBehindTheTriggers(first, 'Changed behind the triggers');
    expect(await myTitles(citizen)).toEqual(['Pothole near the market']);

    // An update in any column bumps the reporter's revision, from any connection.
    await ds.query('UPDATE complaints SET title = $2 WHERE public_id = $1', [first, 'Pothole near the fish market']);
    expect(await myTitles(citizen)).toEqual(['Pothole near the fish market']);

    // A new complaint, then an escalation step written by another connection, then its removal.
    await file(citizen, 'Second pothole');
    expect(await myTitles(citizen)).toEqual(['Second pothole', 'Pothole near the fish market']);
    const [{ id: complaintId }] = (await ds.query('SELECT id FROM complaints WHERE public_id = $1', [first])) as { id: string }[];
    const stepId = randomUUID();
    await ds.query(`INSERT INTO complaint_escalation_steps (id, complaint_id, level, kind, at, days_overdue) VALUES ($1, $2, 0, 'reminder', now(), 3)`, [
      stepId,
      complaintId,
    ]);
    const withStep = await t.http().get('/api/complaints').set(citizen.auth).expect(200);
    const stepsOf = (body: { items: { id: string; escalation: { steps: unknown[] } }[] }) => body.items.find((c) => c.id === first)!.escalation.steps.length;
    expect(stepsOf(withStep.body)).toBe(1);
    await ds.query('DELETE FROM complaint_escalation_steps WHERE id = $1', [stepId]);
    expect(stepsOf((await t.http().get('/api/complaints').set(citizen.auth).expect(200)).body)).toBe(0);

    // A deletion.
    await ds.query('DELETE FROM complaints WHERE public_id = $1', [first]);
    expect(await myTitles(citizen)).toEqual(['Second pothole']);

    // Another reporter's change leaves this list kept.
    const other = await createUser(t, { plan: 'Premium Citizen' });
    await file(other, 'Someone else');
    const [second] = (await ds.query('SELECT public_id FROM complaints WHERE reporter_id = $1', [citizen.id])) as { public_id: string }[];
    await retitleBehindTheTriggers(second.public_id, 'Changed behind the triggers');
    expect(await myTitles(citizen)).toEqual(['Second pothole']);
  });

  it('serves the kept answer with its ETag, and reads again when a category is renamed or the time moves the overdue days', async () => {
    const citizen = await createUser(t, { plan: 'Premium Citizen' });
    const id = await file(citizen, 'Kept answer');
    const first = await t.http().get('/api/complaints').set(citizen.auth).expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9+/=]+"$/);
    expect(first.body.items[0]).toMatchObject({ id, categoryName: 'Roads & Potholes', overdueDays: 0 });
    await t.http().get('/api/complaints').set(citizen.auth).set('If-None-Match', first.headers.etag).expect(304);

    // A category renamed by any connection: the names come from the new list at once.
    const tables = t.app.get(TableChanges);
    try {
      await ds.query(`UPDATE categories SET name = 'Roads and Potholes' WHERE key = 'roads'`);
      await tables.sync();
      const renamed = await t.http().get('/api/complaints').set(citizen.auth).expect(200);
      expect(renamed.body.items[0].categoryName).toBe('Roads and Potholes');
      expect(renamed.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await ds.query(`UPDATE categories SET name = 'Roads & Potholes' WHERE key = 'roads'`);
      await tables.sync();
    }

    // Forwarded, due yesterday (India time): one day overdue; the clock passes the next India midnight with no change
    // in the database, and the same complaint is two days overdue.
    const clock = t.app.get(Clock);
    const realNow = clock.now;
    try {
      const now = new Date('2026-12-24T03:30:00Z'); // 09:00 in India
      clock.now = () => now;
      await ds.query(`UPDATE complaints SET status = 'in_progress', due_at = '2026-12-22T18:29:59.999Z' WHERE public_id = $1`, [id]);
      const overdue = async () => ((await t.http().get('/api/complaints').set(citizen.auth).expect(200)).body.items[0] as { overdueDays: number }).overdueDays;
      expect(await overdue()).toBe(2);
      clock.now = () => new Date('2026-12-24T18:29:59.000Z');
      expect(await overdue()).toBe(2);
      clock.now = () => new Date('2026-12-24T18:30:00.000Z'); // midnight in India
      expect(await overdue()).toBe(3);
    } finally {
      clock.now = realNow;
    }
  });

  it("counts the month's complaints of the quota again only after a change to the reporter's complaints", async () => {
    const citizen = await createUser(t, { plan: 'Premium Citizen' });
    const used = async () => (await t.http().get('/api/usage/complaints-quota').set(citizen.auth).expect(200)).body.used as number;
    expect(await used()).toBe(0);
    const first = await file(citizen, 'Quota one');
    await file(citizen, 'Quota two');
    expect(await used()).toBe(2);

    // Moved to an earlier month behind the triggers: the kept count stands.
    await behindTheTriggers(`UPDATE complaints SET created_at = created_at - interval '40 days' WHERE public_id = $1`, [first]);
    expect(await used()).toBe(2);
    // Any change of the reporter's complaints that the triggers see: counted again.
    await ds.query('UPDATE complaints SET title = title WHERE public_id = $1', [first]);
    expect(await used()).toBe(1);
    await ds.query('DELETE FROM complaints WHERE reporter_id = $1', [citizen.id]);
    expect(await used()).toBe(0);
  });

  it("shows a change to a complaint of the desk's filter at once, and its status change on both filters", async () => {
    const citizen = await createUser(t, { plan: 'Premium Citizen' });
    const id = await file(citizen, 'Desk cache complaint');
    expect((await deskPage()).get(id)?.title).toBe('Desk cache complaint');

    await retitleBehindTheTriggers(id, 'Changed behind the triggers');
    expect((await deskPage()).get(id)?.title).toBe('Desk cache complaint');

    await ds.query('UPDATE complaints SET title = $2 WHERE public_id = $1', [id, 'Desk cache complaint, retitled']);
    expect((await deskPage()).get(id)?.title).toBe('Desk cache complaint, retitled');

    const [{ id: complaintId }] = (await ds.query('SELECT id FROM complaints WHERE public_id = $1', [id])) as { id: string }[];
    await ds.query(`INSERT INTO complaint_escalation_steps (id, complaint_id, level, kind, at, days_overdue) VALUES ($1, $2, 0, 'reminder', now(), 3)`, [
      randomUUID(),
      complaintId,
    ]);
    expect((await deskPage()).get(id)?.steps).toBe(1);

    // The reporter's name, changed by any connection (users: a cached table), shows on the kept page at once.
    const reporterOf = async () =>
      (
        (await t.http().get('/api/admin/complaints?status=pending&page=1&limit=50').set(desk.auth).expect(200)).body.items as {
          id: string;
          createdBy: { name: string };
        }[]
      ).find((c) => c.id === id)!.createdBy.name;
    const before = await reporterOf();
    await ds.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [citizen.id]);
    await t.app.get(TableChanges).sync();
    const after = await reporterOf();
    expect(after).not.toBe(before);
    expect(after).toMatch(/^Renamed /);

    // Through the API: the complaint leaves the pending filter and joins the in-progress one.
    const inProgress = async () =>
      ((await t.http().get('/api/admin/complaints?status=in_progress&page=1&limit=50').set(desk.auth).expect(200)).body.items as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await inProgress()).not.toContain(id);
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(desk.auth).send({ status: 'in_progress' }).expect(200);
    expect((await deskPage()).has(id)).toBe(false);
    expect(await inProgress()).toContain(id);
  });
});
