import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { QueryBus } from '@nestjs/cqrs';
import { PublicComplaintsService } from '../src/complaints/application/public-complaints.service.js';
import { ListOpenDataHandler } from '../src/complaints/application/queries/list-open-data/list-open-data.handler.js';
import { ListOpenDataQuery } from '../src/complaints/application/queries/list-open-data/list-open-data.query.js';
import { OPEN_DATA_BATCHES_AT_ONCE } from '../src/complaints/http/public-complaints.controller.js';
import { createTestApp, type TestApp, cachesSettled } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/** Calangute's centroid in data/goa is 15.54426, 73.76705; these points are a few hundred metres from it. */
const CALANGUTE = { lat: 15.543871, lng: 73.768244 };
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/**
 * Categories of this file's own: the API tests share one database, so the lists are filtered to these complaints
 * (other files file roads and garbage complaints around Goa too).
 */
const ROADS = `maproads_${tag}`;
const WASTE = `mapwaste_${tag}`;
/** Unique strings that must never appear in a public answer. */
const SECRET = {
  first: `Zqfirst${tag}`,
  last: `Zqlast${tag}`,
  phone: `98${String(Date.now()).slice(-8)}`,
  title: `Secret title ${tag}`,
  description: `Secret description ${tag}`,
  location: `Secret house ${tag}`,
  landmark: `Secret landmark ${tag}`,
  anonTitle: `Anonymous title ${tag}`,
  anonDescription: `Anonymous description ${tag}`,
  adminNote: `Admin note naming Mr ${tag}`,
  exact: '15.543871',
};

