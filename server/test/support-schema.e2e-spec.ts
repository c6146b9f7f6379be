import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The tables of migration 1763800800000-support-and-users. */
const TABLES = ['support_tickets', 'support_ticket_updates', 'volunteer_submissions', 'testimonials'];

describe('Support and users migration: the entities match it exactly (no pending schema change)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({}, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it("TypeORM's schema builder proposes no change for the new tables or the users indexes", async () => {
    const sql = await t.app.get(DataSource).driver.createSchemaBuilder().log();
    const queries = sql.upQueries.map((q) => q.query);
    const mine = queries.filter((q) => TABLES.some((table) => q.includes(`"${table}"`)) || /users_search_trgm_idx|users_created_idx/.test(q));
    expect(mine).toEqual([]);
  });
});
