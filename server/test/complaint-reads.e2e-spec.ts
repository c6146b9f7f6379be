import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { Clock } from '../src/kernel/clock/clock.js';
import { cachesSettled, createTestApp, type TestApp } from './helpers/test-app.js';
import { MY_COMPLAINTS_MAX } from '../src/complaints/application/complaint-rows.service.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * My Complaints, the quota and the desk keep their answers until their rows change: a change made anywhere (raw SQL
 * here, as psql or another API process would) shows on the first read after its notification is heard (cachesSettled),
 * and an unchanged answer still gets its 304.
 */
describe('My Complaints, the quota and the desk: fresh after every change', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let desk: TestUser;

  const file = (reporter: TestUser, title: string) => fileComplaint(t, reporter, { title });

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

    // An update in any column, from any connection.
    await ds.query('UPDATE complaints SET title = $2 WHERE public_id = $1', [first, 'Pothole near the fish market']);
    // A write behind the product's commands reaches the answer caches by a notification, a few milliseconds after it commits.
    await cachesSettled(t);
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
    await cachesSettled(t);
    const withStep = await t.http().get('/api/complaints').set(citizen.auth).expect(200);
    const stepsOf = (body: { items: { id: string; escalation: { steps: unknown[] } }[] }) => body.items.find((c) => c.id === first)!.escalation.steps.length;
    expect(stepsOf(withStep.body)).toBe(1);
    await ds.query('DELETE FROM complaint_escalation_steps WHERE id = $1', [stepId]);
    await cachesSettled(t);
    expect(stepsOf((await t.http().get('/api/complaints').set(citizen.auth).expect(200)).body)).toBe(0);

    // A deletion.
    await ds.query('DELETE FROM complaints WHERE public_id = $1', [first]);
    await cachesSettled(t);
    expect(await myTitles(citizen)).toEqual(['Second pothole']);
  });

  it('answers 304 to an unchanged list, and shows a renamed category and the overdue days the time moves at once', async () => {
    const citizen = await createUser(t, { plan: 'Premium Citizen' });
    const id = await file(citizen, 'Conditional answer');
    const first = await t.http().get('/api/complaints').set(citizen.auth).expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9+/=]+"$/);
    expect(first.body.items[0]).toMatchObject({ id, categoryName: 'Roads & Potholes', overdueDays: 0 });
    await t.http().get('/api/complaints').set(citizen.auth).set('If-None-Match', first.headers.etag).expect(304);

    // A category renamed by any connection: the names come from the new list once the notification is heard.
    try {
      await ds.query(`UPDATE categories SET name = 'Roads and Potholes' WHERE key = 'roads'`);
      await cachesSettled(t);
      const renamed = await t.http().get('/api/complaints').set(citizen.auth).expect(200);
      expect(renamed.body.items[0].categoryName).toBe('Roads and Potholes');
      expect(renamed.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await ds.query(`UPDATE categories SET name = 'Roads & Potholes' WHERE key = 'roads'`);
      await cachesSettled(t);
    }

    // Forwarded, due yesterday (India time): one day overdue; the clock passes the next India midnight with no change
    // in the database, and the same complaint is two days overdue.
    const clock = t.app.get(Clock);
    const realNow = clock.now;
    try {
      const now = new Date('2026-12-24T03:30:00Z'); // 09:00 in India
      clock.now = () => now;
      await ds.query(`UPDATE complaints SET status = 'in_progress', due_at = '2026-12-22T18:29:59.999Z' WHERE public_id = $1`, [id]);
      await cachesSettled(t);
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

  it("counts the month's complaints of the quota again once a change to them is heard", async () => {
    const citizen = await createUser(t, { plan: 'Premium Citizen' });
    const used = async () => (await t.http().get('/api/usage/complaints-quota').set(citizen.auth).expect(200)).body.used as number;
    expect(await used()).toBe(0);
    const first = await file(citizen, 'Quota one');
    await file(citizen, 'Quota two');
    expect(await used()).toBe(2);

    // Moved to an earlier month by another connection: no longer counted.
    await ds.query(`UPDATE complaints SET created_at = created_at - interval '40 days' WHERE public_id = $1`, [first]);
    await cachesSettled(t);
    expect(await used()).toBe(1);
    await ds.query('DELETE FROM complaints WHERE reporter_id = $1', [citizen.id]);
    await cachesSettled(t);
    expect(await used()).toBe(0);
  });

  it("shows a change to a complaint of the desk's filter at once, and its status change on both filters and their totals", async () => {
    const citizen = await createUser(t, { plan: 'Premium Citizen' });
    const id = await file(citizen, 'Desk cache complaint');
    expect((await deskPage()).get(id)?.title).toBe('Desk cache complaint');

    await ds.query('UPDATE complaints SET title = $2 WHERE public_id = $1', [id, 'Desk cache complaint, retitled']);
    await cachesSettled(t);
    expect((await deskPage()).get(id)?.title).toBe('Desk cache complaint, retitled');

    const [{ id: complaintId }] = (await ds.query('SELECT id FROM complaints WHERE public_id = $1', [id])) as { id: string }[];
    await ds.query(`INSERT INTO complaint_escalation_steps (id, complaint_id, level, kind, at, days_overdue) VALUES ($1, $2, 0, 'reminder', now(), 3)`, [
      randomUUID(),
      complaintId,
    ]);
    await cachesSettled(t);
    expect((await deskPage()).get(id)?.steps).toBe(1);

    // The reporter's name, changed by any connection, shows at once.
    const reporterOf = async () =>
      (
        (await t.http().get('/api/admin/complaints?status=pending&page=1&limit=50').set(desk.auth).expect(200)).body.items as {
          id: string;
          createdBy: { name: string };
        }[]
      ).find((c) => c.id === id)!.createdBy.name;
    const before = await reporterOf();
    await ds.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [citizen.id]);
    await cachesSettled(t);
    const after = await reporterOf();
    expect(after).not.toBe(before);
    expect(after).toMatch(/^Renamed /);

    // Through the API: the complaint leaves the pending filter and joins the in-progress one.
    const inProgress = async () =>
      ((await t.http().get('/api/admin/complaints?status=in_progress&page=1&limit=50').set(desk.auth).expect(200)).body.items as { id: string }[]).map(
        (c) => c.id,
      );
    // The totals are the counts over the complaints, whatever the filter.
    const totalOf = async (status: string) =>
      (await t.http().get(`/api/admin/complaints?status=${status}&page=1&limit=1`).set(desk.auth).expect(200)).body.total as number;
    const countOf = async (status: string) =>
      ((await ds.query('SELECT count(*)::int AS n FROM complaints WHERE NOT archived AND status = $1', [status])) as { n: number }[])[0].n;
    const before_ = { pending: await totalOf('pending'), inProgress: await totalOf('in_progress') };
    expect(before_).toEqual({ pending: await countOf('pending'), inProgress: await countOf('in_progress') });
    expect(await inProgress()).not.toContain(id);
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(desk.auth).send({ status: 'in_progress' }).expect(200);
    expect((await deskPage()).has(id)).toBe(false);
    expect(await inProgress()).toContain(id);
    expect({ pending: await totalOf('pending'), inProgress: await totalOf('in_progress') }).toEqual({
      pending: before_.pending - 1,
      inProgress: before_.inProgress + 1,
    });
  });

  it('My Complaints answers at most the newest MY_COMPLAINTS_MAX complaints, whatever a reporter on a plan without a limit filed', async () => {
    const reporter = await createUser(t);
    const first = await fileComplaint(t, reporter);
    // Copies of the filing, older and older, as a reporter without a monthly limit could file over months.
    await ds.query(
      `INSERT INTO complaints
       SELECT (jsonb_populate_record(c, jsonb_build_object(
                'id', gen_random_uuid(), 'public_id', $2 || i, 'created_at', c.created_at - i * interval '1 minute'))).*
         FROM complaints c CROSS JOIN generate_series(1, $3::int) AS i
        WHERE c.public_id = $1`,
      [first, `MANY-${randomUUID().slice(0, 8)}-`, MY_COMPLAINTS_MAX + 5],
    );
    const mine = await t.http().get('/api/complaints').set(reporter.auth).expect(200);
    expect(mine.body.items).toHaveLength(MY_COMPLAINTS_MAX);
    expect(mine.body.items[0].id).toBe(first);
  });
});
