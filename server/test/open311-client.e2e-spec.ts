/**
 * An independent Open311 GeoReport v2 client, written from the specification's text on the Open311 wiki
 * (GeoReport v2) and FixMyStreet's published Open311 extension (servicerequestupdates), not from this server's code:
 * it imports nothing from server/src. It speaks plain HTTP with Node's fetch, sends POST bodies as
 * application/x-www-form-urlencoded, or as multipart/form-data with the photos as file parts named photo1, photo2...
 * the way FixMyStreet's Open311.pm uploads them, and parses JSON with JSON.parse and XML with fast-xml-parser. The
 * portal is booted by the test harness; the key is issued and the complaint's status changed through the portal's own
 * admin API, as a superadmin and an admin would.
 */
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { XMLParser } from 'fast-xml-parser';
import { createTestApp, SUPERADMIN, type TestApp } from './helpers/test-app.js';
import { createUser, photo } from './complaints-fixtures.js';

type Format = 'json' | 'xml';
type Row = Record<string, string>;

/** A tiny GeoReport v2 client: every list is returned as an array of rows of text values, whatever the format. */
class GeoReportClient {
  private readonly xml = new XMLParser({
    parseTagValue: false,
    isArray: (name) => ['service', 'request', 'error', 'attribute', 'value', 'endpoint', 'format', 'request_update'].includes(name),
  });

  constructor(
    private readonly endpoint: string,
    private readonly format: Format,
  ) {}

  private async call(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}): Promise<{ status: number; doc: unknown }> {
    const query = new URLSearchParams(params).toString();
    const url = `${this.endpoint}/${path}.${this.format}${method === 'GET' && query ? `?${query}` : ''}`;
    const res = await fetch(url, method === 'POST' ? { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query } : { method });
    const text = await res.text();
    return { status: res.status, doc: this.format === 'json' ? JSON.parse(text) : this.xml.parse(text) };
  }

  /** The list under the specification's root and element names (services/service, service_requests/request, errors/error). */
  private rows(doc: unknown, root: string, element: string): Row[] {
    if (this.format === 'json') return (doc as Record<string, unknown>[]).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));
    const container = (doc as Record<string, Record<string, Row[]> | string>)[root];
    return typeof container === 'object' ? (container[element] ?? []) : [];
  }

  async discovery(): Promise<{ url: string; formats: string[] }> {
    const { doc } = await this.call('GET', 'discovery');
    if (this.format === 'json') {
      const [endpoint] = (doc as { endpoints: { url: string; formats: string[] }[] }).endpoints;
      return { url: endpoint.url, formats: endpoint.formats };
    }
    const [endpoint] = (doc as { discovery: { endpoints: { endpoint: { url: string; formats: { format: string[] } }[] } } }).discovery.endpoints.endpoint;
    return { url: endpoint.url, formats: endpoint.formats.format };
  }

  async services(): Promise<Row[]> {
    return this.rows((await this.call('GET', 'services')).doc, 'services', 'service');
  }

  async definitionCodes(serviceCode: string): Promise<string[]> {
    const { doc } = await this.call('GET', `services/${serviceCode}`);
    if (this.format === 'json') return (doc as { attributes: { code: string }[] }).attributes.map((a) => a.code);
    return (doc as { service_definition: { attributes: { attribute: { code: string }[] } } }).service_definition.attributes.attribute.map((a) => a.code);
  }

  async create(params: Record<string, string>): Promise<{ status: number; rows: Row[]; errors: Row[] }> {
    const { status, doc } = await this.call('POST', 'requests', params);
    return { status, rows: status < 300 ? this.rows(doc, 'service_requests', 'request') : [], errors: status >= 300 ? this.rows(doc, 'errors', 'error') : [] };
  }

  /**
   * POST requests as multipart/form-data: the fields, then each photo as a file part photo1, photo2... (FixMyStreet's
   * upload of its own photos).
   */
  async createWithPhotos(params: Record<string, string>, photos: Buffer[]): Promise<{ status: number; rows: Row[]; errors: Row[] }> {
    const body = new FormData();
    for (const [k, v] of Object.entries(params)) body.append(k, v);
    photos.forEach((p, i) => body.append(`photo${i + 1}`, new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `photo${i + 1}.jpeg`));
    const res = await fetch(`${this.endpoint}/requests.${this.format}`, { method: 'POST', body });
    const text = await res.text();
    const doc = this.format === 'json' ? JSON.parse(text) : this.xml.parse(text);
    return {
      status: res.status,
      rows: res.status < 300 ? this.rows(doc, 'service_requests', 'request') : [],
      errors: res.status >= 300 ? this.rows(doc, 'errors', 'error') : [],
    };
  }

  /** FixMyStreet extension: GET servicerequestupdates between two W3C times. */
  async updates(params: Record<string, string>): Promise<Row[]> {
    return this.rows((await this.call('GET', 'servicerequestupdates', params)).doc, 'service_request_updates', 'request_update');
  }

  /** FixMyStreet extension: POST servicerequestupdates; the answer's update_id, or the errors. */
  async postUpdate(params: Record<string, string>): Promise<{ status: number; updateId: string | null; errors: Row[] }> {
    const { status, doc } = await this.call('POST', 'servicerequestupdates', params);
    if (status >= 300) return { status, updateId: null, errors: this.rows(doc, 'errors', 'error') };
    return { status, updateId: this.rows(doc, 'service_request_updates', 'request_update')[0]?.update_id ?? null, errors: [] };
  }

  async requests(params: Record<string, string> = {}): Promise<Row[]> {
    return this.rows((await this.call('GET', 'requests', params)).doc, 'service_requests', 'request');
  }

  async request(id: string): Promise<Row[]> {
    return this.rows((await this.call('GET', `requests/${id}`)).doc, 'service_requests', 'request');
  }
}

