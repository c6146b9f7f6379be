import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { ALL_MIGRATIONS } from '../../migrations/index.js';
import { typeormOptions } from '../src/kernel/database/typeorm-options.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Every migration runs forward on a copy of the previous release's database with data in it.
 *
 * `fixtures/previous-release.sql.gz` is a data-only `pg_dump --inserts` of a database the previous release
 * (its last migration is {@link PREVIOUS_RELEASE_LAST_MIGRATION}) filled through its own browser journeys:
 * citizens, filed and forwarded complaints, the sent-mail log, the outbox, the audit log, routing contacts
 * and the seeded geography. The test rebuilds that release's schema from the first migrations, loads the
 * data, then starts today's application on it, which runs the newer migrations and the seeders. Nothing
 * the release stored may be lost, and the result must be the schema the entities describe.
 *
 * After a release, refresh the fixture: see docs/development.md, "Migrations".
 */
const PREVIOUS_RELEASE_LAST_MIGRATION = 'OutboxDelivery1763800610000';

const fixture = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'previous-release.sql.gz');

/** Tables of the previous release and their row counts in the fixture. */
async function rowCounts(client: pg.Client, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = (await client.query(`SELECT count(*)::int AS n FROM public."${table}"`)).rows as Array<{ n: number }>;
    counts[table] = row.n;
  }
  return counts;
}

describe('Migrations: forward from the previous release with its data', () => {
  const databaseName = `${new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1)}_release`;
  const databaseUrl = (() => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const adminUrl = (() => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/postgres';
    return url.toString();
  })();
  let releaseTables: string[] = [];
  let before_: Record<string, number> = {};
  let app: TestApp | undefined;

  before(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    await admin.end();

    // The previous release's schema: its migrations, in order, and nothing newer.
    const last = ALL_MIGRATIONS.findIndex((migration) => migration.name === PREVIOUS_RELEASE_LAST_MIGRATION);
    expect(last).toBeGreaterThanOrEqual(0);
    const release = new DataSource({ ...typeormOptions(databaseUrl, 2), migrations: ALL_MIGRATIONS.slice(0, last + 1) });
    await release.initialize();
    await release.runMigrations();
    await release.destroy();

    // Its data: what the migrations themselves inserted is replaced by the dump (which holds the migrations table too).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    releaseTables = (
      (await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows as Array<{
        tablename: string;
      }>
    ).map((row) => row.tablename);
    await client.query(`TRUNCATE ${releaseTables.map((table) => `public."${table}"`).join(', ')} CASCADE`);
    await client.query(gunzipSync(readFileSync(fixture)).toString('utf8'));
    await client.query('RESET search_path'); // the dump empties it for its own statements
    before_ = await rowCounts(client, releaseTables);
    await client.end();
  });

  after(async () => {
    await app?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  });

  it('the fixture holds real data of every kind the release stored', () => {
    for (const table of ['users', 'complaints', 'mail_messages', 'outbox', 'audit_log', 'routing_contacts', 'villages', 'categories', 'plans']) {
      expect({ table, rows: before_[table] }).toEqual({ table, rows: expect.any(Number) });
      expect(before_[table]).toBeGreaterThan(0);
    }
    expect(before_.migrations).toBe(ALL_MIGRATIONS.findIndex((m) => m.name === PREVIOUS_RELEASE_LAST_MIGRATION) + 1);
  });

  it("today's application starts on it, runs every newer migration, and the schema is the entities'", async () => {
    app = await createTestApp({ DATABASE_URL: databaseUrl, QUEUE_PREFIX: `${process.env.TEST_QUEUE_PREFIX}_release` }, { workers: false });
    const dataSource = app.app.get(DataSource);
    const ran = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>;
    expect(ran.map((row) => row.name)).toEqual(ALL_MIGRATIONS.map((migration) => migration.name));
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('no row of the release is lost, and its complaints still read through the admin desk', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const after_ = await rowCounts(client, releaseTables);
      for (const table of releaseTables) {
        // Seeders may add rows (a new superadmin, new built-in templates); nothing may disappear.
        expect({ table, rows: after_[table] >= before_[table] }).toEqual({ table, rows: true });
      }
      const [complaint] = (await client.query('SELECT public_id FROM complaints ORDER BY created_at LIMIT 1')).rows as Array<{ public_id: string }>;
      // The release's own superadmin (e2e/serve.mjs) signs in with the password it had: hashes survived.
      const login = await app!.http().post('/api/auth/login').send({ email: 'superadmin@e2e.goa-civic.local', password: 'e2e-superadmin-pass' });
      expect(login.status).toBe(200);
      const list = await app!.http().get('/api/admin/complaints').query({ q: complaint.public_id }).set('Authorization', `Bearer ${login.body.token}`);
      expect(list.status).toBe(200);
      expect(list.body.items.map((item: { id: string }) => item.id)).toContain(complaint.public_id);
    } finally {
      await client.end();
    }
  });
});
