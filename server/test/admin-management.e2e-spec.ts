import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, SUPERADMIN, type TestApp } from './helpers/test-app.js';
import { createUser, uniqueEmail } from './identity-fixtures.js';

describe('Admin Management (admin spec sections 2, 5, 6 and 7: /api/admin/admins, superadmin only)', () => {
  let t: TestApp;
  let ds: DataSource;
  let superToken: string;
  let superId: string;
  const asSuper = () => ({ Authorization: `Bearer ${superToken}` });

  before(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    const res = await t.http().post('/api/auth/login').send(SUPERADMIN).expect(200);
    superToken = res.body.token;
    superId = res.body.user._id;
  });
  after(async () => {
    await t.close();
  });

  const create = (body: Record<string, unknown>) => t.http().post('/api/admin/admins').set(asSuper()).send(body);
  const newAdmin = (overrides: Record<string, unknown> = {}) =>
    create({ firstName: 'Rohan', lastName: 'Kamat', email: uniqueEmail('admin'), password: 'temp-4821', modules: ['complaints'], ...overrides });
  const auditOf = (action: string, entityId: string) =>
    eventually(async () => {
      const rows = await ds.query('SELECT context, actor_id, actor_email, entity_type, entity_id, meta FROM audit_log WHERE action = $1 AND entity_id = $2', [
        action,
        entityId,
      ]);
      return rows.length ? rows[0] : null;
    });

  it('lists admins and superadmins with _id, firstName, lastName, email, role, adminModules, twoFactorEnabled; superadmins first', async () => {
    const admin = await newAdmin().expect(201);
    const res = await t.http().get('/api/admin/admins').set(asSuper()).expect(200);
    expect(res.body.items[0]).toEqual({
      _id: superId,
      firstName: 'Super',
      lastName: 'Admin',
      email: SUPERADMIN.email,
      role: 'superadmin',
      adminModules: [],
      twoFactorEnabled: false,
    });
    expect(res.body.items).toContainEqual(admin.body);
    for (const item of res.body.items)
      expect(Object.keys(item).sort()).toEqual(['_id', 'adminModules', 'email', 'firstName', 'lastName', 'role', 'twoFactorEnabled']);
    const citizen = await createUser(t);
    const again = await t.http().get('/api/admin/admins').set(asSuper()).expect(200);
    expect(again.body.items.map((i: { _id: string }) => i._id)).not.toContain(citizen.id);
  });

  it('creates a verified admin with normalised modules who signs in with the temporary password; the event is audited', async () => {
    const email = uniqueEmail('NewAdmin');
    const res = await newAdmin({ email: email.toUpperCase(), modules: ['docs', 'volunteers', 'routing', 'bogus', 'routing'], role: 'superadmin' }).expect(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      firstName: 'Rohan',
      lastName: 'Kamat',
      email: email.toLowerCase(),
      role: 'admin',
      adminModules: ['documents', 'routing', 'support'],
      twoFactorEnabled: false,
    });
    const login = await t.http().post('/api/auth/login').send({ email, password: 'temp-4821' }).expect(200);
    expect(login.body.user).toMatchObject({ role: 'admin', emailVerified: true, adminModules: ['documents', 'routing', 'support'] });
    const audit = await auditOf('AdminCreated', res.body._id);
    expect(audit).toMatchObject({ context: 'identity', actor_id: superId, actor_email: SUPERADMIN.email, entity_type: 'user' });
    expect(audit.meta).toMatchObject({ email: email.toLowerCase(), modules: ['documents', 'routing', 'support'] });
  });

  it("refuses missing fields ('All fields are required'), a short password ('Password min 6 characters') and a taken email", async () => {
    const empty = await create({}).expect(400);
    expect(empty.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'All fields are required' });
    expect(empty.body.error.details.fields).toEqual({
      firstName: ['All fields are required'],
      lastName: ['All fields are required'],
      email: ['All fields are required'],
      password: ['All fields are required'],
    });
    const short = await newAdmin({ password: '12345' }).expect(400);
    expect(short.body.error.message).toBe('Password min 6 characters');
    const badEmail = await newAdmin({ email: 'nope' }).expect(400);
    expect(badEmail.body.error.message).toBe('That email address looks incorrect.');
    const badModules = await newAdmin({ modules: 'complaints' }).expect(400);
    expect(badModules.body.error.details.fields).toHaveProperty('modules');

    const citizen = await createUser(t);
    const taken = await newAdmin({ email: citizen.email.toUpperCase() }).expect(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', message: 'An account with this email already exists' });
    const [row] = await ds.query('SELECT role FROM users WHERE id = $1', [citizen.id]);
    expect(row.role).toBe('user');
  });

  it("changes an admin's modules (effective at once); a superadmin's cannot change; unknown ids are 404", async () => {
    const email = uniqueEmail('modules');
    const admin = await newAdmin({ email, modules: ['complaints'] }).expect(201);
    const session = await t.http().post('/api/auth/login').send({ email, password: 'temp-4821' }).expect(200);
    const res = await t
      .http()
      .patch(`/api/admin/admins/${admin.body._id}`)
      .set(asSuper())
      .send({ modules: ['billing', 'pdf_templates'] })
      .expect(200);
    expect(res.body).toMatchObject({ _id: admin.body._id, adminModules: ['billing', 'documents'] });
    const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.token}`).expect(200);
    expect(me.body.adminModules).toEqual(['billing', 'documents']);
    const audit = await auditOf('AdminModulesChanged', admin.body._id);
    expect(audit.meta).toMatchObject({ before: ['complaints'], after: ['billing', 'documents'] });

    const sup = await t
      .http()
      .patch(`/api/admin/admins/${superId}`)
      .set(asSuper())
      .send({ modules: ['billing'] })
      .expect(403);
    expect(sup.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'A superadmin has every module; its modules cannot be changed' });
    const missing = await t.http().patch(`/api/admin/admins/${randomUUID()}`).set(asSuper()).send({ modules: [] }).expect(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Admin not found', details: null });
    const citizen = await createUser(t);
    await t
      .http()
      .patch(`/api/admin/admins/${citizen.id}`)
      .set(asSuper())
      .send({ modules: ['billing'] })
      .expect(404);
    await t.http().patch('/api/admin/admins/not-a-uuid').set(asSuper()).send({ modules: [] }).expect(404);
    const noBody = await t.http().patch(`/api/admin/admins/${admin.body._id}`).set(asSuper()).send({}).expect(400);
    expect(noBody.body.error.code).toBe('VALIDATION_FAILED');
  });

  it("resets an admin's password ('Password min 6 characters'); the admin's sessions end", async () => {
    const email = uniqueEmail('reset');
    const admin = await newAdmin({ email }).expect(201);
    const session = await t.http().post('/api/auth/login').send({ email, password: 'temp-4821' }).expect(200);
    const short = await t.http().post(`/api/admin/admins/${admin.body._id}/reset-password`).set(asSuper()).send({ password: '123' }).expect(400);
    expect(short.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Password min 6 characters' });
    const empty = await t.http().post(`/api/admin/admins/${admin.body._id}/reset-password`).set(asSuper()).send({}).expect(400);
    expect(empty.body.error.message).toBe('Password min 6 characters');
    const res = await t.http().post(`/api/admin/admins/${admin.body._id}/reset-password`).set(asSuper()).send({ password: 'second-temp-8813' }).expect(200);
    expect(res.body).toEqual({ message: 'Password reset' });
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.token}`).expect(401);
    await t.http().post('/api/auth/login').send({ email, password: 'temp-4821' }).expect(401);
    await t.http().post('/api/auth/login').send({ email, password: 'second-temp-8813' }).expect(200);
    const audit = await auditOf('AdminPasswordReset', admin.body._id);
    expect(JSON.stringify(audit.meta)).not.toContain('second-temp-8813');
    await t.http().post(`/api/admin/admins/${randomUUID()}/reset-password`).set(asSuper()).send({ password: 'second-temp-8813' }).expect(404);
  });

  it("deletes an admin, never a superadmin ('Cannot delete a superadmin')", async () => {
    const email = uniqueEmail('delete');
    const admin = await newAdmin({ email }).expect(201);
    const session = await t.http().post('/api/auth/login').send({ email, password: 'temp-4821' }).expect(200);
    const sup = await t.http().delete(`/api/admin/admins/${superId}`).set(asSuper()).expect(403);
    expect(sup.body.error).toEqual({ code: 'FORBIDDEN', message: 'Cannot delete a superadmin', details: null });
    const res = await t.http().delete(`/api/admin/admins/${admin.body._id}`).set(asSuper()).expect(200);
    expect(res.body).toEqual({ message: 'Admin deleted' });
    const gone = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.token}`).expect(404);
    expect(gone.body.error.code).toBe('NOT_FOUND');
    const list = await t.http().get('/api/admin/admins').set(asSuper()).expect(200);
    expect(list.body.items.map((i: { _id: string }) => i._id)).not.toContain(admin.body._id);
    await t.http().delete(`/api/admin/admins/${admin.body._id}`).set(asSuper()).expect(404);
    const citizen = await createUser(t);
    await t.http().delete(`/api/admin/admins/${citizen.id}`).set(asSuper()).expect(404);
    const audit = await auditOf('AdminDeleted', admin.body._id);
    expect(audit).toMatchObject({ actor_email: SUPERADMIN.email, meta: { email } });
  });

  it("only a superadmin: admins and citizens get 403 'Only super admins can access this page.', visitors 401", async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['complaints', 'users'] });
    const citizen = await createUser(t);
    for (const who of [admin, citizen]) {
      const res = await t.http().get('/api/admin/admins').set('Authorization', `Bearer ${who.token}`).expect(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: 'Only super admins can access this page.', details: null });
      await t
        .http()
        .post('/api/admin/admins')
        .set('Authorization', `Bearer ${who.token}`)
        .send({ firstName: 'a', lastName: 'b', email: uniqueEmail(), password: 'lantern-on-the-ferry' })
        .expect(403);
      await t.http().delete(`/api/admin/admins/${admin.id}`).set('Authorization', `Bearer ${who.token}`).expect(403);
    }
    await t.http().get('/api/admin/admins').expect(401);
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [admin.id]);
    expect(n).toBe(1);
  });
});
