import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './complaints-fixtures.js';

describe('Categories: public list and admin CRUD (citizen spec section 3; admin spec sections 2, 3, 5, 7, 8)', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: TestUser;

  before(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    admin = await createUser(t, { role: 'admin', adminModules: ['categories'] });
  });
  after(async () => {
    await t.close();
  });

  it('GET /api/categories lists the eight defaults, enabled only, sorted by order, in the client shape', async () => {
    const res = await t.http().get('/api/categories').expect(200);
    // Other test files of the run may have added categories (ordered after the defaults, by the last order plus 10).
    expect(res.body.items.map((c: { key: string }) => c.key).slice(0, 8)).toEqual([
      'roads',
      'garbage',
      'safety',
      'police',
      'animals',
      'electricity',
      'environment',
      'construction',
    ]);
    const roads = res.body.items[0];
    expect(Object.keys(roads).sort()).toEqual([
      '_id',
      'description',
      'enabled',
      'icon',
      'key',
      'language',
      'name',
      'order',
      'responseDays',
      'subcategories',
      'subcategoryLabels',
    ]);
    expect(roads).toMatchObject({ key: 'roads', name: 'Roads & Potholes', enabled: true, order: 10 });
    expect(roads.subcategories).toHaveLength(5);
  });

  it('GET /api/categories and /api/plans carry an ETag and Cache-Control: public, no-cache; the same ETag back gives 304 without a body', async () => {
    for (const path of ['/api/categories', '/api/plans']) {
      const first = await t.http().get(path).expect(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      const again = await t.http().get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text ?? '').toBe('');
      const changed = await t.http().get(path).set('If-None-Match', 'W/"something-else"').expect(200);
      expect(changed.body).toEqual(first.body);
      // A list of tags, one of them current; the strong form of the weak tag (RFC 9110 weak comparison).
      await t.http().get(path).set('If-None-Match', `W/"other", ${first.headers.etag}`).expect(304);
      await t.http().get(path).set('If-None-Match', first.headers.etag.slice(2)).expect(304);
      await t.http().head(path).set('If-None-Match', first.headers.etag).expect(304);
    }
  });

  it('answers 304 only to GET and HEAD with a 2xx answer (RFC 9110 sections 13.1.2 and 13.2.1)', async () => {
    // An error answer repeats itself: its ETag sent back must still give the error.
    const missing = await t.http().get('/api/no-such-route').expect(404);
    expect(missing.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.http().get('/api/no-such-route').set('If-None-Match', missing.headers.etag).expect(404);
    expect(again.body).toEqual(missing.body);
    // A POST whose answer hashes the same as before is carried out and answered in full.
    const request = { email: 'nobody-etag@test.goa-civic.local' };
    const sent = await t.http().post('/api/auth/forgot-password').send(request).expect(200);
    const repeated = await t.http().post('/api/auth/forgot-password').set('If-None-Match', sent.headers.etag).send(request).expect(200);
    expect(repeated.body).toEqual(sent.body);
  });

  it('admin routes need the categories module: visitor 401, citizen 403, admin of another module 403, superadmin allowed', async () => {
    const citizen = await createUser(t);
    const billingAdmin = await createUser(t, { role: 'admin', adminModules: ['billing'] });
    const superadmin = await createUser(t, { role: 'superadmin' });
    await t.http().get('/api/admin/categories').expect(401);
    await t.http().get('/api/admin/categories').set(citizen.auth).expect(403);
    await t.http().post('/api/admin/categories').set(billingAdmin.auth).send({ name: 'X' }).expect(403);
    await t.http().get('/api/admin/categories').set(superadmin.auth).expect(200);
  });

  it("POST validates with the spec's messages: 'Name is required', 'Key is required'", async () => {
    const noName = await t.http().post('/api/admin/categories').set(admin.auth).send({ key: 'water' }).expect(400);
    expect(noName.body.error).toEqual({ message: 'Name is required', code: 'VALIDATION_FAILED', details: { fields: { name: ['Name is required'] } } });
    const blank = await t.http().post('/api/admin/categories').set(admin.auth).send({ name: '   ' }).expect(400);
    expect(blank.body.error.message).toBe('Name is required');
    const noKey = await t.http().post('/api/admin/categories').set(admin.auth).send({ name: '!!!' }).expect(400);
    expect(noKey.body.error).toEqual({ message: 'Key is required', code: 'VALIDATION_FAILED', details: { fields: { key: ['Key is required'] } } });
    const badOrder = await t.http().post('/api/admin/categories').set(admin.auth).send({ name: 'Water', order: 'first' }).expect(400);
    expect(badOrder.body.error.details.fields.order).toEqual(['Order must be a whole number']);
  });

  it('POST derives the key from the name, splits comma separated subcategories, orders after the last plus 10, and audits CategoryCreated', async () => {
    const [{ last }] = await ds.query('SELECT max("order")::int AS last FROM categories');
    const res = await t
      .http()
      .post('/api/admin/categories')
      .set(admin.auth)
      .send({
        name: '  Water & Sewage -- Leaks!! ',
        icon: '🚰',
        description: 'Leaks and no water',
        subcategories: ' Pipe burst, No water ,, Sewage overflow ,',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      key: 'water_sewage_leaks',
      name: 'Water & Sewage -- Leaks!!',
      icon: '🚰',
      subcategories: ['Pipe burst', 'No water', 'Sewage overflow'],
      enabled: true,
      order: last + 10,
    });
    const [row] = await ds.query('SELECT key, "order", subcategories FROM categories WHERE id = $1', [res.body._id]);
    expect(row).toEqual({ key: 'water_sewage_leaks', order: last + 10, subcategories: ['Pipe burst', 'No water', 'Sewage overflow'] });

    const audit = await eventually(async () => {
      const rows = await ds.query(
        "SELECT action, context, actor_id, actor_email, entity_type, entity_id FROM audit_log WHERE action = 'CategoryCreated' AND entity_id = $1",
        [res.body._id],
      );
      return rows.length ? rows : null;
    });
    expect(audit).toEqual([
      { action: 'CategoryCreated', context: 'content', actor_id: admin.id, actor_email: admin.email, entity_type: 'category', entity_id: res.body._id },
    ]);
  });

  it('POST normalises a typed key, accepts subcategories as an array, and a taken key is 409 CONFLICT', async () => {
    const res = await t
      .http()
      .post('/api/admin/categories')
      .set(admin.auth)
      .send({ name: 'Water supply', key: 'Water Supply!', subcategories: [' Low pressure ', '', 'Contaminated water'], enabled: false, order: 5 })
      .expect(201);
    expect(res.body).toMatchObject({ key: 'water_supply', subcategories: ['Low pressure', 'Contaminated water'], enabled: false, order: 5 });
    const dup = await t.http().post('/api/admin/categories').set(admin.auth).send({ name: 'Another', key: 'WATER supply' }).expect(409);
    expect(dup.body.error.code).toBe('CONFLICT');
    expect(dup.body.error.message).toBe('A category with this key already exists');
  });

  it('the public list hides disabled categories; the admin list shows all, sorted by order', async () => {
    const pub = await t.http().get('/api/categories').expect(200);
    expect(pub.body.items.map((c: { key: string }) => c.key)).not.toContain('water_supply');
    const all = await t.http().get('/api/admin/categories').set(admin.auth).expect(200);
    const keys = all.body.items.map((c: { key: string }) => c.key);
    expect(keys[0]).toBe('water_supply');
    expect(keys).toContain('water_sewage_leaks');
    const orders = all.body.items.map((c: { order: number }) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('PATCH edits some fields with the same rules, audits CategoryUpdated with the changed fields; 404 and 409 as expected', async () => {
    const created = await t.http().post('/api/admin/categories').set(admin.auth).send({ name: 'Beaches' }).expect(201);
    const id = created.body._id;
    const res = await t.http().patch(`/api/admin/categories/${id}`).set(admin.auth).send({ subcategories: 'Litter, Erosion', enabled: false }).expect(200);
    expect(res.body).toMatchObject({ key: 'beaches', name: 'Beaches', subcategories: ['Litter', 'Erosion'], enabled: false });

    const blank = await t.http().patch(`/api/admin/categories/${id}`).set(admin.auth).send({ name: ' ' }).expect(400);
    expect(blank.body.error.message).toBe('Name is required');
    const taken = await t.http().patch(`/api/admin/categories/${id}`).set(admin.auth).send({ key: 'roads' }).expect(409);
    expect(taken.body.error.code).toBe('CONFLICT');
    expect((await ds.query('SELECT key FROM categories WHERE id = $1', [id]))[0].key).toBe('beaches');

    await t.http().patch('/api/admin/categories/6f1c0000-0000-4000-8000-000000000000').set(admin.auth).send({ name: 'X' }).expect(404);
    await t.http().patch('/api/admin/categories/not-a-uuid').set(admin.auth).send({ name: 'X' }).expect(404);

    const audit = await eventually(async () => {
      const rows = await ds.query("SELECT meta FROM audit_log WHERE action = 'CategoryUpdated' AND entity_id = $1", [id]);
      return rows.length ? rows : null;
    });
    expect(audit[0].meta.changes).toEqual(['subcategories', 'enabled']);
  });

  it('DELETE removes the category (204), audits CategoryDeleted, and a second delete is 404', async () => {
    const created = await t.http().post('/api/admin/categories').set(admin.auth).send({ name: 'Temporary' }).expect(201);
    await t.http().delete(`/api/admin/categories/${created.body._id}`).set(admin.auth).expect(204);
    expect(await ds.query('SELECT 1 FROM categories WHERE id = $1', [created.body._id])).toEqual([]);
    const res = await t.http().delete(`/api/admin/categories/${created.body._id}`).set(admin.auth).expect(404);
    expect(res.body.error.message).toBe('Category not found');
    await eventually(
      async () => (await ds.query("SELECT 1 FROM audit_log WHERE action = 'CategoryDeleted' AND entity_id = $1", [created.body._id])).length > 0,
    );
  });
});
