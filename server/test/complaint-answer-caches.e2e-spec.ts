import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { cachesSettled, createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * What two API processes on one database answer after a write: My Complaints and the desk, read from the database,
 * show it at once in both; the quota's count, kept per reporter, as soon as the database's notification (naming the
 * reporter) reaches the other process, and a write behind both (raw SQL) reaches both; a reporter's change leaves
 * another reporter's kept count alone. The public map's answers follow the complaints and the map's read model, which
 * the projections worker writes after the complaint (docs/adr/0141-caches-measured-with-writes.md).
 */
describe('Complaint answer caches: two API processes converge', () => {
  let a: TestApp;
  let b: TestApp;
  let ds: DataSource;
  let admin: TestUser;

  const mine = async (app: TestApp, user: TestUser) =>
    (await app.http().get('/api/complaints').set(user.auth).expect(200)).body.items as { id: string; status: string; title: string }[];
  const used = async (app: TestApp, user: TestUser) => (await app.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body.used as number;
  const desk = async (app: TestApp, query = '') =>
    (await app.http().get(`/api/admin/complaints?page=1${query}`).set(admin.auth).expect(200)).body as {
      items: { id: string; status: string }[];
      total: number;
    };

  /** How many complaints the public map of all of Goa at zoom 10 shows (its clusters' counts and single complaints). */
  const onMap = async (app: TestApp) => {
    const res = await app.http().get('/api/public/complaints?zoom=10').expect(200);
    return (res.body.features as { properties: { cluster: boolean; count?: number } }[]).reduce(
      (n, f) => n + (f.properties.cluster ? (f.properties.count ?? 0) : 1),
      0,
    );
  };

  before(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { workers: false });
    ds = a.app.get(DataSource);
    admin = await createUser(a, { role: 'superadmin' });
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  it('a complaint filed through one process: its next read lists it at once, the other once notified', async () => {
    const citizen = await createUser(a);
    // Both processes keep the empty answers.
    expect(await mine(a, citizen)).toEqual([]);
    expect(await mine(b, citizen)).toEqual([]);
    expect(await used(a, citizen)).toBe(0);
    expect(await used(b, citizen)).toBe(0);
    const totalBefore = (await desk(b)).total;

    const id = await fileComplaint(a, citizen);
    expect((await mine(a, citizen)).map((c) => c.id)).toEqual([id]);
    expect(await used(a, citizen)).toBe(1);
    await eventually(async () => (await mine(b, citizen)).length === 1);
    expect(await used(b, citizen)).toBe(1);
    const page = await desk(b);
    expect(page.total).toBe(totalBefore + 1);
    expect(page.items[0]?.id).toBe(id);
  });

  it('a status changed through the desk of one process reaches the reporter and the desk of the other', async () => {
    const citizen = await createUser(a);
    const other = await createUser(a);
    const id = await fileComplaint(a, citizen);
    const otherId = await fileComplaint(a, other);
    await cachesSettled(b);
    expect((await mine(b, citizen))[0]?.status).toBe('pending');
    expect((await mine(b, other))[0]?.id).toBe(otherId);
    expect((await desk(b, '&status=in_progress')).items.map((c) => c.id)).not.toContain(id);

    await a.http().patch(`/api/admin/complaints/${id}/status`).set(admin.auth).send({ status: 'in_progress', message: 'Crew assigned' }).expect(200);
    await cachesSettled(b);
    expect((await mine(b, citizen))[0]?.status).toBe('in_progress');
    expect((await desk(b, '&status=in_progress')).items.map((c) => c.id)).toContain(id);
    // The other reporter's answer was not touched by this change, and is still right.
    expect((await mine(b, other))[0]?.id).toBe(otherId);
  });

  it('a change behind both processes (raw SQL, as psql would) reaches both', async () => {
    const citizen = await createUser(a);
    const id = await fileComplaint(a, citizen);
    await cachesSettled(b);
    expect((await mine(a, citizen))[0]?.title).toBe('Pothole near the market');
    expect((await mine(b, citizen))[0]?.title).toBe('Pothole near the market');
    await ds.query(`UPDATE complaints SET title = 'Pothole near the bus stand' WHERE public_id = $1`, [id]);
    await cachesSettled(a);
    await cachesSettled(b);
    expect((await mine(a, citizen))[0]?.title).toBe('Pothole near the bus stand');
    expect((await mine(b, citizen))[0]?.title).toBe('Pothole near the bus stand');
    // Filed two months ago: out of this month's quota.
    expect(await used(b, citizen)).toBe(1);
    await ds.query(`UPDATE complaints SET created_at = created_at - interval '62 days' WHERE public_id = $1`, [id]);
    await cachesSettled(a);
    await cachesSettled(b);
    expect(await used(a, citizen)).toBe(0);
    expect(await used(b, citizen)).toBe(0);
  });

  it("the public map of each process follows the map's read model, whoever writes it", async () => {
    // Both processes keep an answer of the map, then the read model changes behind them (raw SQL): both read it again.
    // The map of all complaints sums the cells' totals.
    const first = await fileComplaint(a, await createUser(a));
    const before = await eventually(async () => {
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM outbox WHERE done_at IS NULL AND payload->>'complaintId' = $1`, [first]);
      return n === 0 ? onMap(a) : null;
    });
    expect(await onMap(b)).toBe(before);
    await ds.query('UPDATE complaint_map_cell_totals SET n = n + 1');
    try {
      await cachesSettled(a);
      await cachesSettled(b);
      const [after, afterOnB] = [await onMap(a), await onMap(b)];
      expect(after).toBeGreaterThan(before);
      expect(afterOnB).toBe(after);
    } finally {
      await ds.query('UPDATE complaint_map_cell_totals SET n = n - 1');
      await cachesSettled(a);
      await cachesSettled(b);
    }
    expect(await onMap(a)).toBe(before);
    expect(await onMap(b)).toBe(before);

    // A complaint filed through one process is on the other's map once its cells are written, not left out by an
    // answer read between the complaint's commit and its cells'.
    await fileComplaint(a, await createUser(a));
    await eventually(async () => (await onMap(b)) === before + 1);
  });
});