describe('An independent GeoReport v2 client against /open311/v2', () => {
  let t: TestApp;
  let base: string;
  let apiKey: string;
  let adminToken: string;
  let reporterEmail: string;

  before(async () => {
    t = await createTestApp({}, { workers: false });
    const address = t.app.getHttpServer().address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password }),
    });
    adminToken = ((await login.json()) as { token: string }).token;
    const issued = await fetch(`${base}/api/admin/integrations/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: 'Independent client' }),
    });
    apiKey = ((await issued.json()) as { key: string }).key;
    reporterEmail = (await createUser(t)).email;
  });
  after(async () => {
    await t.close();
  });

  for (const format of ['json', 'xml'] as const) {
    it(`${format}: discovers, files with a key, reads back by id and in the list, and sees it closed once resolved`, async () => {
      const client = new GeoReportClient(`${base}/open311/v2`, format);
      const discovery = await client.discovery();
      expect(discovery.url).toMatch(/\/open311\/v2$/);
      expect(discovery.formats).toEqual(expect.arrayContaining(['text/xml', 'application/json']));

      const services = await client.services();
      expect(services.length).toBeGreaterThan(0);
      const service = services.find((s) => s.metadata === 'true' && s.type === 'realtime' && s.group && s.service_code.includes('-'));
      expect(service).toBeDefined();
      expect(await client.definitionCodes(service!.service_code)).toEqual(expect.arrayContaining(['urgency', 'landmark', 'anonymous']));

      const created = await client.create({
        api_key: apiKey,
        service_code: service!.service_code,
        lat: '15.4909',
        long: '73.8278',
        email: reporterEmail,
        first_name: 'Independent',
        last_name: 'Reporter',
        description: `Filed by the ${format} client`,
        'attribute[urgency]': 'high',
      });
      expect(created.errors).toEqual([]);
      expect(created.status).toBeLessThan(300);
      const id = created.rows[0].service_request_id;
      expect(id).toBeTruthy();

      const [byId] = await client.request(id);
      expect(byId).toMatchObject({ service_request_id: id, status: 'open', service_code: service!.service_code });
      // The reporter's words stay private until they can opt in (the public map's rule): never read back.
      expect(JSON.stringify(byId)).not.toContain(`Filed by the ${format} client`);
      expect(JSON.stringify(byId)).not.toContain(reporterEmail);
      expect(JSON.stringify(byId)).not.toContain('Independent');
      const listed = await client.requests({ service_code: service!.service_code });
      expect(listed.map((r) => r.service_request_id)).toContain(id);

      const resolve = await fetch(`${base}/api/admin/complaints/${id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ status: 'resolved', message: 'Fixed.' }),
      });
      expect(resolve.status).toBe(200);
      const [after] = await client.request(id);
      expect(after.status).toBe('closed');
      const closed = await client.requests({ status: 'closed' });
      expect(closed.map((r) => r.service_request_id)).toContain(id);

      const refused = await client.create({ api_key: 'not-a-key', service_code: service!.service_code, lat: '15.4909', long: '73.8278' });
      expect(refused.status).toBe(403);
      expect(refused.errors[0]).toMatchObject({ code: '403' });
      expect(refused.errors[0].description).toBeTruthy();
    });

    it(`${format}: files with two photos as multipart for a reporter never seen, reads the admin's change through servicerequestupdates and posts a comment`, async () => {
      const client = new GeoReportClient(`${base}/open311/v2`, format);
      const service = (await client.services()).find((s) => s.service_code.includes('-'))!;
      const start = new Date(Date.now() - 60_000).toISOString();
      const newcomer = `newcomer.${format}.${Date.now()}@reader-app.example`;
      const created = await client.createWithPhotos(
        {
          api_key: apiKey,
          jurisdiction_id: 'goa',
          service_code: service.service_code,
          lat: '15.4909',
          long: '73.8278',
          email: newcomer,
          first_name: 'Maria',
          last_name: 'Gomes',
          description: 'title: Broken slab\n\ndetail: Open drain slab\n\nSubmitted via an app',
        },
        [photo('goa-panaji.jpg'), photo('goa-panaji.jpg')],
      );
      expect(created.errors).toEqual([]);
      expect(created.status).toBeLessThan(300);
      const id = created.rows[0].service_request_id;

      // The admin sees the photos and changes the status with a note.
      const adminHeaders = { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` };
      const desk = (await (await fetch(`${base}/api/admin/complaints/${id}`, { headers: adminHeaders })).json()) as {
        photos: string[];
        updates: { message: string }[];
      };
      expect(desk.photos.length).toBeGreaterThanOrEqual(1);
      expect(desk.photos.length).toBeLessThanOrEqual(2);
      const change = await fetch(`${base}/api/admin/complaints/${id}/status`, {
        method: 'PATCH',
        headers: adminHeaders,
        body: JSON.stringify({ status: 'in_progress', message: 'Crew assigned for Monday.' }),
      });
      expect(change.status).toBe(200);

      const updates = (await client.updates({ start_date: start, end_date: new Date(Date.now() + 60_000).toISOString() })).filter(
        (u) => u.service_request_id === id,
      );
      // The admin's note stays on the desk: the public page shows none, and neither does Open311.
      expect(updates.some((u) => u.description.includes('Crew assigned'))).toBe(false);
      const change2 = updates.find((u) => u.update_id === `${id}-1`);
      expect(change2).toMatchObject({ service_request_id: id, status: 'open', description: '' });
      expect(change2!.update_id).toBeTruthy();
      expect(change2!.updated_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/);

      // A comment of the app's user, as FixMyStreet posts one; sent twice with the same update_id, recorded once.
      const comment = {
        api_key: apiKey,
        jurisdiction_id: 'goa',
        service_request_id: id,
        update_id: `app-comment-${format}`,
        updated_datetime: new Date().toISOString(),
        status: 'OPEN',
        email: newcomer,
        first_name: 'Maria',
        last_name: 'Gomes',
        description: 'The slab is now fully broken.',
      };
      const posted = await client.postUpdate(comment);
      expect(posted.errors).toEqual([]);
      expect(posted.updateId).toBeTruthy();
      const again = await client.postUpdate(comment);
      expect(again.updateId).toBe(posted.updateId);
      const history = (await (await fetch(`${base}/api/admin/complaints/${id}`, { headers: adminHeaders })).json()) as { updates: { message: string }[] };
      expect(history.updates.filter((u) => u.message === 'The slab is now fully broken.')).toHaveLength(1);
    });
  }
});
