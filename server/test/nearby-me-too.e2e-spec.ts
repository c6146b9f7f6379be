import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * Nearby duplicates and 'Me too' (part B): GET /api/complaints/nearby finds the open complaints of the
 * category within 150 m filed in the last 90 days (edges at 140 m and 160 m, 89 and 91 days), without anything
 * private; POST /api/complaints/{id}/me-too is once per citizen (409 ALREADY_SUPPORTED), never on one's own
 * complaint (409 OWN_COMPLAINT), uses no quota, and shows as supportCount on the reporter's and the admin's read sides.
 */

/** A point in Panaji; 1 degree of latitude is 111,319.5 m on earthdistance's sphere (radius 6,378,168 m). */
const P0 = { lat: 15.49, lng: 73.82 };
const METRES_PER_DEGREE = (6378168 * Math.PI) / 180;
const north = (metres: number) => ({ lat: Number((P0.lat + metres / METRES_PER_DEGREE).toFixed(6)), lng: P0.lng });
const stamp = Date.now();
const CATEGORY = `nearby_roads_${stamp}`;
const OTHER_CATEGORY = `nearby_garbage_${stamp}`;
const SECRET_TITLE = `SECRET-TITLE-${stamp}`;
const SECRET_PLACE = `SECRET-PLACE-${stamp}`;
const DAY = 24 * 3600 * 1000;

