import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The hand-written migrations and the entities describe one schema ("nothing checks that the
 * hand-written migrations match the entities"). The app boots, runs every migration, then TypeORM compares
 * the entities it loaded with the database: any pending statement (a missing index, a different default, a
 * check or foreign key the entity does not declare) fails the test and is printed, so the fix is plain.
 */
describe('Schema: migrations match the entities', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({}, { workers: false });
  });
  after(async () => {
    await t?.close();
  });

  it('TypeORM finds no change to make after the migrations ran', async () => {
    const dataSource = t.app.get(DataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    const statements = pending.upQueries.map((query) => query.query);
    expect(statements).toEqual([]);
  });

  it('every migration ran, in the order of migrations/index.ts', async () => {
    const dataSource = t.app.get(DataSource);
    const ran = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>;
    expect(ran.map((row) => row.name)).toEqual(dataSource.migrations.map((migration) => migration.name));
    expect(await dataSource.showMigrations()).toBe(false);
  });
});
