import { createServer, type Server } from 'node:http';
import { describe, it, before, after, mock } from 'node:test';
import { expect } from 'expect';
import { XMLParser } from 'fast-xml-parser';
import { DataSource } from 'typeorm';
import { ADVOCATE_PLAN_NAME } from '@civic/contracts';
import { isPublicAddress, MediaFetcher } from '../src/open311/infrastructure/media-fetcher.js';
import { createTestApp, type TestApp, cachesSettled } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

const xml = new XMLParser({
  parseTagValue: false,
  isArray: (name) => ['service', 'request', 'error', 'attribute', 'value', 'endpoint', 'format'].includes(name),
});
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('Open311 GeoReport v2', () => {
  let t: TestApp;
  let ds: DataSource;
  let superadmin: TestUser;
  let citizen: TestUser;
  let apiKey: string;
  let keyId: string;

  const post = (format: string, fields: Record<string, string>) =>
    t.http().post(`/open311/v2/requests.${format}`).set('Content-Type', 'application/x-www-form-urlencoded').send(form(fields));
  const filing = (over: Record<string, string> = {}) => ({
    api_key: apiKey,
    service_code: 'roads-potholes',
    lat: '15.498912',
    long: '73.827834',
    email: citizen.email,
    description: 'Deep pothole near the market',
    ...over,
  });

  before(async () => {
    t = await createTestApp({ OPEN311_RATE_LIMIT_PER_MINUTE: '1000' }, { workers: false });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    citizen = await createUser(t, { plan: ADVOCATE_PLAN_NAME, firstName: 'Secretname', lastName: 'Hiddenlast' });
    await ds.query("UPDATE users SET phone = '9822000000' WHERE id = $1", [citizen.id]);
    await cachesSettled(t);
    const res = await t.http().post('/api/admin/integrations/keys').set('Authorization', `Bearer ${superadmin.token}`).send({ name: 'Test app' }).expect(201);
    apiKey = res.body.key;
    keyId = res.body.id;
  });
  after(async () => {
    await t.close();
  });

  it('issues a key once, stores only its SHA-256 and lists it without the key', async () => {
    expect(apiKey).toMatch(/^o311_[A-Za-z0-9_-]{43}$/);
    const [row] = await ds.query('SELECT key_hash, key_prefix FROM integration_api_keys WHERE id = $1', [keyId]);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.key_hash).not.toContain(apiKey);
    expect(row.key_prefix).toBe(apiKey.slice(0, 11));
    const list = await t.http().get('/api/admin/integrations/keys').set('Authorization', `Bearer ${superadmin.token}`).expect(200);
    const listed = list.body.items.find((k: { id: string }) => k.id === keyId);
    expect(listed).toEqual({
      id: keyId,
      name: 'Test app',
      keyPrefix: apiKey.slice(0, 11),
      accountEmail: null,
      reporterPolicy: 'by_email',
      monthlyLimit: null,
      perEmailMonthlyLimit: 10,
      createdAt: expect.any(String),
      rotatedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(apiKey);
    const citizenCall = await t.http().post('/api/admin/integrations/keys').set('Authorization', `Bearer ${citizen.token}`).send({ name: 'x' });
    expect(citizenCall.status).toBe(403);
    const bad = await t.http().post('/api/admin/integrations/keys').set('Authorization', `Bearer ${superadmin.token}`).send({ name: '  ' }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('discovery in JSON and XML', async () => {
    const json = await t
      .http()
      .get('/open311/v2/discovery.json')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(json.body.endpoints[0]).toEqual({
      specification: 'http://wiki.open311.org/GeoReport_v2',
      url: 'http://localhost:3999/open311/v2',
      changeset: expect.any(String),
      type: 'production',
      formats: ['text/xml', 'application/json'],
    });
    const x = await t
      .http()
      .get('/open311/v2/discovery.xml')
      .expect(200)
      .expect('Content-Type', /text\/xml/);
    const doc = xml.parse(x.text);
    expect(doc.discovery.endpoints.endpoint[0].formats.format).toEqual(['text/xml', 'application/json']);
    expect(doc.discovery.endpoints.endpoint[0].url).toBe('http://localhost:3999/open311/v2');
  });

  it('services: one per enabled category and subcategory, disabled ones left out, in both formats', async () => {
    const json = await t.http().get('/open311/v2/services.json').expect(200);
    const roads = json.body.find((s: { service_code: string }) => s.service_code === 'roads');
    expect(roads).toEqual({
      service_code: 'roads',
      service_name: expect.any(String),
      description: expect.any(String),
      metadata: true,
      type: 'realtime',
      keywords: expect.any(String),
      group: roads.service_name,
    });
    const pothole = json.body.find((s: { service_code: string }) => s.service_code === 'roads-potholes');
    expect(pothole).toMatchObject({ service_name: 'Potholes', group: roads.service_name, metadata: true, type: 'realtime' });
    const x = xml.parse((await t.http().get('/open311/v2/services.xml').expect(200)).text);
    expect(x.services.service.map((s: { service_code: string }) => s.service_code)).toEqual(json.body.map((s: { service_code: string }) => s.service_code));
    expect(x.services.service[0].metadata).toBe('true');

    await ds.query("UPDATE categories SET enabled = false WHERE key = 'garbage'");
    await cachesSettled(t);
    try {
      const after = await t.http().get('/open311/v2/services.json').expect(200);
      expect(after.body.some((s: { service_code: string }) => s.service_code.startsWith('garbage'))).toBe(false);
      await t.http().get('/open311/v2/services/garbage.json').expect(404);
    } finally {
      await ds.query("UPDATE categories SET enabled = true WHERE key = 'garbage'");
      await cachesSettled(t);
    }
  });

  it('service definition: urgency, landmark and anonymous as attributes, in both formats; unknown code 404', async () => {
    const json = await t.http().get('/open311/v2/services/roads-potholes.json').expect(200);
    expect(json.body.service_code).toBe('roads-potholes');
    expect(json.body.attributes.map((a: { code: string }) => a.code)).toEqual(['urgency', 'landmark', 'anonymous']);
    expect(json.body.attributes[0]).toMatchObject({
      variable: true,
      datatype: 'singlevaluelist',
      required: false,
      values: [
        { key: 'low', name: 'Low' },
        { key: 'medium', name: 'Medium' },
        { key: 'high', name: 'High' },
        { key: 'critical', name: 'Critical' },
      ],
    });
    expect(json.body.attributes[1]).toMatchObject({ datatype: 'string', required: false });
    const x = xml.parse((await t.http().get('/open311/v2/services/roads-potholes.xml').expect(200)).text);
    expect(x.service_definition.attributes.attribute[0].values.value.map((v: { key: string }) => v.key)).toEqual(['low', 'medium', 'high', 'critical']);
    const missing = await t.http().get('/open311/v2/services/nope.xml').expect(404);
    expect(xml.parse(missing.text).errors.error[0]).toEqual({ code: '404', description: 'service_code nope was not found.' });
  });

  it('files a request (JSON), records the key, reads it back by id, token and list with the privacy rules', async () => {
    const res = await post('json', {
      ...filing(),
      'attribute[urgency]': 'high',
      'attribute[landmark]': 'Opposite the bakery',
      first_name: 'Secret',
      last_name: 'Person',
      phone: '9999999999',
    }).expect(201);
    expect(res.body).toEqual([{ service_request_id: expect.stringMatching(/^GOA-\d{4}-\d{6}$/), token: expect.any(String), service_notice: '' }]);
    const id = res.body[0].service_request_id;
    const [row] = await ds.query(
      'SELECT api_key_id, reporter_id, reporter_email, reporter_first_name, reporter_last_name, reporter_phone, urgency, landmark, lat, anonymous FROM complaints WHERE public_id = $1',
      [id],
    );
    // A new key files by email: the contact is kept with the complaint, which joins no account until its owner confirms.
    expect(row).toEqual({
      api_key_id: keyId,
      reporter_id: null,
      reporter_email: citizen.email,
      reporter_first_name: 'Secret',
      reporter_last_name: 'Person',
      reporter_phone: '9999999999',
      urgency: 'high',
      landmark: 'Opposite the bakery',
      lat: '15.498912',
      anonymous: false,
    });

    const one = await t.http().get(`/open311/v2/requests/${id}.json`).expect(200);
    expect(one.body).toHaveLength(1);
    const r = one.body[0];
    expect(r).toMatchObject({
      service_request_id: id,
      status: 'open',
      service_code: 'roads-potholes',
      service_name: 'Potholes',
      description: '',
      address: 'Near 15.499, 73.828',
      media_url: '',
      expected_datetime: '',
      lat: 15.499,
      long: 73.828,
    });
    expect(r.requested_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(r.updated_datetime).toMatch(/\+05:30$/);
    const text = JSON.stringify(one.body);
    for (const secret of [citizen.email, 'Secret', 'Hiddenlast', '9822000000', '9999999999', '15.498912', '73.827834', 'Deep pothole near the market'])
      expect(text).not.toContain(secret);

    // expected_datetime is the due date, India time.
    await ds.query("UPDATE complaints SET due_at = '2026-12-01T18:29:59.999Z' WHERE public_id = $1", [id]);
    const due = await t.http().get(`/open311/v2/requests/${id}.json`).expect(200);
    expect(due.body[0].expected_datetime).toBe('2026-12-01T23:59:59+05:30');

    const ox = xml.parse((await t.http().get(`/open311/v2/requests/${id}.xml`).expect(200)).text);
    expect(ox.service_requests.request[0]).toMatchObject({ service_request_id: id, status: 'open', lat: '15.499', long: '73.828' });

    const token = await t.http().get(`/open311/v2/tokens/${res.body[0].token}.json`).expect(200);
    expect(token.body).toEqual([{ service_request_id: id, token: res.body[0].token }]);
    const tx = xml.parse((await t.http().get(`/open311/v2/tokens/${res.body[0].token}.xml`).expect(200)).text);
    expect(tx.service_requests.request[0].service_request_id).toBe(id);
    await t.http().get('/open311/v2/tokens/unknown.json').expect(404);

    const list = await t.http().get('/open311/v2/requests.json').expect(200);
    expect(list.body.some((x: { service_request_id: string }) => x.service_request_id === id)).toBe(true);
    const listX = xml.parse((await t.http().get('/open311/v2/requests.xml?service_code=roads-potholes&status=open').expect(200)).text);
    expect(listX.service_requests.request.some((x: { service_request_id: string }) => x.service_request_id === id)).toBe(true);
  });

  it('files a request in XML with address_string and anonymity; lists by ids, status and dates; closed after resolve', async () => {
    const res = await post(
      'xml',
      filing({ lat: '', long: '', address_string: 'Panaji', 'attribute[anonymous]': 'true', service_code: 'roads', description: 'Broken divider' }),
    ).expect(201);
    const id = xml.parse(res.text).service_requests.request[0].service_request_id;
    const [row] = await ds.query('SELECT anonymous, subcategory, other_text, location_source, location FROM complaints WHERE public_id = $1', [id]);
    expect(row).toEqual({ anonymous: true, subcategory: 'Other', other_text: 'Broken divider', location_source: 'search', location: 'Panaji' });

    const byIds = await t.http().get(`/open311/v2/requests.json?service_request_id=${id},GOA-1999-000001&status=closed`).expect(200);
    expect(byIds.body.map((x: { service_request_id: string }) => x.service_request_id)).toEqual([id]);
    const closed = await t.http().get('/open311/v2/requests.json?status=closed').expect(200);
    expect(closed.body.some((x: { service_request_id: string }) => x.service_request_id === id)).toBe(false);

    await t
      .http()
      .patch(`/api/admin/complaints/${id}/status`)
      .set('Authorization', `Bearer ${superadmin.token}`)
      .send({ status: 'resolved', message: 'Divider repaired.' })
      .expect(200);
    const after = await t.http().get(`/open311/v2/requests/${id}.json`).expect(200);
    // The admin's note is not public (the public page shows none), so status_notes carries nothing of it.
    expect(after.body[0]).toMatchObject({ status: 'closed', status_notes: '' });
    expect(after.text).not.toContain('Divider repaired.');
    const closedNow = await t.http().get('/open311/v2/requests.json?status=closed').expect(200);
    expect(closedNow.body.some((x: { service_request_id: string }) => x.service_request_id === id)).toBe(true);

    const old = await t.http().get('/open311/v2/requests.json?start_date=2020-01-01T00:00:00%2B05:30&end_date=2020-02-01T00:00:00%2B05:30').expect(200);
    expect(old.body).toEqual([]);
    const bad = await t.http().get('/open311/v2/requests.xml?start_date=yesterday').expect(400);
    expect(xml.parse(bad.text).errors.error[0]).toEqual({ code: '400', description: 'start_date must be an ISO 8601 date and time.' });
    const badStatus = await t.http().get('/open311/v2/requests.json?status=done').expect(400);
    expect(badStatus.body).toEqual([{ code: 400, description: 'status must be open or closed.' }]);
    await t.http().get('/open311/v2/requests/GOA-1999-000001.json').expect(404);
  });

  it('every refusal is an errors document with the matching status, in both formats', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [filing({ api_key: '' }), 403, 'api_key was not provided.'],
      [filing({ api_key: 'o311_wrong' }), 403, 'api_key is invalid or was revoked.'],
      [filing({ service_code: '' }), 400, 'service_code was not provided.'],
      [filing({ service_code: 'nope' }), 400, 'service_code was not found (GET services for the list).'],
      [filing({ jurisdiction_id: 'mumbai' }), 404, 'jurisdiction_id mumbai was not found.'],
      [filing({ lat: '', long: '' }), 400, 'lat and long, or address_string, are required.'],
      [filing({ long: '' }), 400, 'lat and long must both be given, as numbers in degrees.'],
      [filing({ lat: 'north' }), 400, 'lat must be a number in degrees.'],
      [filing({ lat: '19.07', long: '72.87' }), 400, 'The location must be inside Goa.'],
      [filing({ email: 'not-an-email' }), 400, 'email must be an email address.'],
      [filing({ phone: '12' }), 400, 'phone must be a phone number'],
      [filing({ first_name: 'x'.repeat(101) }), 400, 'first_name must be at most 100 characters.'],
      [filing({ email: '' }), 400, 'email is required: this API key files each request for the person whose email it gives'],
      [filing({ media_url: 'http://127.0.0.1/x.jpg', 'media_url[]': 'http://10.0.0.1/y.jpg' }), 400, 'media_url must point to a public address.'],
      [filing({ service_code: 'roads', description: '' }), 400, "description is required for this service (it is the issue in the reporter's words)."],
      [filing({ 'attribute[urgency]': 'panic' }), 400, ''],
      [filing({ 'attribute[anonymous]': 'maybe' }), 400, 'attribute[anonymous] must be true or false.'],
      [filing({ 'attribute[landmark]': 'x'.repeat(201) }), 400, 'attribute[landmark] must be at most 200 characters.'],
      [filing({ media_url: 'http://127.0.0.1/x.jpg' }), 400, 'media_url must point to a public address.'],
      [filing({ media_url: 'http://10.1.2.3/x.jpg' }), 400, 'media_url must point to a public address.'],
      [filing({ media_url: 'http://169.254.169.254/latest/meta-data' }), 400, 'media_url must point to a public address.'],
      [filing({ media_url: 'http://100.64.0.1/x.jpg' }), 400, 'media_url must point to a public address.'],
      [filing({ media_url: 'http://[::1]/x.jpg' }), 400, 'media_url must point to a public address.'],
      [filing({ media_url: 'http://[::ffff:127.0.0.1]/x.jpg' }), 400, 'media_url must point to a public address.'],
      [filing({ media_url: 'http://localhost/x.jpg' }), 400, 'media_url must point to a public address.'],
      [filing({ media_url: 'file:///etc/passwd' }), 400, 'media_url must be an http or https URL.'],
    ];
    for (const [fields, status, description] of cases) {
      const json = await post('json', fields);
      expect({ fields, status: json.status }).toEqual({ fields, status });
      expect(json.body).toHaveLength(1);
      expect(json.body[0].code).toBe(status);
      if (description) expect({ fields, description: json.body[0].description }).toEqual({ fields, description: expect.stringContaining(description) });
      const x = await post('xml', fields);
      expect(x.status).toBe(status);
      const doc = xml.parse(x.text);
      expect(doc.errors.error[0].code).toBe(String(status));
    }
    await t.http().get('/open311/v2/services.yaml').expect(400);
    const unknown = await t.http().get('/open311/v2/nothing-here.xml').expect(404);
    expect(xml.parse(unknown.text).errors.error[0]).toEqual({ code: '404', description: 'No such Open311 call; see discovery for the endpoints.' });
    const wrongMethod = await t.http().delete('/open311/v2/requests.json').expect(404);
    expect(wrongMethod.body[0].code).toBe(404);
    // The root itself is Open311's too (not the portal's envelope), with or without the trailing slash.
    for (const root of ['/open311/v2', '/open311/v2/']) {
      const res = await t.http().get(root).expect(404);
      expect({ root, body: res.body }).toEqual({ root, body: [{ code: 404, description: 'No such Open311 call; see discovery for the endpoints.' }] });
    }
  });

  it('a media_url whose host name does not resolve is refused with 400', async () => {
    const res = await post('json', filing({ media_url: 'http://no-such-host.invalid/x.jpg' })).expect(400);
    expect(res.body).toEqual([{ code: 400, description: 'media_url could not be fetched.' }]);
  });

  it('a media_url that redirects to a private address is refused before any connection to it', async () => {
    // The first hop must be a public host, and this machine reaches none: the app's fetcher keeps the product's
    // address policy and every other rule, and treats one loopback address, 127.0.0.1, as public (it stands for the
    // integrator's server). The redirect targets are private: 127.0.0.2 (a loopback address with an image server
    // that answers, so that a refusal is the address check's doing, not a dead end), 10/8, the cloud metadata
    // address, IPv6 loopback.
    const JPEG = photo('goa-panaji.jpg');
    const privateHits: string[] = [];
    const privateServer = createServer((req, res) => {
      privateHits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(JPEG);
    });
    await new Promise<void>((resolve) => privateServer.listen(0, '127.0.0.2', resolve));
    const privateUrl = `http://127.0.0.2:${(privateServer.address() as { port: number }).port}/x.jpg`;
    const publicServer = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/redirect') {
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(JPEG);
    });
    await new Promise<void>((resolve) => publicServer.listen(0, '127.0.0.1', resolve));
    const publicBase = `http://127.0.0.1:${(publicServer.address() as { port: number }).port}`;
    const standIn = new MediaFetcher((address) => address === '127.0.0.1' || isPublicAddress(address));
    const fetchMedia = mock.method(t.app.get(MediaFetcher), 'fetch', (url: string) => standIn.fetch(url));
    try {
      // The private server answers an image to a fetcher that is allowed to reach it.
      expect(await new MediaFetcher((address) => address === '127.0.0.2').fetch(privateUrl)).toEqual(JPEG);
      privateHits.length = 0;
      // Through the stand-in, a redirect to a public address is followed and the image kept.
      const followed = await post('json', filing({ media_url: `${publicBase}/redirect?to=${encodeURIComponent(`${publicBase}/x.jpg`)}` })).expect(201);
      const [{ photos }] = await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [followed.body[0].service_request_id]);
      expect(photos).toHaveLength(1);

      for (const target of [privateUrl, 'http://10.0.0.1/x.jpg', 'http://169.254.169.254/latest/meta-data', `http://[::1]:${new URL(privateUrl).port}/x.jpg`]) {
        const res = await post('json', filing({ media_url: `${publicBase}/redirect?to=${encodeURIComponent(target)}` }));
        expect({ target, status: res.status, body: res.body }).toEqual({
          target,
          status: 400,
          body: [{ code: 400, description: 'media_url must point to a public address.' }],
        });
      }
      expect(fetchMedia.mock.callCount()).toBe(5);
      expect(privateHits).toEqual([]);
    } finally {
      fetchMedia.mock.restore();
      await new Promise<void>((resolve) => privateServer.close(() => resolve()));
      await new Promise<void>((resolve) => publicServer.close(() => resolve()));
    }
  });

  it('a revoked key is refused with 403; a rotated key replaces the old one', async () => {
    const issued = await t
      .http()
      .post('/api/admin/integrations/keys')
      .set('Authorization', `Bearer ${superadmin.token}`)
      .send({ name: 'Short-lived' })
      .expect(201);
    await post('json', filing({ api_key: issued.body.key })).expect(201);
    const rotated = await t.http().post(`/api/admin/integrations/keys/${issued.body.id}/rotate`).set('Authorization', `Bearer ${superadmin.token}`).expect(201);
    expect(rotated.body.key).not.toBe(issued.body.key);
    await post('json', filing({ api_key: issued.body.key })).expect(403);
    await post('json', filing({ api_key: rotated.body.key })).expect(201);
    await t.http().delete(`/api/admin/integrations/keys/${issued.body.id}`).set('Authorization', `Bearer ${superadmin.token}`).expect(204);
    const refused = await post('xml', filing({ api_key: rotated.body.key })).expect(403);
    expect(xml.parse(refused.text).errors.error[0]).toEqual({ code: '403', description: 'api_key is invalid or was revoked.' });
    const list = await t.http().get('/api/admin/integrations/keys').set('Authorization', `Bearer ${superadmin.token}`).expect(200);
    expect(list.body.items.find((k: { id: string }) => k.id === issued.body.id).revokedAt).toEqual(expect.any(String));
    await t.http().delete('/api/admin/integrations/keys/00000000-0000-4000-8000-000000000000').set('Authorization', `Bearer ${superadmin.token}`).expect(404);
  });

  it("the quota of the key's linked account refuses with 403", async () => {
    const free = await createUser(t);
    const linked = await t
      .http()
      .post('/api/admin/integrations/keys')
      .set('Authorization', `Bearer ${superadmin.token}`)
      .send({ name: 'Linked', accountEmail: free.email, reporterPolicy: 'linked' })
      .expect(201);
    expect(linked.body).toMatchObject({ accountEmail: free.email, reporterPolicy: 'linked' });
    let refusal: { status: number; body: { code: number; description: string }[] } | null = null;
    for (let i = 0; i < 20 && !refusal; i++) {
      const res = await post('json', filing({ api_key: linked.body.key, email: '' }));
      if (res.status !== 201) refusal = res;
    }
    expect(refusal?.status).toBe(403);
    expect(refusal?.body[0].code).toBe(403);
    expect(refusal?.body[0].description).toMatch(/limit|quota/i);
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1 AND api_key_id = $2', [free.id, linked.body.id]);
    expect(n).toBeGreaterThan(0);
  });

  it('calls with one key beyond OPEN311_RATE_LIMIT_PER_MINUTE are refused with 429 and Retry-After', async () => {
    const limited = await createTestApp({ OPEN311_RATE_LIMIT_PER_MINUTE: '2', QUEUE_PREFIX: `${t.config.QUEUE_PREFIX}-rl${Date.now()}` }, { workers: false });
    try {
      const issued = await limited
        .http()
        .post('/api/admin/integrations/keys')
        .set('Authorization', `Bearer ${superadmin.token}`)
        .send({ name: 'Rate' })
        .expect(201);
      const send = () =>
        limited
          .http()
          .post('/open311/v2/requests.json')
          .type('form')
          .send(form(filing({ api_key: issued.body.key, service_code: 'nope' })));
      await send().expect(400);
      await send().expect(400);
      const third = await send().expect(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      expect(third.body[0].code).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('Open311 media_url download', () => {
  let server: Server;
  let base: string;
  before(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://10.0.0.1/x.jpg' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('checks every redirect target and the content type (a fetcher that allows loopback only)', async () => {
    const { MediaFetcher } = await import('../src/open311/infrastructure/media-fetcher.js');
    const fetcher = new MediaFetcher((address) => address === '127.0.0.1');
    await expect(fetcher.fetch(`${base}/redirect`)).rejects.toThrow('media_url must point to a public address.');
    await expect(fetcher.fetch(`${base}/page`)).rejects.toThrow('media_url must be a JPEG, PNG or WEBP image.');
  });
});
