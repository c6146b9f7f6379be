import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, type TestApp, cachesSettled } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { createUser as createIdentityUser, uniqueEmail } from './identity-fixtures.js';

const BLOCKED = 'Your account has been blocked. Please contact support.';

describe('Users admin: list, verify, block, delete (admin spec sections 2, 6, 7)', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let usersAdmin: TestUser;
  let superadmin: TestUser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-users-admin-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
    usersAdmin = await createUser(t, { role: 'admin', adminModules: ['users'] });
    superadmin = await createUser(t, { role: 'superadmin' });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** The audit rows of some actions about an entity, once the audit worker has recorded `count` of them. */
  async function audited(actions: string[], entityId: string, count: number): Promise<{ action: string; actor_email: string }[]> {
    return eventually(async () => {
      const rows = (await ds.query('SELECT action, actor_email FROM audit_log WHERE action = ANY($1) AND entity_id = $2 ORDER BY created_at', [
        actions,
        entityId,
      ])) as { action: string; actor_email: string }[];
      return rows.length >= count ? rows : null;
    });
  }

  it('module users needed: visitor 401, citizen 403, admin of another module 403', async () => {
    const citizen = await createUser(t);
    const supportAdmin = await createUser(t, { role: 'admin', adminModules: ['support'] });
    await t.http().get('/api/admin/users').expect(401);
    await t.http().get('/api/admin/users').set(citizen.auth).expect(403);
    await t.http().get('/api/admin/users').set(supportAdmin.auth).expect(403);
    await t.http().patch(`/api/admin/users/${citizen.id}/block`).set(supportAdmin.auth).send({ blocked: true }).expect(403);
    await t.http().delete(`/api/admin/users/${citizen.id}`).set(supportAdmin.auth).expect(403);
    await t.http().get('/api/admin/users').set(superadmin.auth).expect(200);
  });

  it('lists 10 per page, newest first, with every field of the Users list; q searches name, email and phone', async () => {
    const marker = `u${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const u = await createUser(t, { firstName: `${marker}${String(i).padStart(2, '0')}` });
      ids.push(u.id);
    }
    const page1 = await t.http().get('/api/admin/users').query({ q: marker.toUpperCase() }).set(usersAdmin.auth).expect(200);
    expect(page1.body).toMatchObject({ total: 12, page: 1, pages: 2 });
    expect(page1.body.items).toHaveLength(10);
    const page2 = await t.http().get('/api/admin/users').query({ q: marker, page: 2 }).set(usersAdmin.auth).expect(200);
    expect(page2.body.items).toHaveLength(2);
    const all = [...page1.body.items, ...page2.body.items].map((u: { _id: string }) => u._id);
    expect(new Set(all)).toEqual(new Set(ids));
    const keys = Object.keys(page1.body.items[0]);
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'plan', 'isPremium', 'authProvider', 'hasPassword', 'emailVerified', 'blocked', '_id']) {
      expect(keys).toContain(field);
    }
    expect(keys).not.toContain('passwordHash');

    const byEmail = await createIdentityUser(t, { email: uniqueEmail(`mail${marker}`) });
    const found = await t
      .http()
      .get('/api/admin/users')
      .query({ q: `mail${marker}` })
      .set(usersAdmin.auth)
      .expect(200);
    expect(found.body.items.map((u: { _id: string }) => u._id)).toEqual([byEmail.id]);
    await ds.query('UPDATE users SET phone = $2 WHERE id = $1', [byEmail.id, `+91 55${Date.now() % 100000000}`]);
    await cachesSettled(t);
    const phone = (await ds.query('SELECT phone FROM users WHERE id = $1', [byEmail.id]))[0].phone as string;
    const byPhone = await t
      .http()
      .get('/api/admin/users')
      .query({ q: phone.slice(4) })
      .set(usersAdmin.auth)
      .expect(200);
    expect(byPhone.body.items.map((u: { _id: string }) => u._id)).toEqual([byEmail.id]);
    await t.http().get('/api/admin/users').query({ limit: 51 }).set(usersAdmin.auth).expect(400);
  });

  it('verify and unverify the email (audited with the acting admin)', async () => {
    const u = await createIdentityUser(t, { verified: false });
    const res = await t.http().patch(`/api/admin/users/${u.id}/verify`).set(usersAdmin.auth).send({ emailVerified: true }).expect(200);
    expect(res.body).toMatchObject({ _id: u.id, emailVerified: true });
    const login = await t.http().post('/api/auth/login').send({ email: u.email, password: u.password }).expect(200);
    expect(login.body.token).toEqual(expect.any(String));
    const back = await t.http().patch(`/api/admin/users/${u.id}/verify`).set(usersAdmin.auth).send({ emailVerified: false }).expect(200);
    expect(back.body.emailVerified).toBe(false);
    const bad = await t.http().patch(`/api/admin/users/${u.id}/verify`).set(usersAdmin.auth).send({ emailVerified: 'yes' }).expect(400);
    expect(bad.body.error.message).toBe('Email verified must be true or false.');
    const missing = await t
      .http()
      .patch('/api/admin/users/00000000-0000-4000-8000-000000000000/verify')
      .set(usersAdmin.auth)
      .send({ emailVerified: true })
      .expect(404);
    expect(missing.body.error.message).toBe('User not found');
    const rows = await audited(['UserEmailVerificationChanged'], u.id, 2);
    expect(rows.map((r) => r.actor_email)).toEqual([usersAdmin.email, usersAdmin.email]);
  });

  it("block: the user's old token is refused on the next request, login says blocked; unblock lets them sign in again", async () => {
    const u = await createIdentityUser(t);
    await t.http().get('/api/auth/me').set(auth(u.token)).expect(200);
    const res = await t.http().patch(`/api/admin/users/${u.id}/block`).set(usersAdmin.auth).send({ blocked: true }).expect(200);
    expect(res.body).toMatchObject({ _id: u.id, blocked: true });
    const me = await t.http().get('/api/auth/me').set(auth(u.token)).expect(401);
    expect(me.body.error.message).toBe(BLOCKED);
    const login = await t.http().post('/api/auth/login').send({ email: u.email, password: u.password }).expect(403);
    expect(login.body.error).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: BLOCKED });
    await t.http().get('/api/support/my').set(auth(u.token)).expect(401);

    await t.http().patch(`/api/admin/users/${u.id}/block`).set(usersAdmin.auth).send({ blocked: false }).expect(200);
    // The token issued before the block stays expired; a new sign-in works.
    await t.http().get('/api/auth/me').set(auth(u.token)).expect(401);
    const again = await t.http().post('/api/auth/login').send({ email: u.email, password: u.password }).expect(200);
    await t.http().get('/api/auth/me').set(auth(again.body.token)).expect(200);
    const rows = await audited(['UserBlocked', 'UserUnblocked'], u.id, 2);
    expect(rows).toEqual([
      { action: 'UserBlocked', actor_email: usersAdmin.email },
      { action: 'UserUnblocked', actor_email: usersAdmin.email },
    ]);
    const bad = await t.http().patch(`/api/admin/users/${u.id}/block`).set(usersAdmin.auth).send({}).expect(400);
    expect(bad.body.error.message).toBe('Blocked must be true or false.');
  });

  it('admin accounts are refused here with 403 (block, verify, delete)', async () => {
    const otherAdmin = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    const del = await t.http().delete(`/api/admin/users/${otherAdmin.id}`).set(usersAdmin.auth).expect(403);
    expect(del.body.error.message).toBe('Admin accounts are deleted in Admin Management, not here.');
    await t.http().delete(`/api/admin/users/${superadmin.id}`).set(superadmin.auth).expect(403);
    const block = await t.http().patch(`/api/admin/users/${otherAdmin.id}/block`).set(usersAdmin.auth).send({ blocked: true }).expect(403);
    expect(block.body.error.message).toBe('Admin accounts are managed in Admin Management, not here.');
    await t.http().patch(`/api/admin/users/${otherAdmin.id}/verify`).set(usersAdmin.auth).send({ emailVerified: false }).expect(403);
    expect((await ds.query('SELECT blocked FROM users WHERE id = $1', [otherAdmin.id]))[0].blocked).toBe(false);
  });

  it("delete: the account and its data go; the complaint stays for admins as 'Deleted user'; tickets lose the link", async () => {
    const reporter = await createUser(t, { firstName: 'Gone', lastName: 'Soon' });
    const filedId = await fileComplaint(t, reporter, {
      title: 'Crater near the deleted user house',
      description: 'Deep pothole.',
      location: 'Market road, Canacona',
      urgency: 'high',
      anonymous: false,
      geo: { districtCode: '552', ulbCode: '252100' },
      coordinates: { lat: 15.00951, lng: 74.04006, source: 'manual', accuracy: 8 },
    });
    const ticket = await t
      .http()
      .post('/api/support/contact')
      .set(reporter.auth)
      .send({ name: 'Gone Soon', email: reporter.email, subject: 'Hello', message: 'Hello there' })
      .expect(201);

    const res = await t.http().delete(`/api/admin/users/${reporter.id}`).set(usersAdmin.auth).expect(200);
    expect(res.body).toEqual({ message: 'User deleted' });
    expect(await ds.query('SELECT 1 FROM users WHERE id = $1', [reporter.id])).toEqual([]);
    await t.http().get('/api/auth/me').set(reporter.auth).expect(404);
    const [complaint] = await ds.query('SELECT reporter_id FROM complaints WHERE public_id = $1', [filedId]);
    expect(complaint).toEqual({ reporter_id: null });
    const [ticketRow] = await ds.query('SELECT user_id FROM support_tickets WHERE id = $1', [ticket.body._id]);
    expect(ticketRow.user_id).toBeNull();
    // Support reacts to UserDeleted: the ticket stays (code, subject, message) without the person's name and email.
    const erased = await eventually(async () => {
      const [r] = await ds.query('SELECT code, name, email, subject FROM support_tickets WHERE id = $1', [ticket.body._id]);
      return r.email === '' ? r : null;
    });
    expect(erased).toEqual({ code: ticket.body.code, name: '', email: '', subject: 'Hello' });
    const actors = await ds.query('SELECT actor_email FROM support_ticket_updates WHERE ticket_id = $1', [ticket.body._id]);
    expect(actors).toEqual([{ actor_email: null }]);

    const desk = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    const list = await t.http().get('/api/admin/complaints').set(desk.auth).expect(200);
    const item = list.body.items.find((c: { id: string }) => c.id === filedId);
    expect(item.createdBy).toEqual({ email: null, name: 'Deleted user', deleted: true });
    expect(JSON.stringify(item)).not.toContain(reporter.email);
    expect(JSON.stringify(item)).not.toContain('Gone Soon');

    const [audit] = await audited(['UserDeleted'], reporter.id, 1);
    expect(audit.actor_email).toBe(usersAdmin.email);
    await t.http().delete(`/api/admin/users/${reporter.id}`).set(usersAdmin.auth).expect(404);
  });
  it('a record that still references the account without a rule gives 409 and nothing is deleted', async () => {
    const u = await createUser(t);
    await ds.query('CREATE TABLE test_user_refs (user_id uuid NOT NULL REFERENCES users(id))');
    try {
      await ds.query('INSERT INTO test_user_refs (user_id) VALUES ($1)', [u.id]);
      const res = await t.http().delete(`/api/admin/users/${u.id}`).set(usersAdmin.auth).expect(409);
      expect(res.body.error).toMatchObject({ code: 'CONFLICT', message: 'This user is referenced by other records and cannot be deleted' });
      expect(await ds.query('SELECT 1 AS one FROM users WHERE id = $1', [u.id])).toEqual([{ one: 1 }]);
    } finally {
      await ds.query('DROP TABLE test_user_refs');
    }
  });
});
