import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import {
  ADMIN_DUE_PAGE,
  ADMIN_FIRST_PAGES,
  ADMIN_OVERDUE_PAGE,
  ADMIN_OVERDUE_TOTAL,
  ADMIN_PAGE,
  type DeskStatements,
} from '../src/complaints/application/queries/list-admin-complaints/list-admin-complaints.handler.js';

/**
 * The desk's totals the database keeps beside `complaints` per (archived, status)
 * (docs/adr/0083-desk-totals-kept-by-triggers.md), per month and per day of filing, where deep pages start
 * (docs/adr/0140-desk-pages-start-from-month-counts.md, docs/adr/0164-desk-pages-start-from-day-counts.md), and per month of due date and of filing, where overdue and
 * due-date pages start (docs/adr/0160-overdue-pages-start-from-due-month-counts.md): after filings, status changes,
 * due dates, archiving, a deletion and a reporter's account deletion, they equal the same count over the complaints;
 * and every desk page, wherever it starts, lists what skipping its offset over the complaints lists. Compared in one REPEATABLE READ
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

  /** The text of a desk statement for this status filter (null: every status). */
  const textFor = (statements: DeskStatements, status: string | null) => (status === null ? statements.all : statements.byStatus).text;

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
          days: await q('SELECT archived, status, day::text, sum(n)::int AS n FROM complaint_desk_days GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3'),
          dueMonths: await q(
            `SELECT archived, status, due_month::text, created_month::text, sum(n)::int AS n FROM complaint_desk_due_months
              GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4`,
          ),
        },
        counted: {
          desk: await q('SELECT archived, status, count(*)::int AS n FROM complaints GROUP BY 1, 2 ORDER BY 1, 2'),
          months: await q(
            `SELECT archived, status, date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS month, count(*)::int AS n
               FROM complaints GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          ),
          days: await q(
            `SELECT archived, status, (created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS day, count(*)::int AS n
               FROM complaints GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
          ),
          dueMonths: await q(
            `SELECT archived, status, date_trunc('month', due_at AT TIME ZONE 'Asia/Kolkata')::date::text AS due_month,
                    date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS created_month, count(*)::int AS n
               FROM complaints WHERE due_at IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
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

    // Due dates (a forward's or a reopening's) in two months: the status changes, the archiving and the deletion
    // below move those complaints between the due-month counters too.
    await ds.query(`UPDATE complaints SET due_at = '2026-09-30T18:30:00.000Z' WHERE public_id = ANY($1)`, [[ids[0], ids[2]]]);
    await ds.query(`UPDATE complaints SET due_at = '2026-09-30T18:29:59.000Z' WHERE public_id = $1`, [ids[3]]);
    state = await countersAndCounts();
    expect(state.kept).toEqual(state.counted);
    expect(JSON.parse(state.kept.dueMonths)).toHaveLength(2);

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
    // Spread over four months of India time, two of them around a month's first midnight, two around a day's inside a
    // month, one month left empty.
    const at = [
      '2026-07-31T18:29:59.000Z', // 23:59:59 on 31 July in India: July
      '2026-07-31T18:30:00.000Z', // 00:00 on 1 August in India: August
      '2026-08-15T06:00:00.000Z',
      '2026-08-15T06:00:00.000Z', // the same instant: the public id orders them
      '2026-10-02T18:29:59.000Z', // 23:59:59 on 2 October in India
      '2026-10-02T18:30:00.000Z', // 00:00 on 3 October in India: the next day
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
      // The desk reads its first pages straight from the index and deeper ones from the month and day counts
      // (adminPageStatements): at every offset both statements list the same complaints.
      for (let offset = 0; offset <= expected.length; offset += 1) {
        for (const statements of [ADMIN_FIRST_PAGES, ADMIN_PAGE]) {
          const rows = (await ds.query(textFor(statements, status), [false, status, offset, 2])) as { public_id: string }[];
          expect(rows.map((r) => r.public_id)).toEqual(expected.slice(offset, offset + 2));
        }
      }
    }
  });

  it('every overdue and due-date page lists what skipping its offset over the complaints lists, across due months', async () => {
    // Two reporters: a plan's monthly quota is under twelve.
    const reporters = [await createUser(t, { plan: 'Premium Citizen' }), await createUser(t, { plan: 'Premium Citizen' })];
    const filed: string[] = [];
    for (let i = 0; i < 12; i += 1) filed.push(await fileComplaint(t, reporters[i % 2], { title: `Due paging test ${i}` }));
    // The clock stands on 15 November in India. Filing times over three months; due dates over four months, two
    // around a month's first midnight, two at the same instant, two in the clock's month on either side of it, two
    // absent; statuses open and closed.
    const now = '2026-11-15T06:00:00.000Z';
    const rows: [string, string | null, string][] = [
      ['2026-08-01T06:00:00.000Z', '2026-08-11T06:00:00.000Z', 'forwarded'],
      ['2026-08-20T06:00:00.000Z', '2026-08-31T18:29:59.000Z', 'in_progress'], // 23:59:59 on 31 August in India
      ['2026-08-25T06:00:00.000Z', '2026-08-31T18:30:00.000Z', 'forwarded'], // 00:00 on 1 September in India
      ['2026-09-05T06:00:00.000Z', '2026-09-15T06:00:00.000Z', 'forwarded'],
      ['2026-09-06T06:00:00.000Z', '2026-09-15T06:00:00.000Z', 'forwarded'], // the same due instant: the public id orders them
      ['2026-09-07T06:00:00.000Z', '2026-09-17T06:00:00.000Z', 'resolved'],
      ['2026-10-01T06:00:00.000Z', '2026-10-11T06:00:00.000Z', 'in_progress'],
      ['2026-10-28T06:00:00.000Z', '2026-11-07T06:00:00.000Z', 'forwarded'], // due in the clock's month, before it
      ['2026-10-29T06:00:00.000Z', '2026-11-15T06:00:00.000Z', 'forwarded'], // due at the clock's instant: not yet overdue
      ['2026-11-02T06:00:00.000Z', '2026-11-20T06:00:00.000Z', 'in_progress'], // due later in the clock's month
      ['2026-11-03T06:00:00.000Z', null, 'pending'],
      ['2026-11-04T06:00:00.000Z', null, 'forwarded'],
    ];
    for (const [i, [createdAt, dueAt, status]] of rows.entries()) {
      await ds.query('UPDATE complaints SET created_at = $1, due_at = $2, status = $3 WHERE public_id = $4', [createdAt, dueAt, status, filed[i]]);
    }
    const state = await countersAndCounts();
    expect(state.kept).toEqual(state.counted);

    const overdue = "due_at IS NOT NULL AND due_at < $2 AND status NOT IN ('resolved', 'rejected')";
    for (const status of [null, 'forwarded']) {
      const where = `NOT archived AND ($1::text IS NULL OR status = $1)`;
      const idsOf = async (sql: string, params: unknown[]) => ((await ds.query(sql, params)) as { public_id: string }[]).map((r) => r.public_id);
      const expected = {
        overdueNewest: await idsOf(`SELECT public_id FROM complaints WHERE ${where} AND ${overdue} ORDER BY created_at DESC, public_id DESC`, [status, now]),
        overdueDue: await idsOf(`SELECT public_id FROM complaints WHERE ${where} AND ${overdue} ORDER BY due_at ASC NULLS LAST, public_id ASC`, [status, now]),
        due: await idsOf(`SELECT public_id FROM complaints WHERE ${where} ORDER BY due_at ASC NULLS LAST, public_id ASC`, [status]),
      };
      // The test's own rows reach every part: months wholly past, the clock's month, and no due date.
      expect(expected.overdueNewest).toEqual(expect.arrayContaining([filed[0], filed[7]]));
      expect(expected.overdueNewest).not.toContain(filed[8]);
      const [{ n: total }] = (await ds.query(textFor(ADMIN_OVERDUE_TOTAL, status), [false, status, now])) as { n: number }[];
      expect(total).toBe(expected.overdueNewest.length);
      for (const limit of [2, 3]) {
        for (let offset = 0; offset <= expected.due.length; offset += 1) {
          const overduePage = textFor(ADMIN_OVERDUE_PAGE, status);
          const duePage = textFor(ADMIN_DUE_PAGE, status);
          expect(await idsOf(overduePage, [false, status, now, offset, limit])).toEqual(expected.overdueNewest.slice(offset, offset + limit));
          expect(await idsOf(duePage, [false, status, now, offset, limit])).toEqual(expected.overdueDue.slice(offset, offset + limit));
          expect(await idsOf(duePage, [false, status, null, offset, limit])).toEqual(expected.due.slice(offset, offset + limit));
        }
      }
    }
    // Through the API, with the server's own clock: every overdue page, and the total, as counted.
    const serverOverdue = (
      (await ds.query(
        `SELECT public_id FROM complaints WHERE NOT archived AND due_at IS NOT NULL AND due_at < now() AND status NOT IN ('resolved', 'rejected')
          ORDER BY created_at DESC, public_id DESC`,
      )) as { public_id: string }[]
    ).map((r) => r.public_id);
    const listed: string[] = [];
    for (let page = 1; page <= Math.ceil(serverOverdue.length / 2) + 1; page += 1) {
      const res = await t.http().get(`/api/admin/complaints?page=${page}&limit=2&overdue=true`).set(desk.auth).expect(200);
      expect(res.body.total).toBe(serverOverdue.length);
      listed.push(...(res.body.items as { id: string }[]).map((c) => c.id));
    }
    expect(listed).toEqual(serverOverdue);
  });
});
