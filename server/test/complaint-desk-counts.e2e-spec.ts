import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { ADMIN_FIRST_PAGES_SQL, ADMIN_PAGE_SQL } from '../src/complaints/application/queries/list-admin-complaints/list-admin-complaints.handler.js';

/**
 * The desk's totals the database keeps beside `complaints` per (archived, status)
 * (docs/adr/0083-desk-totals-kept-by-triggers.md), and per month of filing, where deep pages start
 * (docs/adr/0140-desk-pages-start-from-month-counts.md): after filings, status changes, archiving, a deletion and a
 * reporter's account deletion, they equal the same count over the complaints; and every desk page, wherever it
 * starts, lists what skipping its offset over the complaints lists. Compared in one REPEATABLE READ
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
          months: await q(
            'SELECT archived, status, month::text, sum(n)::int AS n FROM complaint_desk_months GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3',
          ),
        },
        counted: {
          desk: await q('SELECT archived, status, count(*)::int AS n FROM complaints GROUP BY 1, 2 ORDER BY 1, 2'),
          months: await q(
            `SELECT archived, status, date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS month, count(*)::int AS n
               FROM complaints GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          ),
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

  it('every page of the desk lists what skipping its offset over the complaints lists, across months', async () => {
    const reporter = await createUser(t, { plan: 'Premium Citizen' });
    const filed: string[] = [];
    for (let i = 0; i < 9; i += 1) filed.push(await fileComplaint(t, reporter, { title: `Paging test ${i}` }));
    // Spread over four months of India time, two of them around a month's first midnight, one month left empty.
    const at = [
      '2026-07-31T18:29:59.000Z', // 23:59:59 on 31 July in India: July
      '2026-07-31T18:30:00.000Z', // 00:00 on 1 August in India: August
      '2026-08-15T06:00:00.000Z',
      '2026-08-15T06:00:00.000Z', // the same instant: the public id orders them
      '2026-10-02T06:00:00.000Z',
      '2026-10-03T06:00:00.000Z',
      '2026-10-04T06:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-02T06:00:00.000Z',
    ];
    for (const [i, id] of filed.entries()) await ds.query('UPDATE complaints SET created_at = $1 WHERE public_id = $2', [at[i], id]);
    await t.http().patch(`/api/admin/complaints/${filed[5]}/status`).set(desk.auth).send({ status: 'in_progress' }).expect(200);
    const state = await countersAndCounts();
    expect(state.kept).toEqual(state.counted);

    for (const status of [null, 'pending']) {
      const where = status ? 'NOT archived AND status = $1' : 'NOT archived';
      const expected = (
        (await ds.query(`SELECT public_id FROM complaints WHERE ${where} ORDER BY created_at DESC, public_id DESC`, status ? [status] : [])) as {
          public_id: string;
        }[]
      ).map((r) => r.public_id);
      for (const limit of [1, 2, 3]) {
        const listed: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page += 1) {
          const res = await t
            .http()
            .get(`/api/admin/complaints?page=${page}&limit=${limit}${status ? `&status=${status}` : ''}`)
            .set(desk.auth)
            .expect(200);
          expect(res.body.total).toBe(expected.length);
          listed.push(...(res.body.items as { id: string }[]).map((c) => c.id));
        }
        expect(listed).toEqual(expected);
      }
      // The desk reads its first pages straight from the index and deeper ones from the month counts
      // (adminPageSql): at every offset both statements list the same complaints.
      for (let offset = 0; offset <= expected.length; offset += 1) {
        for (const sql of [ADMIN_FIRST_PAGES_SQL, ADMIN_PAGE_SQL]) {
          const rows = (await ds.query(sql, [false, status, offset, 2])) as { public_id: string }[];
          expect(rows.map((r) => r.public_id)).toEqual(expected.slice(offset, offset + 2));
        }
      }
    }
  });
});
