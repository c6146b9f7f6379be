import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * The desk's totals the database keeps beside `complaints` per (archived, status)
 * (docs/adr/0083-desk-totals-kept-by-triggers.md): after filings, status changes, archiving, a deletion and a
 * reporter's account deletion, they equal the same count over the complaints. Compared in one REPEATABLE READ
 * snapshot: the counters change in the same transactions as the complaints, so every snapshot must agree, whatever
 * the other test files write at the same time.
 */
describe("The desk's totals kept by the database", () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let desk: TestUser;
  const ids: string[] = [];

  async function file(reporter: TestUser, category: string, subcategory: string): Promise<string> {
    const id = await fileComplaint(t, reporter, { category, subcategory, title: `Counter test ${ids.length}` });
    ids.push(id);
    return id;
  }

  /** The counter table summed, and the same figures counted from the complaints, in one snapshot. */
  async function countersAndCounts() {
    return ds.transaction('REPEATABLE READ', async (m) => {
      const q = async (sql: string) => JSON.stringify(await m.query(sql));
      return {
        kept: {
          desk: await q('SELECT archived, status, sum(n)::int AS n FROM complaint_desk_counts GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2'),
        },
        counted: {
          desk: await q('SELECT archived, status, count(*)::int AS n FROM complaints GROUP BY 1, 2 ORDER BY 1, 2'),
        },
      };
    });
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-counters-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
    desk = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('equal the counts over the complaints after filing, status changes, archiving and deletions', async () => {
    const first = await createUser(t, { plan: 'Premium Citizen' });
    const second = await createUser(t, { plan: 'Premium Citizen' });
    await file(first, 'roads', 'Potholes');
    await file(first, 'garbage', 'Overflowing bins');
    await file(second, 'roads', 'Potholes');
    await file(second, 'roads', 'Potholes');
    let state = await countersAndCounts();
    expect(state.kept).toEqual(state.counted);

    await t.http().patch(`/api/admin/complaints/${ids[0]}/status`).set(desk.auth).send({ status: 'in_progress' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${ids[1]}/status`).set(desk.auth).send({ status: 'resolved' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${ids[2]}/archive`).set(desk.auth).send({ archived: true }).expect(200);
    await t.http().delete(`/api/admin/complaints/${ids[3]}`).set(desk.auth).expect(204);
    state = await countersAndCounts();
    expect(state.kept).toEqual(state.counted);

    // The reporter's account is deleted: their complaints stay, without a reporter (ON DELETE SET NULL).
    await ds.query('DELETE FROM users WHERE id = $1', [first.id]);
    state = await countersAndCounts();
    expect(state.kept).toEqual(state.counted);
  });
});
