import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
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
