import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { ComplaintDocumentsService } from '../src/documents/application/complaint-documents.service.js';
import { createBackup, DEFERRED_INDEXES, DUMP_FILE, FILES_ARCHIVE, restoreBackup } from '../src/kernel/backup/backup.js';
import { FileStorage } from '../src/kernel/storage/file-storage.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';
import { cachesSettled, createTestApp, eventually, type TestApp } from './helpers/test-app.js';

const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const SERVER_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('npm run backup and npm run restore', () => {
  let root: string;
  let env: Record<string, string>;
  // The round trip drops and restores a whole database: one of its own, so the other test files' shared database
  // (and what they left in it) is neither dropped nor restored under them.
  const sharedUrl = new URL(process.env.TEST_DATABASE_URL!);
  const databaseName = `${sharedUrl.pathname.slice(1)}_backup`;
  const onShared = async (sql: string) => {
    const admin = new pg.Client({ connectionString: sharedUrl.toString() });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  let t: TestApp;
  let desk: TestUser;
  const complaints: { id: string; photoUrl: string; photo: Buffer; documentId: string; letter: Buffer }[] = [];

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'civic-backup-'));
    await onShared(`CREATE DATABASE "${databaseName}"`);
    const ownUrl = new URL(sharedUrl);
    ownUrl.pathname = `/${databaseName}`;
    env = {
      DATABASE_URL: ownUrl.toString(),
      QUEUE_PREFIX: `${process.env.TEST_QUEUE_PREFIX}_backup`,
      UPLOAD_DIR: join(root, 'uploads'),
      FILES_DIR: join(root, 'files'),
      BACKUP_DIR: join(root, 'backups'),
      BACKUP_KEEP: '2',
    };
    t = await createTestApp(env);
    const superadmin = await createUser(t, { role: 'superadmin' });
    desk = await createUser(t, { role: 'admin', adminModules: ['complaints'], firstName: 'Meera', lastName: 'Kamat' });
    const reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    // The API test files share one database: a Canacona contact another file left would make this one a duplicate.
    await t.app.get(DataSource).query('DELETE FROM routing_contacts WHERE ulb_code = $1', [Number(CANACONA_ULB.ulbCode)]);
    await cachesSettled(t);
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({ scope: 'Urban', ...CANACONA_ULB, authorityEmail: 'co.canacona@goa-civic.test', authorityDesignation: 'Chief Officer' })
      .expect(201);
    await cachesSettled(t);
    const ds = t.app.get(DataSource);
    for (const [title, file] of [
      ['Crater on the Canacona market road', 'goa-panaji.jpg'],
      ['Broken streetlight near Chaudi', 'goa-panaji.jpg'],
    ]) {
      const upload = await t.http().post('/api/uploads/local').set(reporter.auth).attach('file', photo(file), file).expect(201);
      const filed = await t
        .http()
        .post('/api/complaints')
        .set(reporter.auth)
        .send({
          category: 'roads',
          subcategory: 'Potholes',
          title,
          location: 'Chaudi, Canacona',
          urgency: 'high',
          photos: [upload.body.url],
          authorizeRepresentative: true,
          geo: CANACONA_ULB,
          coordinates: { ...CANACONA, source: 'manual' },
        })
        .expect(201);
      await t.http().patch(`/api/admin/complaints/${filed.body.id}/status`).set(desk.auth).send({ status: 'forwarded' }).expect(200);
      const doc = await eventually(async () => {
        const rows = await ds.query("SELECT id FROM complaint_documents WHERE complaint_public_id = $1 AND kind = 'authority_letter'", [filed.body.id]);
        return rows[0] as { id: string } | undefined;
      });
      const stored = await t.http().get(upload.body.url).expect(200);
      const letter = await t.app.get(ComplaintDocumentsService).getFile(doc.id);
      complaints.push({ id: filed.body.id, photoUrl: upload.body.url, photo: stored.body as Buffer, documentId: doc.id, letter: letter!.content });
    }
  });
  after(async () => {
    await t.close();
    await onShared(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up, keeps the newest BACKUP_KEEP, and restores everything into an emptied database and folders', async () => {
    const storage = t.app.get(FileStorage);
    const older = await createBackup(t.config, storage, new Date('2026-11-01T02:00:00.000Z'));
    await createBackup(t.config, storage, new Date('2026-11-02T02:00:00.000Z'));
    const latest = await createBackup(t.config, storage);
    expect(readdirSync(env.BACKUP_DIR).sort()).toEqual(['2026-11-02T02-00-00-000Z', latest.split('/').at(-1)].sort());
    expect(existsSync(older)).toBe(false);
    expect(readdirSync(latest).sort()).toEqual([DEFERRED_INDEXES, DUMP_FILE, FILES_ARCHIVE].sort());
    // The database and every upload, readable by the account that made them and nobody else, whatever the umask.
    const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
    expect([env.BACKUP_DIR, latest].map(mode)).toEqual(['700', '700']);
    expect([DUMP_FILE, FILES_ARCHIVE, DEFERRED_INDEXES].map((name) => mode(join(latest, name)))).toEqual(['600', '600', '600']);

    // Drop everything: the application, every table, every file.
    await t.close();
    const admin = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await admin.connect();
    await admin.query('DROP SCHEMA public CASCADE');
    await admin.query('CREATE SCHEMA public');
    await admin.end();
    rmSync(env.UPLOAD_DIR, { recursive: true, force: true });
    rmSync(env.FILES_DIR, { recursive: true, force: true });

    await restoreBackup(t.config, storage, latest);
    // A second restore would overwrite live data: refused, through the npm script's entry point too.
    await expect(restoreBackup(t.config, storage, latest)).rejects.toThrow('The database is not empty');
    const cli = spawnSync(process.execPath, [join(SERVER_DIST, 'restore.js'), latest], {
      env: { ...process.env, ...env, DATABASE_URL: t.config.DATABASE_URL, REDIS_URL: t.config.REDIS_URL },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('Restore failed: The database is not empty');

    t = await createTestApp(env);
    const [index] = await t.app.get(DataSource).query("SELECT indexdef FROM pg_indexes WHERE indexname = 'complaints_earth_idx'");
    expect(index.indexdef).toContain('USING gist');
    for (const c of complaints) {
      const shown = await t.http().get(`/api/admin/complaints/${c.id}`).set(desk.auth).expect(200);
      expect(shown.body.photos).toEqual([c.photoUrl]);
      const bytes = await t.http().get(c.photoUrl).expect(200);
      expect((bytes.body as Buffer).equals(c.photo)).toBe(true);
      const letter = await t.app.get(ComplaintDocumentsService).getFile(c.documentId);
      expect(letter!.content.equals(c.letter)).toBe(true);
    }
  });

  it('refuses a non-empty folder', async () => {
    const storage = t.app.get(FileStorage);
    const backup = await createBackup(t.config, storage);
    const other = mkdtempSync(join(tmpdir(), 'civic-restore-db-'));
    const emptyDb = `${new URL(t.config.DATABASE_URL).pathname.slice(1)}_restore`;
    const admin = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${emptyDb}"`);
    try {
      const url = new URL(t.config.DATABASE_URL);
      url.pathname = `/${emptyDb}`;
      // An empty database but the live upload folder, which holds the photos.
      await expect(restoreBackup({ ...t.config, DATABASE_URL: url.toString(), FILES_DIR: other } as typeof t.config, storage, backup)).rejects.toThrow(
        `${env.UPLOAD_DIR} is not empty`,
      );
    } finally {
      await admin.query(`DROP DATABASE "${emptyDb}"`);
      await admin.end();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