describe('Nearby duplicates and Me too', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let neighbour: TestUser;
  const ids: Record<string, string> = {};

  const file = (user: TestUser, point: { lat: number; lng: number }, category = CATEGORY): Promise<string> =>
    fileComplaint(t, user, {
      category,
      title: SECRET_TITLE,
      description: `A deep pothole in front of ${SECRET_PLACE}`,
      location: SECRET_PLACE,
      landmark: SECRET_PLACE,
      coordinates: { ...point, source: 'manual', accuracy: 5 },
    });

  const nearby = (user: TestUser, query: Record<string, string | number> = { ...P0, category: CATEGORY }) =>
    t.http().get('/api/complaints/nearby').query(query).set(user.auth);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-nearby-'));
    t = await createTestApp({ UPLOAD_DIR: dir }, { workers: false });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Reporterfirst', lastName: 'Reporterlast' });
    neighbour = await createUser(t, { firstName: 'Neighbour', lastName: 'Citizen' });
    for (const key of [CATEGORY, OTHER_CATEGORY]) {
      await t
        .http()
        .post('/api/admin/categories')
        .set(superadmin.auth)
        .send({ key, name: `Nearby ${key}`, subcategories: ['Potholes'] })
        .expect(201);
    }
    ids.at140 = await file(reporter, north(140));
    ids.at160 = await file(reporter, north(160));
    ids.otherCategory = await file(reporter, P0, OTHER_CATEGORY);
    ids.days89 = await file(reporter, P0);
    ids.days91 = await file(reporter, P0);
    ids.resolved = await file(reporter, north(20));
    ids.rejected = await file(reporter, north(30));
    ids.archived = await file(reporter, north(40));
    ids.inProgress = await file(reporter, north(60));
    await ds.query(`UPDATE complaints SET created_at = $2 WHERE public_id = $1`, [ids.days89, new Date(Date.now() - 89 * DAY)]);
    await ds.query(`UPDATE complaints SET created_at = $2 WHERE public_id = $1`, [ids.days91, new Date(Date.now() - 91 * DAY)]);
    const status = (id: string, body: Record<string, unknown>) =>
      t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send(body).expect(200);
    await status(ids.resolved, { status: 'resolved' });
    await status(ids.rejected, { status: 'rejected', message: 'Duplicate' });
    await status(ids.inProgress, { status: 'in_progress' });
    await t.http().patch(`/api/admin/complaints/${ids.archived}/archive`).set(superadmin.auth).send({ archived: true }).expect(200);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the open complaints of the category within 150 m filed in the last 90 days, nearest first', async () => {
    const res = await nearby(neighbour).expect(200);
    expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([ids.days89, ids.inProgress, ids.at140]);
    expect(res.body.items[0]).toMatchObject({ categoryKey: CATEGORY, subcategory: 'Potholes', status: 'pending', distanceMetres: 25, supportCount: 0 });
    expect(res.body.items[1]).toMatchObject({ status: 'in_progress', distanceMetres: 75 });
    expect(res.body.items[2]).toMatchObject({ distanceMetres: 150, lat: 15.491, lng: 73.82, mine: false, supportedByMe: false });
  });

  it('answers nothing private: no title, description, location text, landmark, name or email', async () => {
    const res = await nearby(neighbour).expect(200);
    const text = JSON.stringify(res.body);
    for (const secret of [SECRET_TITLE, SECRET_PLACE, 'Reporterfirst', 'Reporterlast', reporter.email, reporter.id]) expect(text).not.toContain(secret);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(
      [
        'categoryKey',
        'distanceMetres',
        'id',
        'lat',
        'lng',
        'location',
        'mine',
        'requestedAt',
        'status',
        'statusLabel',
        'subcategory',
        'subcategoryLabel',
        'supportCount',
        'supportedByMe',
      ].sort(),
    );
  });

  it('another category, or a point 160 m away from everything, finds nothing', async () => {
    const other = await nearby(neighbour, { ...P0, category: OTHER_CATEGORY }).expect(200);
    expect(other.body.items.map((c: { id: string }) => c.id)).toEqual([ids.otherCategory]);
    const far = await nearby(neighbour, { ...north(300), category: CATEGORY }).expect(200);
    expect(far.body.items.map((c: { id: string }) => c.id)).toEqual([ids.at160]);
  });

  it('refuses bad input with VALIDATION_FAILED and needs a signed-in user', async () => {
    const bad = await nearby(neighbour, { lat: 'abc', lng: 73.8, category: CATEGORY }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.error.details.fields)).toContain('lat');
    const noCategory = await nearby(neighbour, { ...P0 }).expect(400);
    expect(Object.keys(noCategory.body.error.details.fields)).toContain('category');
    await t
      .http()
      .get('/api/complaints/nearby')
      .query({ ...P0, category: CATEGORY })
      .expect(401);
  });

  it("'Me too' once per citizen: 200 with the count, then 409 ALREADY_SUPPORTED; no quota used", async () => {
    const quotaBefore = (await t.http().get('/api/usage/complaints-quota').set(neighbour.auth).expect(200)).body;
    const first = await t.http().post(`/api/complaints/${ids.at140}/me-too`).set(neighbour.auth).expect(200);
    expect(first.body).toEqual({ id: ids.at140, supportCount: 1 });
    const second = await t.http().post(`/api/complaints/${ids.at140}/me-too`).set(neighbour.auth).expect(409);
    expect(second.body.error).toMatchObject({ code: 'ALREADY_SUPPORTED', message: 'You have already said Me too on this complaint.' });
    const quotaAfter = (await t.http().get('/api/usage/complaints-quota').set(neighbour.auth).expect(200)).body;
    expect(quotaAfter).toEqual(quotaBefore);
    expect(quotaAfter.used).toBe(0);
    const [row] = await ds.query('SELECT support_count FROM complaints WHERE public_id = $1', [ids.at140]);
    expect(row.support_count).toBe(1);
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM complaint_supports s JOIN complaints c ON c.id = s.complaint_id WHERE c.public_id = $1', [
      ids.at140,
    ]);
    expect(n).toBe(1);
  });

  it("refuses 'Me too' on one's own complaint (409 OWN_COMPLAINT), on a closed or archived one (409), for an unknown id (404) and for admins", async () => {
    const own = await t.http().post(`/api/complaints/${ids.at140}/me-too`).set(reporter.auth).expect(409);
    expect(own.body.error.code).toBe('OWN_COMPLAINT');
    for (const id of [ids.resolved, ids.archived]) {
      const closed = await t.http().post(`/api/complaints/${id}/me-too`).set(neighbour.auth).expect(409);
      expect(closed.body.error).toMatchObject({ code: 'CONFLICT', message: 'Only open complaints can be supported.' });
    }
    await t.http().post('/api/complaints/GOA-2026-999999/me-too').set(neighbour.auth).expect(404);
    await t.http().post(`/api/complaints/${ids.at160}/me-too`).set(superadmin.auth).expect(403);
    const [row] = await ds.query('SELECT support_count FROM complaints WHERE public_id = $1', [ids.resolved]);
    expect(row.support_count).toBe(0);
  });

  it('shows supportCount to the reporter and the admin, and mine / supportedByMe in the nearby list', async () => {
    const mine = await t.http().get('/api/complaints').set(reporter.auth).expect(200);
    const item = mine.body.items.find((c: { id: string }) => c.id === ids.at140);
    expect(item.supportCount).toBe(1);
    expect(mine.body.items.find((c: { id: string }) => c.id === ids.at160).supportCount).toBe(0);
    const admin = await t.http().get(`/api/admin/complaints/${ids.at140}`).set(superadmin.auth).expect(200);
    expect(admin.body.supportCount).toBe(1);
    const publicPage = await t.http().get(`/api/public/complaints/${ids.at140}`).expect(200);
    expect(publicPage.body.supportCount).toBe(1);
    const asNeighbour = await nearby(neighbour).expect(200);
    expect(asNeighbour.body.items.find((c: { id: string }) => c.id === ids.at140)).toMatchObject({ supportCount: 1, supportedByMe: true, mine: false });
    const asReporter = await nearby(reporter).expect(200);
    expect(asReporter.body.items.find((c: { id: string }) => c.id === ids.at140)).toMatchObject({ mine: true, supportedByMe: false });
  });
});
