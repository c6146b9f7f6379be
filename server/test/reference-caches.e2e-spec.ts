import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { cachesSettled, createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';

/**
 * The in-process caches of reference data (categories, plans, accounts) in two API processes on one database: a
 * change made through one process is seen by that process's next request at once, and by the other as soon as the
 * database's notification reaches it; a change made behind both (raw SQL, as psql would) reaches both.
 */
describe('Reference caches: two API processes converge', () => {
  let a: TestApp;
  let b: TestApp;
  let ds: DataSource;
  let admin: TestUser;

  const categoryName = async (app: TestApp, key: string) =>
    ((await app.http().get('/api/categories').expect(200)).body.items as { key: string; name: string }[]).find((c) => c.key === key)?.name;

  before(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { workers: false });
    ds = a.app.get(DataSource);
    admin = await createUser(a, { role: 'admin', adminModules: ['categories', 'users'] });
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  it('an admin renames a category: this process shows it at once, the other one once notified', async () => {
    // Both processes have the list cached.
    expect(await categoryName(a, 'roads')).toBe('Roads & Potholes');
    expect(await categoryName(b, 'roads')).toBe('Roads & Potholes');
    const [{ id }] = (await ds.query(`SELECT id FROM categories WHERE key = 'roads'`)) as { id: string }[];
    try {
      await a.http().patch(`/api/admin/categories/${id}`).set(admin.auth).send({ name: 'Roads and Potholes' }).expect(200);
      expect(await categoryName(a, 'roads')).toBe('Roads and Potholes');
      await eventually(async () => (await categoryName(b, 'roads')) === 'Roads and Potholes');
    } finally {
      await ds.query(`UPDATE categories SET name = 'Roads & Potholes' WHERE key = 'roads'`);
      await cachesSettled(a);
      await cachesSettled(b);
    }
    expect(await categoryName(a, 'roads')).toBe('Roads & Potholes');
    expect(await categoryName(b, 'roads')).toBe('Roads & Potholes');
  });

  it('an admin blocks a user: the next request to this process is refused at once, to the other one once notified', async () => {
    const citizen = await createUser(a);
    await a.http().get('/api/auth/me').set(citizen.auth).expect(200);
    await b.http().get('/api/auth/me').set(citizen.auth).expect(200);
    await a.http().patch(`/api/admin/users/${citizen.id}/block`).set(admin.auth).send({ blocked: true }).expect(200);
    await a.http().get('/api/auth/me').set(citizen.auth).expect(401);
    await eventually(async () => (await b.http().get('/api/auth/me').set(citizen.auth)).status === 401);
  });

  it('a plan changed behind both processes (raw SQL) reaches both', async () => {
    const limitOf = async (app: TestApp) =>
      ((await app.http().get('/api/plans').expect(200)).body.items as { name: string; complaintLimit: number | null }[]).find((p) => p.name === 'Free Citizen')
        ?.complaintLimit;
    const before_ = await limitOf(a);
    expect(await limitOf(b)).toBe(before_);
    try {
      await ds.query(`UPDATE plans SET complaint_limit = 7 WHERE name = 'Free Citizen'`);
      await cachesSettled(a);
      await cachesSettled(b);
      expect(await limitOf(a)).toBe(7);
      expect(await limitOf(b)).toBe(7);
    } finally {
      await ds.query(`UPDATE plans SET complaint_limit = $1 WHERE name = 'Free Citizen'`, [before_]);
    }
  });
});
