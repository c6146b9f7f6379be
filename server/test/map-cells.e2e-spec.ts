import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/**
 * The public map's read model (docs/adr/0053-public-map-and-open-data.md): the per-cell counts
 * of complaint_map_cells match the complaints after filing, a status change, archiving and a deletion, and the
 * clusters summed from them equal the clusters grouped from the rows for every zoom, box and filter.
 */

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** Categories of this file's own: the API tests share one database. */
const ROADS = `cellroads_${tag}`;
const WASTE = `cellwaste_${tag}`;
/** Points around Goa (a few near each other, so that clusters form at middle zooms). */
const POINTS = [
  { lat: 15.543871, lng: 73.768244, geo: { districtCode: '551', subdistrictCode: '5610', villageCode: '626697' } }, // Calangute
  { lat: 15.544212, lng: 73.769001, geo: { districtCode: '551', subdistrictCode: '5610', villageCode: '626697' } },
  { lat: 15.55, lng: 73.76, geo: null },
  { lat: 15.4989, lng: 73.8278, geo: null }, // Panaji
  { lat: 15.28499, lng: 73.9688, geo: { districtCode: '552', ulbCode: '252087' } }, // Margao
  { lat: 15.00951, lng: 74.04006, geo: { districtCode: '552', ulbCode: '252100' } }, // Canacona
  { lat: 15.3991, lng: 74.0124, geo: null }, // Ponda
  { lat: 15.7, lng: 73.8, geo: null }, // Pernem
];
/**
 * Goa's bounds and boxes whose edges cut cells at several zooms; the last two cut the finest cells of complaints
 * inside them (Calangute's two by the west edge, Panaji's by the south edge, Margao's by the north and east edges),
 * so that those complaints are counted from their rows.
 */
const BOXES = [
  '',
  '&bbox=73.60,15.40,74.00,15.60',
  '&bbox=73.75,15.45,73.9,15.56',
  '&bbox=73.0,14.5,75.0,16.5',
  '&bbox=73.7691,15.5,73.9,15.6',
  '&bbox=73.765,15.495,74.00,15.60',
  '&bbox=73.70,15.20,73.97,15.287',
];

type Feature = { geometry: { coordinates: [number, number] }; properties: { cluster: boolean; count?: number; id?: string } };