describe('Public map, complaint page and open data', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let reporter: TestUser;
  let secretPhoto: string;
  let anonPhoto: string;
  let sharedPhoto: string;
  const ids = { private: '', anonymous: '', shared: '', water: '' };

  async function upload(user: TestUser): Promise<string> {
    const res = await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    return res.body.url as string;
  }

  async function fileComplaint(user: TestUser, body: Record<string, unknown>): Promise<string> {
    const res = await t
      .http()
      .post('/api/complaints')
      .set(user.auth)
      .send({
        category: ROADS,
        subcategory: 'Potholes',
        urgency: 'medium',
        authorizeRepresentative: true,
        coordinates: { ...CALANGUTE, source: 'exif' },
        ...body,
      })
      .expect(201);
    return res.body.id as string;
  }

  /**
   * Runs `read` while the map's read model counts 100,000 more complaints in the finest cell (zoom 13) of the point, so
   * that a box around it is read as a full one; the count is put back afterwards.
   */
  async function whileCellCountsMany<T>(lng: number, lat: number, read: () => Promise<T>): Promise<T> {
    const cell = 'FROM (SELECT 13 AS zoom, floor($1::float8 / (360.0 / 8192 / 4))::int AS x, floor($2::float8 / (360.0 / 8192 / 4))::int AS y) k';
    await ds.query(
      `INSERT INTO complaint_map_cell_totals AS t (zoom, cell_x, cell_y, n, sum_lat, sum_lng) SELECT k.zoom, k.x, k.y, 100000, 0, 0 ${cell}
       ON CONFLICT (zoom, cell_x, cell_y) DO UPDATE SET n = t.n + 100000`,
      [lng, lat],
    );
    try {
      return await read();
    } finally {
      await ds.query(`UPDATE complaint_map_cell_totals t SET n = t.n - 100000 ${cell} WHERE t.zoom = k.zoom AND t.cell_x = k.x AND t.cell_y = k.y`, [lng, lat]);
      await ds.query('DELETE FROM complaint_map_cell_totals WHERE n = 0');
    }
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-public-map-'));
    t = await createTestApp({ UPLOAD_DIR: dir }, { workers: false });
    ds = t.app.get(DataSource);
    const superadmin = await createUser(t, { role: 'superadmin' });
    for (const [key, name, subcategory] of [
      [ROADS, `Map roads ${tag}`, 'Potholes'],
      [WASTE, `Map waste ${tag}`, 'Illegal dumping'],
    ]) {
      await t
        .http()
        .post('/api/admin/categories')
        .set(superadmin.auth)
        .send({ key, name, subcategories: [subcategory] })
        .expect(201);
    }
    reporter = await createUser(t, { plan: 'Premium Citizen', firstName: SECRET.first, lastName: SECRET.last });
    await ds.query('UPDATE users SET phone = $1 WHERE id = $2', [SECRET.phone, reporter.id]);
    await cachesSettled(t);
    secretPhoto = await upload(reporter);
    anonPhoto = await upload(reporter);
    sharedPhoto = await upload(reporter);
    ids.private = await fileComplaint(reporter, {
      title: SECRET.title,
      description: SECRET.description,
      location: SECRET.location,
      landmark: SECRET.landmark,
      photos: [secretPhoto],
    });
    ids.anonymous = await fileComplaint(reporter, {
      title: SECRET.anonTitle,
      description: SECRET.anonDescription,
      location: SECRET.location,
      anonymous: true,
      showPublicly: true,
      photos: [anonPhoto],
    });
    ids.shared = await fileComplaint(reporter, {
      title: `Shared pothole ${tag}`,
      description: 'Shared description',
      location: 'Beach road, Calangute',
      landmark: 'Near the church',
      showPublicly: true,
      photos: [sharedPhoto],
      geo: { districtCode: '551', subdistrictCode: '5610', villageCode: '626697' },
    });
    ids.water = await fileComplaint(reporter, {
      category: WASTE,
      subcategory: 'Illegal dumping',
      title: SECRET.title,
      location: SECRET.location,
      photos: [secretPhoto],
      coordinates: { lat: 15.28499, lng: 73.9688, source: 'manual' },
    });
    const desk = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    await t.http().patch(`/api/admin/complaints/${ids.private}/status`).set(desk.auth).send({ status: 'in_progress', message: SECRET.adminNote }).expect(200);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every public answer for these complaints: the map at every zoom (whole Goa and a tight box), each page, CSV and GeoJSON. */
  async function everyPublicAnswer(): Promise<{ what: string; text: string }[]> {
    const answers: { what: string; text: string }[] = [];
    for (let zoom = 0; zoom <= 20; zoom += 1) {
      for (const bbox of ['', '&bbox=73.70,15.50,73.80,15.60']) {
        const res = await t.http().get(`/api/public/complaints?zoom=${zoom}${bbox}`).expect(200);
        answers.push({ what: `map zoom ${zoom}${bbox}`, text: res.text });
      }
    }
    for (const id of Object.values(ids)) {
      answers.push({ what: `page ${id}`, text: (await t.http().get(`/api/public/complaints/${id}`).expect(200)).text });
    }
    answers.push({ what: 'csv', text: (await t.http().get('/api/public/complaints.csv').expect(200)).text });
    answers.push({ what: 'geojson', text: (await t.http().get('/api/public/complaints.geojson').expect(200)).text });
    return answers;
  }

  it('never shows a name, email, phone, opted-out words or photos, admin notes or the exact point, at any zoom', async () => {
    const markers = [
      SECRET.first,
      SECRET.last,
      reporter.email,
      SECRET.phone,
      SECRET.title,
      SECRET.description,
      SECRET.location,
      SECRET.landmark,
      SECRET.anonTitle,
      SECRET.anonDescription,
      SECRET.adminNote,
      SECRET.exact,
      secretPhoto,
      anonPhoto,
      'authoris',
      'I authorize',
    ];
    const answers = await everyPublicAnswer();
    expect(answers.length).toBe(42 + 4 + 2);
    for (const { what, text } of answers) {
      for (const marker of markers) {
        if (text.includes(marker)) throw new Error(`${what} shows ${marker}`);
      }
    }
    // The answers are not empty: the opted-in complaint's own words and photo are there (a test that could pass on nothing proves nothing).
    const joined = answers.map((a) => a.text).join('\n');
    expect(joined).toContain(`Shared pothole ${tag}`);
    expect(joined).toContain(sharedPhoto);
  });

  it('stores showPublicly false for an anonymous complaint and true only where asked', async () => {
    const rows = (await ds.query('SELECT public_id, show_publicly FROM complaints WHERE public_id = ANY($1)', [Object.values(ids)])) as {
      public_id: string;
      show_publicly: boolean;
    }[];
    const by = Object.fromEntries(rows.map((r) => [r.public_id, r.show_publicly]));
    expect(by).toEqual({ [ids.private]: false, [ids.anonymous]: false, [ids.shared]: true, [ids.water]: false });
  });

  it('shows a page with rounded coordinates, the place in words, the history without notes, and the licence', async () => {
    const res = await t.http().get(`/api/public/complaints/${ids.private}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(res.body).toMatchObject({
      id: ids.private,
      categoryKey: ROADS,
      subcategory: 'Potholes',
      status: 'in_progress',
      lat: 15.544,
      lng: 73.768,
      place: { kind: 'village', name: 'Calangute', label: 'Calangute, Bardez, North Goa', inferred: true },
      reporterShared: false,
      title: '',
      description: '',
      location: '',
      landmark: '',
      photos: [],
      supportCount: 0,
      license: 'CC BY 4.0',
    });
    expect(res.body.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'in_progress']);
    expect(Object.keys(res.body.history[1]).sort()).toEqual(['date', 'source', 'status', 'statusLabel']);
    const shared = await t.http().get(`/api/public/complaints/${ids.shared}`).expect(200);
    expect(shared.body).toMatchObject({
      reporterShared: true,
      title: `Shared pothole ${tag}`,
      description: 'Shared description',
      location: 'Beach road, Calangute',
      landmark: 'Near the church',
      photos: [sharedPhoto],
      place: { name: 'Candolim', inferred: false },
    });
    const etag = shared.headers.etag as string;
    expect(etag).toBeTruthy();
    await t.http().get(`/api/public/complaints/${ids.shared}`).set('If-None-Match', etag).expect(304);
    await t.http().get('/api/public/complaints/GOA-2026-999999').expect(404);
    const bad = await t.http().get('/api/public/complaints/not-an-id').expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('fills the place from the nearest centroid when the citizen picked none, and shows it in My Complaints', async () => {
    const mine = (await t.http().get('/api/complaints').set(reporter.auth).expect(200)).body.items as {
      id: string;
      geo: unknown;
      place: unknown;
      showPublicly: boolean;
    }[];
    const inferred = mine.find((c) => c.id === ids.private)!;
    expect(inferred.geo).toEqual({ districtCode: '551', subdistrictCode: '5610', villageCode: '626695', ulbCode: null });
    expect(inferred.place).toEqual({ kind: 'village', name: 'Calangute', label: 'Calangute, Bardez, North Goa', inferred: true });
    expect(mine.find((c) => c.id === ids.shared)!.showPublicly).toBe(true);
    // Margao's centroid is the nearest to the water complaint: a ULB.
    expect(mine.find((c) => c.id === ids.water)!.place).toMatchObject({ kind: 'ulb', name: 'Margao', inferred: true });
  });

  it('clusters below zoom 14 and answers single complaints from zoom 14, with the filters', async () => {
    const box = `&bbox=73.70,15.50,73.80,15.60&category=${ROADS}`;
    const low = (await t.http().get(`/api/public/complaints?zoom=10${box}`).expect(200)).body;
    expect(low).toMatchObject({ type: 'FeatureCollection', clustered: true });
    const cluster = low.features.find((f: { properties: { cluster: boolean } }) => f.properties.cluster);
    expect(cluster.properties.count).toBe(3);
    expect(cluster.geometry.coordinates).toEqual([73.768, 15.544]);
    const high = (await t.http().get(`/api/public/complaints?zoom=16${box}`).expect(200)).body;
    expect(high.clustered).toBe(false);
    expect(high.features.map((f: { properties: { id: string } }) => f.properties.id).sort()).toEqual([ids.private, ids.anonymous, ids.shared].sort());
    expect(high.features[0].geometry.coordinates).toEqual([73.768, 15.544]);
    // The list under the map says what each complaint is: the title only where the reporter opted in, the place in words.
    const listed = Object.fromEntries(
      high.features.map((f: { properties: { id: string; title: string; place: string | null } }) => [
        f.properties.id,
        [f.properties.title, f.properties.place],
      ]),
    );
    expect(listed).toEqual({
      [ids.private]: ['', 'Calangute'],
      [ids.anonymous]: ['', expect.any(String)],
      [ids.shared]: [`Shared pothole ${tag}`, 'Candolim'],
    });
    // PostgreSQL writes each single complaint's properties as JSON: the filing time as Date.toISOString writes it, and
    // a title with quotes, a backslash and other scripts read back as it was written.
    const filed = (await ds.query('SELECT public_id AS id, created_at FROM complaints WHERE public_id = ANY($1)', [[ids.private, ids.shared]])) as {
      id: string;
      created_at: Date;
    }[];
    expect(filed).toHaveLength(2);
    for (const { id, created_at } of filed) {
      expect(high.features.find((f: { properties: { id: string } }) => f.properties.id === id).properties.createdAt).toBe(created_at.toISOString());
    }
    const awkward = `"Khadda" \\ near Café, मडगांव ${tag}`;
    await ds.query('UPDATE complaints SET title = $1 WHERE public_id = $2', [awkward, ids.shared]);
    try {
      const retitled = (await t.http().get(`/api/public/complaints?zoom=15${box}`).expect(200)).body;
      expect(retitled.features.find((f: { properties: { id: string } }) => f.properties.id === ids.shared).properties).toEqual({
        cluster: false,
        id: ids.shared,
        categoryKey: ROADS,
        status: expect.any(String),
        createdAt: expect.any(String),
        title: awkward,
        place: 'Candolim',
      });
    } finally {
      await ds.query('UPDATE complaints SET title = $1 WHERE public_id = $2', [`Shared pothole ${tag}`, ids.shared]);
    }
    // A box of more than MAP_CELLS_LOOKED_UP cells is scanned: read whole where the map's read model counts few
    // complaints surely inside it, newest first where it counts many; the same answer either way. A slightly different
    // box the second time, so that no kept answer is read.
    const wide = (await t.http().get(`/api/public/complaints?zoom=16&bbox=72.90,14.90,74.50,15.90&category=${ROADS}`).expect(200)).body;
    expect(wide.features.length).toBeGreaterThanOrEqual(3);
    expect(wide.features).toEqual(expect.arrayContaining(high.features));
    const dense = await whileCellCountsMany(
      73.75,
      15.55,
      async () => (await t.http().get(`/api/public/complaints?zoom=16&bbox=72.90,14.90,74.50,15.91&category=${ROADS}`).expect(200)).body,
    );
    expect(dense.features).toEqual(wide.features);
    // Clusters carry neither.
    expect(Object.keys(cluster.properties).sort()).toEqual(['cluster', 'count']);

    const garbage = (await t.http().get(`/api/public/complaints?zoom=16&category=${WASTE}`).expect(200)).body;
    expect(garbage.features.map((f: { properties: { id: string } }) => f.properties.id)).toEqual([ids.water]);
    const bardez = (await t.http().get(`/api/public/complaints?zoom=16&taluka=5610&category=${ROADS}`).expect(200)).body;
    expect(bardez.features).toHaveLength(3);
    const margao = (await t.http().get(`/api/public/complaints?zoom=16&ulb=252087&category=${WASTE}`).expect(200)).body;
    expect(margao.features.map((f: { properties: { id: string } }) => f.properties.id)).toEqual([ids.water]);
    const inProgress = (await t.http().get(`/api/public/complaints?zoom=16&status=in_progress&category=${ROADS}`).expect(200)).body;
    expect(inProgress.features.map((f: { properties: { id: string } }) => f.properties.id)).toEqual([ids.private]);
    const future = (await t.http().get(`/api/public/complaints?zoom=16&from=2099-01-01&category=${ROADS}`).expect(200)).body;
    expect(future.features).toEqual([]);

    for (const query of ['zoom=21', 'zoom=a', 'bbox=1,2,3', 'bbox=74,15,73,16', 'status=lost', 'taluka=x', 'from=2026-1-1']) {
      const res = await t.http().get(`/api/public/complaints?${query}`).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("answers a box's newest 500 complaints from zoom 14, cell by cell through every age band, as one newest-first read would", async () => {
    // 520 complaints over a few cells of a box of their own, filed from now back to 31 years ago (i² hours): read in
    // one band or in age bands laid end to end, the answer must be the box's newest 500; a box of more than
    // MAP_CELLS_LOOKED_UP cells is scanned newest first instead, with the same answer.
    const prefix = `MANY-${tag}-`;
    await ds.query(
      `INSERT INTO complaints
       SELECT (jsonb_populate_record(c, jsonb_build_object(
                'id', gen_random_uuid(), 'public_id', $2 || i, 'created_at', now() - i * i * interval '1 hour',
                'lat', 15.301 + (i % 7) * 0.006, 'lng', 73.901 + (i % 11) * 0.004))).*
         FROM complaints c CROSS JOIN generate_series(0, 519) AS i
        WHERE c.public_id = $1`,
      [ids.shared, prefix],
    );
    try {
      const newest = async (west: number, south: number, east: number, north: number) =>
        (
          (await ds.query(
            `SELECT public_id AS id FROM complaints WHERE category_key = $1 AND lat BETWEEN $3 AND $5 AND lng BETWEEN $2 AND $4
            ORDER BY created_at DESC, public_id DESC LIMIT 500`,
            [ROADS, west, south, east, north],
          )) as { id: string }[]
        ).map((r) => r.id);
      const listed = (body: { features: { properties: { id: string } }[] }) => body.features.map((f) => f.properties.id);

      // The map's read model counts none of them (they were not filed through the product): each box is read in one
      // band, all ages at once.
      const expected = await newest(73.89, 15.29, 73.95, 15.35);
      expect(expected).toHaveLength(500);
      expect(expected.every((id) => id.startsWith(prefix))).toBe(true);
      const whole = (await t.http().get(`/api/public/complaints?zoom=16&bbox=73.89,15.29,73.95,15.35&category=${ROADS}`).expect(200)).body;
      expect(listed(whole)).toEqual(expected);
      // Where it counts many in the box's cells, the box is read in age bands, and a box cutting through the cells
      // answers only the complaints inside it: the same answers. Slightly different boxes, so that no kept answer is read.
      await whileCellCountsMany(73.92, 15.32, async () => {
        const banded = (await t.http().get(`/api/public/complaints?zoom=16&bbox=73.89,15.29,73.95,15.351&category=${ROADS}`).expect(200)).body;
        expect(listed(banded)).toEqual(await newest(73.89, 15.29, 73.95, 15.351));
        const cutExpected = await newest(73.905, 15.305, 73.925, 15.325);
        expect(cutExpected.length).toBeGreaterThan(0);
        expect(cutExpected.length).toBeLessThan(500);
        const cut = (await t.http().get(`/api/public/complaints?zoom=16&bbox=73.905,15.305,73.925,15.325&category=${ROADS}`).expect(200)).body;
        expect(listed(cut)).toEqual(cutExpected);
        // The oldest of them (filed 31 years ago) lies past the last age band.
        const [{ past }] = (await ds.query(`SELECT max(now() - created_at) > interval '20 years' AS past FROM complaints WHERE public_id = ANY($1)`, [
          cutExpected,
        ])) as { past: boolean }[];
        expect(past).toBe(true);
      });
      const wide = (await t.http().get(`/api/public/complaints?zoom=16&bbox=72.5,14.5,75.5,16.5&category=${ROADS}`).expect(200)).body;
      expect(listed(wide)).toEqual(await newest(72.5, 14.5, 75.5, 16.5));
    } finally {
      await ds.query('DELETE FROM complaints WHERE public_id LIKE $1', [`${prefix}%`]);
    }
  });

  it('publishes open data as CSV and GeoJSON under CC BY 4.0', async () => {
    const csv = await t.http().get(`/api/public/complaints.csv?taluka=5610&category=${ROADS}`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['x-license']).toBe('CC BY 4.0 https://creativecommons.org/licenses/by/4.0/');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(
      'id,url,category,subcategory,status,filed_at,updated_at,lat,lng,place,place_type,place_inferred,reporter_shared,title,description,location,landmark,photos',
    );
    expect(lines).toHaveLength(4);
    const privateRow = lines.find((l) => l.startsWith(`${ids.private},`))!;
    expect(privateRow).toContain(`http://localhost:3999/c/${ids.private},${ROADS},Potholes,in_progress,`);
    expect(privateRow).toContain(',15.544,73.768,"Calangute, Bardez, North Goa",village,true,false,,,,,');

    const geo = await t.http().get(`/api/public/complaints.geojson?category=${WASTE}`).expect(200);
    expect(geo.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const body = JSON.parse(geo.text);
    expect(body.license).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', attribution: 'Goa civic complaint portal' });
    expect(body.features).toHaveLength(1);
    expect(body.features[0]).toMatchObject({
      geometry: { type: 'Point', coordinates: [73.969, 15.285] },
      properties: { id: ids.water, category: WASTE, title: '', place_type: 'ulb', reporter_shared: false },
    });
  });

  it('streams open data in batches: every complaint once, newest first, and the same file as one batch', async () => {
    const all = await t.http().get('/api/public/complaints.geojson').expect(200);
    const features = (JSON.parse(all.text) as { features: { properties: { id: string } }[] }).features.map((f) => f.properties.id);
    expect(features.length).toBeGreaterThanOrEqual(4);
    // The open data query in batches of 2 (the controller's are 100) yields the same complaints in the same order as
    // the shared reader's one list.
    const queries = t.app.get(QueryBus);
    const reader = t.app.get(PublicComplaintsService);
    const batches: string[][] = [];
    for await (const batch of await queries.execute(new ListOpenDataQuery({ limit: 50_000 }, 2))) batches.push(batch.map((c) => c.id));
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(batches.every((b) => b.length <= 2)).toBe(true);
    expect(batches.flat()).toEqual(features);
    expect((await reader.list({ limit: 50_000 })).map((c) => c.id)).toEqual(features);
    // The limit counts complaints, not batches.
    expect([...(await collect(await queries.execute(new ListOpenDataQuery({ limit: 3 }, 2))))]).toEqual(features.slice(0, 3));
    // More downloads at once than batches are read at once (OPEN_DATA_BATCHES_AT_ONCE): each waits its turns and
    // gets the whole file, the same as one download alone. Each batch here takes 50 ms to read, so that the downloads
    // overlap; at most OPEN_DATA_BATCHES_AT_ONCE are being read at any moment.
    const csv = await t.http().get('/api/public/complaints.csv').expect(200);
    const handler = t.app.get(ListOpenDataHandler);
    const execute = handler.execute.bind(handler);
    let reading = 0;
    let mostReading = 0;
    handler.execute = async (query) => {
      const batches = await execute(query);
      return (async function* () {
        for (;;) {
          reading += 1;
          mostReading = Math.max(mostReading, reading);
          await new Promise((resolve) => setTimeout(resolve, 50));
          const next = await batches.next();
          reading -= 1;
          if (next.done) return;
          yield next.value;
        }
      })();
    };
    try {
      const together = await Promise.all(
        Array.from({ length: 3 * OPEN_DATA_BATCHES_AT_ONCE }, (_, i) =>
          t
            .http()
            .get(`/api/public/complaints.${i % 2 ? 'csv' : 'geojson'}`)
            .expect(200),
        ),
      );
      together.forEach((res, i) => expect(res.text).toBe(i % 2 ? csv.text : all.text));
      expect(mostReading).toBe(OPEN_DATA_BATCHES_AT_ONCE);
    } finally {
      handler.execute = execute;
    }
    // No match: a CSV with its header row only, and an empty FeatureCollection.
    const none = await t.http().get('/api/public/complaints.csv?from=2001-01-01&to=2001-01-02').expect(200);
    expect(none.text.trim().split('\n')).toHaveLength(1);
    const empty = await t.http().get('/api/public/complaints.geojson?from=2001-01-01&to=2001-01-02').expect(200);
    expect(JSON.parse(empty.text)).toMatchObject({ type: 'FeatureCollection', features: [] });
  });

  it('suggests the nearest village or ULB for a pin, within a chosen taluka', async () => {
    const near = await t.http().get(`/api/geo/nearest-place?lat=${CALANGUTE.lat}&lng=${CALANGUTE.lng}`).expect(200);
    expect(near.body).toEqual({
      kind: 'village',
      districtCode: '551',
      subdistrictCode: '5610',
      villageCode: '626695',
      ulbCode: null,
      name: 'Calangute',
      label: 'Calangute, Bardez, North Goa',
    });
    const inTiswadi = await t.http().get(`/api/geo/nearest-place?lat=${CALANGUTE.lat}&lng=${CALANGUTE.lng}&subdistrict=5611`).expect(200);
    expect(inTiswadi.body.subdistrictCode).toBe('5611');
    const bad = await t.http().get('/api/geo/nearest-place?lat=abc&lng=73.8').expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });
});

/** The ids of every batch of an open data generator, in order. */
async function collect(batches: AsyncGenerator<{ id: string }[]>): Promise<string[]> {
  const ids: string[] = [];
  for await (const batch of batches) ids.push(...batch.map((c) => c.id));
  return ids;
}
