import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { quotaWindow, yearInIndia } from '../src/complaints/domain/quota-window.js';
import { cachesSettled, createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/** Panaji: the GPS of goa-panaji.jpg (shared/data/photos/README.md). */
const PANAJI = { lat: 15.4989, lng: 73.8278 };

describe('Complaint filing (citizen spec sections 2 to 9)', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-complaints-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Uploads goa-panaji.jpg through the real local provider and returns its URL. */
  async function uploadPhoto(user: TestUser): Promise<string> {
    const res = await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    return res.body.url as string;
  }

  function complaint(photos: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      category: 'roads',
      subcategory: 'Potholes',
      title: 'Deep pothole near Panaji market',
      description: 'About a metre wide; fills with water when it rains.',
      location: '18th June Road, Panaji',
      landmark: 'Opposite the municipal market',
      urgency: 'high',
      anonymous: false,
      photos,
      authorizeRepresentative: true,
      geo: { districtCode: '551', ulbCode: 252071 },
      coordinates: { ...PANAJI, source: 'exif' },
      ...overrides,
    };
  }

  function file(user: TestUser, body: Record<string, unknown>) {
    return t.http().post('/api/complaints').set(user.auth).send(body);
  }

  it('the OpenAPI document names each operation after its controller method (the generated RTK Query hooks)', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
    const op = (path: string, method: string) => doc.paths[path]?.[method]?.operationId;
    expect({
      fileComplaint: op('/api/complaints', 'post'),
      listMyComplaints: op('/api/complaints', 'get'),
      getComplaintsQuota: op('/api/usage/complaints-quota', 'get'),
      getPublicStats: op('/api/stats', 'get'),
      getUploadsConfig: op('/api/uploads/config', 'get'),
      uploadLocalPhoto: op('/api/uploads/local', 'post'),
      signUpload: op('/api/uploads/sign', 'post'),
      getImageKitAuth: op('/api/uploads/ik-auth', 'post'),
      presignS3Upload: op('/api/uploads/s3-presign', 'post'),
      listCategories: op('/api/categories', 'get'),
      listAdminCategories: op('/api/admin/categories', 'get'),
      createCategory: op('/api/admin/categories', 'post'),
      updateCategory: op('/api/admin/categories/{id}', 'patch'),
      deleteCategory: op('/api/admin/categories/{id}', 'delete'),
    }).toEqual({
      fileComplaint: 'fileComplaint',
      listMyComplaints: 'listMyComplaints',
      getComplaintsQuota: 'getComplaintsQuota',
      getPublicStats: 'getPublicStats',
      getUploadsConfig: 'getUploadsConfig',
      uploadLocalPhoto: 'uploadLocalPhoto',
      signUpload: 'signUpload',
      getImageKitAuth: 'getImageKitAuth',
      presignS3Upload: 'presignS3Upload',
      listCategories: 'listCategories',
      listAdminCategories: 'listAdminCategories',
      createCategory: 'createCategory',
      updateCategory: 'updateCategory',
      deleteCategory: 'deleteCategory',
    });
    expect(doc.paths['/api/complaints'].post['x-access']).toEqual({ kind: 'citizen' });
    expect(doc.paths['/api/complaints'].post['x-rate-limited']).toBe(true);
    expect(doc.paths['/api/admin/categories'].post['x-access']).toEqual({ kind: 'admin', module: 'categories' });
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((methods) =>
      Object.values(methods).map((m) => m.operationId),
    );
    expect(ids.length).toBe(new Set(ids).size);
  });

  describe('a valid complaint', () => {
    let asha: TestUser;
    let id: string;

    before(async () => {
      asha = await createUser(t, { firstName: 'Asha', lastName: 'Naik' });
    });

    it("at goa-panaji's coordinates 15.4989,73.8278 is accepted with a GOA-<year>-<number> id, pending, first update 'Complaint submitted'", async () => {
      const url = await uploadPhoto(asha);
      const res = await file(asha, complaint([url])).expect(201);
      expect(Object.keys(res.body)).toEqual(['id']);
      expect(res.body.id).toMatch(new RegExp(`^GOA-${yearInIndia(new Date())}-\\d{6}$`));
      id = res.body.id;

      const [row] = await ds.query(
        `SELECT reporter_id, category_key, subcategory, title, location, landmark, urgency, anonymous, photos, authorize_representative,
                geo, lat::text AS lat, lng::text AS lng, location_source, outside_bounds, status, updates, archived, authority_recipients
           FROM complaints WHERE public_id = $1`,
        [id],
      );
      expect(row).toMatchObject({
        reporter_id: asha.id,
        category_key: 'roads',
        subcategory: 'Potholes',
        title: 'Deep pothole near Panaji market',
        urgency: 'high',
        anonymous: false,
        photos: [url],
        authorize_representative: true,
        geo: { districtCode: '551', subdistrictCode: null, villageCode: null, ulbCode: '252071' },
        lat: '15.498900',
        lng: '73.827800',
        location_source: 'exif',
        outside_bounds: false,
        status: 'pending',
        archived: false,
      });
      expect(row.updates).toEqual([{ status: 'pending', date: expect.any(String), message: 'Complaint submitted', source: 'reporter' }]);
      expect(Array.isArray(row.authority_recipients)).toBe(true);
    });

    it('sends the reporter the complaint_ack email once the outbox runs, and the audit log records ComplaintFiled', async () => {
      const [outbox] = await ds.query("SELECT id FROM outbox WHERE event_name = 'ComplaintFiled' AND payload->>'complaintId' = $1", [id]);
      expect(outbox).toBeDefined();
      const mail = await eventually(async () => {
        const rows = await ds.query('SELECT template_key, to_addresses, subject, text, status, idempotency_key FROM mail_messages WHERE idempotency_key = $1', [
          `${outbox.id}:send-complaint-ack`,
        ]);
        // Recorded as 'pending' first, then 'stored' once the send finished.
        return rows.length && rows[0].status !== 'pending' ? rows[0] : null;
      });
      expect(mail).toMatchObject({ template_key: 'complaint_ack', to_addresses: [asha.email], status: 'stored' });
      expect(mail.subject).toBe(`Complaint ${id} received: Deep pothole near Panaji market`);
      expect(mail.text).toContain('Hello Asha Naik,');
      expect(mail.text).toContain('Category: Roads & Potholes — Potholes');
      expect(mail.text).toContain('Location: 18th June Road, Panaji');
      expect(mail.text).toContain('Urgency: high');
      expect(mail.text).toContain('is pending');

      const audit = await eventually(async () => {
        const rows = await ds.query(
          "SELECT context, actor_id, actor_email, entity_type, entity_id, meta FROM audit_log WHERE action = 'ComplaintFiled' AND entity_id = $1",
          [id],
        );
        return rows.length ? rows[0] : null;
      });
      expect(audit).toMatchObject({ context: 'complaints', actor_id: asha.id, actor_email: asha.email, entity_type: 'complaint', entity_id: id });
      expect(audit.meta).toMatchObject({ complaintId: id, reporterId: asha.id });
    });

    it('GET /api/complaints returns it in the read shape with its update history, coordinates and geo', async () => {
      const res = await t.http().get('/api/complaints').set(asha.auth).expect(200);
      expect(res.body.items).toHaveLength(1);
      const item = res.body.items[0];
      expect(item).toMatchObject({
        id,
        category: 'roads',
        categoryName: 'Roads & Potholes',
        subcategory: 'Potholes',
        title: 'Deep pothole near Panaji market',
        description: 'About a metre wide; fills with water when it rains.',
        location: '18th June Road, Panaji',
        landmark: 'Opposite the municipal market',
        urgency: 'high',
        anonymous: false,
        status: 'pending',
        coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif', accuracy: null, outsideBounds: false },
        geo: { districtCode: '551', subdistrictCode: null, villageCode: null, ulbCode: '252071' },
        mapUrl: 'https://www.openstreetmap.org/?mlat=15.498900&mlon=73.827800#map=18/15.498900/73.827800',
      });
      expect(item.submittedDate).toBe(item.createdAt);
      expect(item.lastUpdate).toBe(item.updates[0].date);
      expect(item.updates).toEqual([
        { status: 'pending', statusLabel: 'Pending', date: expect.any(String), message: 'Complaint submitted', source: 'reporter' },
      ]);
      expect(Array.isArray(item.authorityRecipients)).toBe(true);
    });
  });

  describe('rules of citizen spec section 5, each with its message', () => {
    let citizen: TestUser;
    let url: string;

    before(async () => {
      citizen = await createUser(t);
      url = await uploadPhoto(citizen);
    });

    async function refused(body: Record<string, unknown>, status: number, code: string, field: string, message: string): Promise<void> {
      const res = await file(citizen, body);
      expect({ status: res.status, code: res.body.error?.code, message: res.body.error?.message }).toEqual({ status, code, message });
      expect(res.body.error.details.fields[field]).toContain(message);
    }

    it('title required after trimming', async () => {
      await refused(complaint([url], { title: '   ' }), 400, 'VALIDATION_FAILED', 'title', 'Add a short title so we can identify the issue.');
      await refused(complaint([url], { title: undefined }), 400, 'VALIDATION_FAILED', 'title', 'Add a short title so we can identify the issue.');
    });

    it('location text required', async () => {
      await refused(complaint([url], { location: ' ' }), 400, 'VALIDATION_FAILED', 'location', 'Share the address or area name for the complaint.');
    });

    it('coordinates required', async () => {
      await refused(
        complaint([url], { coordinates: undefined }),
        400,
        'VALIDATION_FAILED',
        'coordinates',
        'Please capture your exact Goa location before submitting.',
      );
      const res = await file(citizen, complaint([url], { coordinates: { lat: 'north', lng: 73.8, source: 'manual' } })).expect(400);
      expect(res.body.error.message).toBe('Please capture your exact Goa location before submitting.');
      const badSource = await file(citizen, complaint([url], { coordinates: { ...PANAJI, source: 'guess' } })).expect(400);
      expect(badSource.body.error.details.fields['coordinates.source']).toEqual(['Please capture your exact Goa location before submitting.']);
    });

    it('mumbai 19.076,72.8777 is refused with OUTSIDE_GOA', async () => {
      const res = await file(citizen, complaint([url], { coordinates: { lat: 19.076, lng: 72.8777, source: 'exif' } })).expect(400);
      expect(res.body.error.code).toBe('OUTSIDE_GOA');
      expect(res.body.error.message).toBe('The location must be inside Goa.');
    });

    it('at least one photo', async () => {
      await refused(complaint([]), 400, 'VALIDATION_FAILED', 'photos', 'Add at least one photo before submitting your complaint.');
      await refused(complaint([url], { photos: undefined }), 400, 'VALIDATION_FAILED', 'photos', 'Add at least one photo before submitting your complaint.');
    });

    it('photos only from the configured provider: a foreign URL or a /uploads/ file that does not exist is refused', async () => {
      for (const foreign of ['https://evil.example/uploads/photo.jpg', '/uploads/0123456789abcdef0123456789abcdef.jpg', '/uploads/../package.json']) {
        await refused(complaint([foreign]), 400, 'VALIDATION_FAILED', 'photos', 'Photos must be uploaded through the portal.');
      }
    });

    it('the authorisation box must be ticked', async () => {
      await refused(
        complaint([url], { authorizeRepresentative: false }),
        400,
        'VALIDATION_FAILED',
        'authorizeRepresentative',
        'Check the authorisation box so our team can act on your behalf.',
      );
    });

    it('Other needs text; a subcategory must be one of the category', async () => {
      await refused(complaint([url], { subcategory: 'Other' }), 400, 'VALIDATION_FAILED', 'otherText', 'Select a specific issue or describe it under "Other".');
      await refused(
        complaint([url], { subcategory: 'Other', otherText: '  ' }),
        400,
        'VALIDATION_FAILED',
        'otherText',
        'Select a specific issue or describe it under "Other".',
      );
      await refused(complaint([url], { subcategory: 'Stray dogs' }), 400, 'VALIDATION_FAILED', 'subcategory', 'Choose an issue from the selected category.');
      await refused(complaint([url], { subcategory: '' }), 400, 'VALIDATION_FAILED', 'subcategory', 'Select a specific issue or describe it under "Other".');
    });

    it('the category must exist and be enabled', async () => {
      await refused(complaint([url], { category: '' }), 400, 'VALIDATION_FAILED', 'category', 'Choose a category that best fits your complaint.');
      await refused(complaint([url], { category: 'no_such_category' }), 400, 'VALIDATION_FAILED', 'category', 'This category is not available.');
      await ds.query(
        "INSERT INTO categories (key, name, subcategories, enabled, \"order\") VALUES ('closed_topic', 'Closed topic', '{Something}', false, 500)",
      );
      await refused(
        complaint([url], { category: 'closed_topic', subcategory: 'Something' }),
        400,
        'VALIDATION_FAILED',
        'category',
        'This category is not available.',
      );
    });

    it('urgency must be one of low, medium, high, critical; village and ULB codes cannot both be given', async () => {
      await refused(complaint([url], { urgency: 'extreme' }), 400, 'VALIDATION_FAILED', 'urgency', 'Choose an urgency: low, medium, high or critical.');
      await refused(
        complaint([url], { geo: { districtCode: '551', villageCode: '626635', ulbCode: '252071' } }),
        400,
        'VALIDATION_FAILED',
        'geo',
        'Choose the location again from the list.',
      );
      await refused(complaint([url], { geo: { districtCode: -4 } }), 400, 'VALIDATION_FAILED', 'geo.districtCode', 'Choose the location again from the list.');
      await refused(
        complaint([url], { geo: { districtCode: 'North Goa' } }),
        400,
        'VALIDATION_FAILED',
        'geo.districtCode',
        'Choose the location again from the list.',
      );
    });

    it('picked location codes must exist in the Goa geography and belong together', async () => {
      await refused(complaint([url], { geo: { districtCode: '999' } }), 400, 'VALIDATION_FAILED', 'geo.districtCode', 'Unknown district code: 999');
      await refused(
        complaint([url], { geo: { districtCode: '552', ulbCode: '252071' } }),
        400,
        'VALIDATION_FAILED',
        'geo.ulbCode',
        'The ULB does not belong to the selected district',
      );
    });

    it('a refused attempt creates no complaint and uses no quota', async () => {
      const filer = await createUser(t);
      const photoUrl = await uploadPhoto(filer);
      const filed = async () => (await ds.query('SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1', [filer.id]))[0].n;
      const used = async () => (await t.http().get('/api/usage/complaints-quota').set(filer.auth).expect(200)).body.used;
      // One attempt refused by each kind of check: the request's shape, the Goa boundary, the category table, the
      // geography tables.
      for (const [body, code] of [
        [complaint([photoUrl], { title: '   ' }), 'VALIDATION_FAILED'],
        [complaint([photoUrl], { coordinates: { lat: 19.076, lng: 72.8777, source: 'exif' } }), 'OUTSIDE_GOA'],
        [complaint([photoUrl], { category: 'no_such_category' }), 'VALIDATION_FAILED'],
        [complaint([photoUrl], { geo: { districtCode: '552', ulbCode: '252071' } }), 'VALIDATION_FAILED'],
      ] as const) {
        const res = await file(filer, body).expect(400);
        expect(res.body.error.code).toBe(code);
      }
      expect(await filed()).toBe(0);
      expect(await used()).toBe(0);
      // The same counts see an accepted filing at once.
      await file(filer, complaint([photoUrl])).expect(201);
      expect(await filed()).toBe(1);
      expect(await used()).toBe(1);
    });

    it('a visitor gets 401 and an admin is told that admins cannot file complaints', async () => {
      await t
        .http()
        .post('/api/complaints')
        .send(complaint([url]))
        .expect(401);
      const admin = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
      const res = await file(admin, complaint([url])).expect(403);
      expect(res.body.error).toEqual({ message: 'Admins cannot file complaints.', code: 'FORBIDDEN', details: null });
    });
  });

  describe('coordinates near the border', () => {
    it('near-border-north 15.95,73.8 is snapped to lat 15.916 and flagged outsideBounds', async () => {
      const user = await createUser(t);
      const url = await uploadPhoto(user);
      // No place chosen: the default (Panaji) would contradict a pin in Pernem.
      const res = await file(user, complaint([url], { coordinates: { lat: 15.95, lng: 73.8, source: 'exif' }, geo: undefined })).expect(201);
      const list = await t.http().get('/api/complaints').set(user.auth).expect(200);
      expect(list.body.items[0].id).toBe(res.body.id);
      expect(list.body.items[0].coordinates).toEqual({ lat: 15.916, lng: 73.8, source: 'exif', accuracy: null, outsideBounds: true });
    });

    it('coordinates are stored to 6 decimals with the accuracy in metres', async () => {
      const user = await createUser(t);
      const url = await uploadPhoto(user);
      await file(user, complaint([url], { coordinates: { lat: 15.49891234567, lng: 73.82789876543, source: 'geolocation', accuracy: 12.5 } })).expect(201);
      const [row] = await ds.query('SELECT lat::text AS lat, lng::text AS lng, accuracy_m::text AS acc FROM complaints WHERE reporter_id = $1', [user.id]);
      expect(row).toEqual({ lat: '15.498912', lng: '73.827899', acc: '12.50' });
    });
  });

  describe('photo limit per plan (Free 1, Premium and Advocate Plus 5)', () => {
    it('a Free user may attach 1 photo, not 2', async () => {
      const user = await createUser(t, { plan: 'Free Citizen' });
      const [a, b] = [await uploadPhoto(user), await uploadPhoto(user)];
      const res = await file(user, complaint([a, b])).expect(400);
      expect(res.body.error.message).toBe('Your plan allows at most 1 photo(s) per complaint.');
      await file(user, complaint([a])).expect(201);
    });

    it('a Premium user may attach 5 photos, not 6; Advocate Plus too', async () => {
      for (const plan of ['Premium Citizen', 'Advocate Plus']) {
        const user = await createUser(t, { plan });
        const urls: string[] = [];
        for (let i = 0; i < 6; i += 1) urls.push(await uploadPhoto(user));
        const res = await file(user, complaint(urls)).expect(400);
        expect(res.body.error.message).toBe('Your plan allows at most 5 photo(s) per complaint.');
        const ok = await file(user, complaint(urls.slice(0, 5))).expect(201);
        const [row] = await ds.query('SELECT cardinality(photos) AS n FROM complaints WHERE public_id = $1', [ok.body.id]);
        expect(row.n).toBe(5);
      }
    });
  });

  describe('monthly quota (Free 3, Premium 10, Advocate Plus unlimited; calendar month in Asia/Kolkata)', () => {
    it('20 simultaneous submits by a Free user create exactly 3; the others get QUOTA_EXCEEDED', async () => {
      const user = await createUser(t, { plan: 'Free Citizen' });
      const url = await uploadPhoto(user);
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => file(user, complaint([url], { title: `Parallel complaint ${i}` }))));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 403)).toHaveLength(17);
      const window = quotaWindow(new Date());
      for (const r of responses.filter((x) => x.status === 403)) {
        expect(r.body.error).toEqual({
          message: 'You have reached your monthly complaint limit. Upgrade your plan or wait until it resets.',
          code: 'QUOTA_EXCEEDED',
          details: { used: 3, limit: 3, resetAt: window.end.toISOString() },
        });
      }
      expect((await ds.query('SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1', [user.id]))[0].n).toBe(3);
      const ids = responses.filter((r) => r.status === 201).map((r) => r.body.id);
      expect(new Set(ids).size).toBe(3);
    });

    it('GET /api/usage/complaints-quota gives used, the plan limit and the start of next month in Asia/Kolkata', async () => {
      const user = await createUser(t, { plan: 'Free Citizen' });
      const resetAt = quotaWindow(new Date()).end.toISOString();
      expect((await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body).toEqual({ used: 0, limit: 3, resetAt });
      await file(user, complaint([await uploadPhoto(user)])).expect(201);
      expect((await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body).toEqual({ used: 1, limit: 3, resetAt });

      const premium = await createUser(t, { plan: 'Premium Citizen' });
      expect((await t.http().get('/api/usage/complaints-quota').set(premium.auth).expect(200)).body).toEqual({ used: 0, limit: 10, resetAt });
      const advocate = await createUser(t, { plan: 'Advocate Plus' });
      expect((await t.http().get('/api/usage/complaints-quota').set(advocate.auth).expect(200)).body).toEqual({ used: 0, limit: null, resetAt });
      await t.http().get('/api/usage/complaints-quota').expect(401);
    });

    it('complaints filed in an earlier month do not count', async () => {
      const user = await createUser(t, { plan: 'Free Citizen' });
      const url = await uploadPhoto(user);
      for (let i = 0; i < 3; i += 1) await file(user, complaint([url])).expect(201);
      await file(user, complaint([url])).expect(403);
      const start = quotaWindow(new Date()).start;
      await ds.query("UPDATE complaints SET created_at = $2::timestamptz - interval '1 minute' WHERE reporter_id = $1", [user.id, start]);
      await cachesSettled(t);
      expect((await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body.used).toBe(0);
      await file(user, complaint([url])).expect(201);
    });

    it('Advocate Plus is unlimited: an 11th complaint in the month is accepted', async () => {
      const user = await createUser(t, { plan: 'Advocate Plus' });
      const url = await uploadPhoto(user);
      for (let i = 0; i < 11; i += 1) await file(user, complaint([url], { title: `Complaint ${i}` })).expect(201);
      expect((await t.http().get('/api/usage/complaints-quota').set(user.auth).expect(200)).body).toMatchObject({ used: 11, limit: null });
    });
  });

  describe('GET /api/complaints: my complaints only, newest first', () => {
    it("returns only the caller's complaints, newest first", async () => {
      const a = await createUser(t, { plan: 'Premium Citizen' });
      const b = await createUser(t, { plan: 'Premium Citizen' });
      const first = await file(a, complaint([await uploadPhoto(a)], { title: 'First of A' })).expect(201);
      const other = await file(b, complaint([await uploadPhoto(b)], { title: 'Only of B', category: 'garbage', subcategory: 'Illegal dumping' })).expect(201);
      const second = await file(a, complaint([await uploadPhoto(a)], { title: 'Second of A', subcategory: 'Other', otherText: 'Broken bus shelter' })).expect(
        201,
      );

      const mine = await t.http().get('/api/complaints').set(a.auth).expect(200);
      expect(mine.body.items.map((c: { id: string }) => c.id)).toEqual([second.body.id, first.body.id]);
      expect(mine.body.items[0]).toMatchObject({ subcategory: 'Other', otherText: 'Broken bus shelter' });
      const theirs = await t.http().get('/api/complaints').set(b.auth).expect(200);
      expect(theirs.body.items.map((c: { id: string }) => c.id)).toEqual([other.body.id]);
      expect(theirs.body.items[0]).toMatchObject({ category: 'garbage', categoryName: 'Garbage & Waste' });
      await t.http().get('/api/complaints').expect(401);
    });
  });

  describe('authority recipients at filing time (routing context, AuthorityResolver)', () => {
    it('stores the resolved contact and its copies, primary first; a location without a contact stores none', async () => {
      const routingAdmin = await createUser(t, { role: 'admin', adminModules: ['routing'] });
      await t
        .http()
        .post('/api/admin/geo-routing/contacts')
        .set(routingAdmin.auth)
        .send({
          scope: 'Urban',
          districtCode: '551',
          ulbCode: '252071',
          categoryKey: 'electricity',
          authorityEmail: 'EE.Electricity@Goa.gov.in',
          authorityDesignation: 'Executive Engineer',
          authorityName: 'Shri R. Gaonkar',
          authorityDepartment: 'Electricity Department',
          active: true,
          additionalRecipients: [{ authorityEmail: 'ae.panaji@goa.gov.in', authorityDesignation: 'Assistant Engineer' }],
        })
        .expect((res) => expect([200, 201]).toContain(res.status));

      const user = await createUser(t, { plan: 'Premium Citizen' });
      const url = await uploadPhoto(user);
      const body = { category: 'electricity', subcategory: 'Street light not working', geo: { districtCode: '551', ulbCode: '252071' } };
      const routed = await file(user, complaint([url], body)).expect(201);
      // Quepem chosen with the pin in Panaji: filed once the citizen confirms the contradiction.
      const unrouted = await file(
        user,
        complaint([url], { ...body, geo: { districtCode: '552', subdistrictCode: '5617' }, geoMismatchConfirmed: true }),
      ).expect(201);

      const items = (await t.http().get('/api/complaints').set(user.auth).expect(200)).body.items as { id: string; authorityRecipients: unknown[] }[];
      expect(items.find((c) => c.id === routed.body.id)!.authorityRecipients).toEqual([
        {
          authorityEmail: 'ee.electricity@goa.gov.in',
          authorityName: 'Shri R. Gaonkar',
          authorityDesignation: 'Executive Engineer',
          authorityDepartment: 'Electricity Department',
        },
        expect.objectContaining({ authorityEmail: 'ae.panaji@goa.gov.in', authorityDesignation: 'Assistant Engineer' }),
      ]);
      expect(items.find((c) => c.id === unrouted.body.id)!.authorityRecipients).toEqual([]);
      const [event] = await ds.query("SELECT payload FROM outbox WHERE event_name = 'ComplaintFiled' AND payload->>'complaintId' = $1", [routed.body.id]);
      expect(event.payload.authorityEmails).toEqual(['ee.electricity@goa.gov.in', 'ae.panaji@goa.gov.in']);
    });
  });

  describe('GET /api/stats (public)', () => {
    it('counts complaints, resolved ones, the success rate in percent and distinct reporters, with per-category counts of enabled categories', async () => {
      const before = (await t.http().get('/api/stats').expect(200)).body;
      const user = await createUser(t, { plan: 'Premium Citizen' });
      const one = await file(user, complaint([await uploadPhoto(user)], { category: 'animals', subcategory: 'Stray dogs' })).expect(201);
      await file(user, complaint([await uploadPhoto(user)], { category: 'animals', subcategory: 'Cattle on road' })).expect(201);
      await ds.query("UPDATE complaints SET status = 'resolved' WHERE public_id = $1", [one.body.id]);

      // The counters are computed at most once per PUBLIC_STATS_TTL_MS (2 s): wait until they include the two filings.
      const after = await eventually(async () => {
        const body = (await t.http().get('/api/stats').expect(200)).body;
        return body.resolvedTotal === before.resolvedTotal + 1 ? body : null;
      }, 10000);
      expect(after.complaintsTotal).toBe(before.complaintsTotal + 2);
      expect(after.resolvedTotal).toBe(before.resolvedTotal + 1);
      expect(after.activeCitizens).toBe(before.activeCitizens + 1);
      expect(after.successRate).toBe(Math.round((after.resolvedTotal / after.complaintsTotal) * 100));
      expect(Number.isInteger(after.successRate)).toBe(true);

      const [totals] = await ds.query(
        "SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'resolved')::int AS resolved, count(DISTINCT reporter_id)::int AS citizens FROM complaints",
      );
      expect([after.complaintsTotal, after.resolvedTotal, after.activeCitizens]).toEqual([totals.total, totals.resolved, totals.citizens]);

      const animals = after.items.find((c: { key: string }) => c.key === 'animals');
      const animalsBefore = before.items.find((c: { key: string }) => c.key === 'animals');
      expect(animals).toEqual({ key: 'animals', name: 'Stray Animals', icon: '🐕', description: expect.any(String), count: animalsBefore.count + 2 });
      expect(after.items.map((c: { key: string }) => c.key)).not.toContain('closed_topic');
      const enabled = (await t.http().get('/api/categories').expect(200)).body.items.map((c: { key: string }) => c.key);
      expect(after.items.map((c: { key: string }) => c.key)).toEqual(enabled);
    });
  });
});
