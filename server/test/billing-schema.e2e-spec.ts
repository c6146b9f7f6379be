import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const BILLING_TABLES = ['plans', 'purchases', 'subscriptions', 'invoices', 'invoice_counters', 'processed_webhooks'];

describe('Billing schema: the entities match migration 1763800700000-billing exactly', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({}, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it("TypeORM's schema builder reports no pending change for the billing tables", async () => {
    const ds = t.app.get(DataSource);
    const sql = await ds.driver.createSchemaBuilder().log();
    const billing = sql.upQueries.map((q) => q.query).filter((q) => BILLING_TABLES.some((table) => q.includes(`"${table}"`)));
    expect(billing).toEqual([]);
  });
});