describe('Public map read model', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let reporter: TestUser;
  let desk: TestUser;
  const ids: string[] = [];

  /** The cells of our categories as kept, and as they should be from the complaints, at every zoom 0–13. */
  async function cellsAndRows(): Promise<{ kept: unknown[]; expected: unknown[] }> {
    const kept = await ds.query(
      `SELECT zoom::int, cell_x, cell_y, category_key, status, taluka_code, ulb_code, n, sum_lat::float8, sum_lng::float8
         FROM complaint_map_cells WHERE category_key = ANY($1) ORDER BY 1, 2, 3, 4, 5, 6, 7`,
      [[ROADS, WASTE]],
    );
    const rows = await ds.query(
      `SELECT z AS zoom, floor(c.lng::float8 / (360 / 2 ^ z / 4))::int AS cell_x, floor(c.lat::float8 / (360 / 2 ^ z / 4))::int AS cell_y,
              c.category_key, c.status, coalesce(c.geo->>'subdistrictCode', '') AS taluka_code, coalesce(c.geo->>'ulbCode', '') AS ulb_code,
              count(*)::int AS n, sum(c.lat)::float8 AS sum_lat, sum(c.lng)::float8 AS sum_lng
         FROM complaints c CROSS JOIN generate_series(0, 13) AS z
        WHERE c.category_key = ANY($1)
        GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
      [[ROADS, WASTE]],
    );
    return { kept, expected: rows };
  }

  /** The cells' totals over every complaint (this file's database holds only its own), as kept and from the rows. */
  async function totalsAndRows(): Promise<{ kept: unknown[]; expected: unknown[] }> {
    const kept = await ds.query('SELECT zoom::int, cell_x, cell_y, n, sum_lat::float8, sum_lng::float8 FROM complaint_map_cell_totals ORDER BY 1, 2, 3');
    const rows = await ds.query(
      `SELECT z AS zoom, floor(c.lng::float8 / (360 / 2 ^ z / 4))::int AS cell_x, floor(c.lat::float8 / (360 / 2 ^ z / 4))::int AS cell_y,
              count(*)::int AS n, sum(c.lat)::float8 AS sum_lat, sum(c.lng)::float8 AS sum_lng
         FROM complaints c CROSS JOIN generate_series(0, 13) AS z
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    return { kept, expected: rows };
  }

  async function cellsMatchRows(): Promise<void> {
    await eventually(async () => {
      const [cells, totals] = [await cellsAndRows(), await totalsAndRows()];
      return JSON.stringify(cells.kept) === JSON.stringify(cells.expected) && JSON.stringify(totals.kept) === JSON.stringify(totals.expected);
    });
    const { kept, expected } = await cellsAndRows();
    expect(kept).toEqual(expected);
    const totals = await totalsAndRows();
    expect(totals.kept).toEqual(totals.expected);
  }

  const features = async (query: string): Promise<Feature[]> => (await t.http().get(`/api/public/complaints?${query}`).expect(200)).body.features;
  const sorted = (list: Feature[]) =>
    list.map((f) => `${f.properties.cluster ? `cluster ${f.properties.count}` : f.properties.id} ${f.geometry.coordinates.join(',')}`).sort();

  /** Every clustered zoom, box and filter: the read model's answer equals the rows' (a `from` filter groups the rows). */
  async function clustersMatchRows(): Promise<void> {
    for (const filter of [
      '', // every complaint: the cells' totals
      `category=${ROADS}`,
      `category=${WASTE}`,
      `category=${ROADS}&status=pending`,
      `category=${ROADS}&taluka=5610`,
      `category=${WASTE}&ulb=252087`,
    ]) {
      for (const box of BOXES) {
        for (let zoom = 0; zoom <= 13; zoom += 1) {
          const query = [`zoom=${zoom}`, filter, box.slice(1)].filter(Boolean).join('&');
          const fast = await features(query);
          const rows = await features(`${query}&from=2000-01-01`);
          expect({ zoom, filter, box, features: sorted(fast) }).toEqual({ zoom, filter, box, features: sorted(rows) });
        }
      }
    }
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-map-cells-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
    const superadmin = await createUser(t, { role: 'superadmin' });
    for (const [key, subcategory] of [
      [ROADS, 'Potholes'],
      [WASTE, 'Illegal dumping'],
    ]) {
      await t
        .http()
        .post('/api/admin/categories')
        .set(superadmin.auth)
        .send({ key, name: `Cells ${key}`, subcategories: [subcategory] })
        .expect(201);
    }
    desk = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    reporter = await createUser(t, { plan: 'Premium Citizen' });
    for (const [i, point] of POINTS.entries()) {
      const upload = await t.http().post('/api/uploads/local').set(reporter.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
      const waste = i % 3 === 2;
      const res = await t
        .http()
        .post('/api/complaints')
        .set(reporter.auth)
        .send({
          category: waste ? WASTE : ROADS,
          subcategory: waste ? 'Illegal dumping' : 'Potholes',
          title: `Cell test ${i}`,
          location: `Cell test place ${i}`,
          urgency: 'medium',
          authorizeRepresentative: true,
          anonymous: i === 1, // an anonymous complaint and opted-out ones are on the map too (only their words are hidden)
          showPublicly: i === 0,
          photos: [upload.body.url],
          coordinates: { lat: point.lat, lng: point.lng, source: 'manual' },
          ...(point.geo ? { geo: point.geo } : {}),
        })
        .expect(201);
      ids.push(res.body.id as string);
    }
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts every filed complaint in its cell at every zoom, and answers the same clusters as the rows', async () => {
    await cellsMatchRows();
    const goa = await features(`zoom=9&category=${ROADS}`);
    expect(goa.reduce((sum, f) => sum + (f.properties.count ?? 1), 0)).toBe(POINTS.filter((_, i) => i % 3 !== 2).length);
    // A lone complaint in its cell is answered as that complaint, at the public precision.
    const pernem = (await features(`zoom=13&category=${ROADS}`)).find((f) => f.properties.id === ids[7]);
    expect(pernem?.geometry.coordinates).toEqual([73.8, 15.7]);
    await clustersMatchRows();
  });

  it('moves a complaint between status cells, keeps an archived one, and drops a deleted one', async () => {
    await t.http().patch(`/api/admin/complaints/${ids[0]}/status`).set(desk.auth).send({ status: 'in_progress' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${ids[3]}/status`).set(desk.auth).send({ status: 'rejected', message: 'Duplicate' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${ids[6]}/status`).set(desk.auth).send({ status: 'resolved' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${ids[4]}/archive`).set(desk.auth).send({ archived: true }).expect(200);
    await t.http().delete(`/api/admin/complaints/${ids[7]}`).set(desk.auth).expect(204);
    await eventually(async () => {
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM complaint_map_points WHERE public_id = $1', [ids[7]]);
      return n === 0;
    });
    await cellsMatchRows();
    const pending = await features(`zoom=8&category=${ROADS}&status=pending`);
    expect(pending.reduce((sum, f) => sum + (f.properties.count ?? 1), 0)).toBe(2); // ids[1] and the archived ids[4]: 0 in progress, 3 rejected, 6 resolved, 7 deleted
    const margao = await features(`zoom=12&category=${ROADS}&ulb=252087`);
    expect(margao.map((f) => f.properties.id)).toEqual([ids[4]]); // archived: still on the map
    await clustersMatchRows();
  });

  it('changes nothing when a status is saved again (the projection rewrites from the complaint as it stands)', async () => {
    const before = await cellsAndRows();
    await t.http().patch(`/api/admin/complaints/${ids[0]}/status`).set(desk.auth).send({ status: 'in_progress' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${ids[0]}/status`).set(desk.auth).send({ status: 'in_progress' }).expect(200);
    await cellsMatchRows();
    expect((await cellsAndRows()).kept).toEqual(before.kept);
  });
});
