import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { PreparedReads, PreparedStatement } from '../src/kernel/database/prepared-reads.js';
import { ADMIN_FIRST_PAGES, ADMIN_TOTAL } from '../src/complaints/application/queries/list-admin-complaints/list-admin-complaints.handler.js';

/**
 * The hot reads' pool (docs/adr/0161-hot-reads-as-prepared-statements.md): its statements are prepared once per
 * connection and planned without their values, while TypeORM's connections keep PostgreSQL's default, under which an
 * unnamed statement is planned with its values. One connection (DB_READ_POOL_SIZE=1), so that what one statement
 * prepared is seen by the next.
 */
describe('Prepared reads', () => {
  let t: TestApp;
  let reads: PreparedReads;
  const settings = new PreparedStatement('test-settings', "SELECT current_setting('plan_cache_mode') AS plans, current_setting('jit') AS jit");
  const prepared = new PreparedStatement('test-prepared', 'SELECT name, statement FROM pg_prepared_statements ORDER BY name');

  before(async () => {
    t = await createTestApp({ DB_READ_POOL_SIZE: '1' });
    reads = t.app.get(PreparedReads);
  });
  after(async () => {
    await t.close();
  });

  it('plans its statements without their values, and TypeORM keeps planning with them', async () => {
    expect(await reads.query(settings, [])).toEqual([{ plans: 'force_generic_plan', jit: 'off' }]);
    expect(await t.app.get(DataSource).query("SELECT current_setting('plan_cache_mode') AS plans")).toEqual([{ plans: 'auto' }]);
  });

  it('prepares a statement once on a connection, under its name, and runs it with each call’s values', async () => {
    await reads.query(ADMIN_TOTAL.all, [false, null]);
    const [{ n: archived }] = await reads.query<{ n: number }>(ADMIN_TOTAL.all, [true, null]);
    const [{ n: counted }] = (await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM complaints WHERE archived')) as { n: number }[];
    expect(archived).toBe(counted);
    const statements = await reads.query<{ name: string; statement: string }>(prepared, []);
    expect(statements.filter((s) => s.name === ADMIN_TOTAL.all.name)).toEqual([{ name: ADMIN_TOTAL.all.name, statement: ADMIN_TOTAL.all.text }]);
    expect(statements.map((s) => s.name)).toEqual(expect.arrayContaining([settings.name, prepared.name]));
  });

  it('names two texts apart', () => {
    expect(new Set([ADMIN_TOTAL.all.name, ADMIN_TOTAL.byStatus.name, ADMIN_FIRST_PAGES.all.name, ADMIN_FIRST_PAGES.byStatus.name]).size).toBe(4);
    expect(new PreparedStatement('same-label', 'SELECT 1').name).not.toBe(new PreparedStatement('same-label', 'SELECT 2').name);
  });
});
