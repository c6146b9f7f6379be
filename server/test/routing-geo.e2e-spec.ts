import { describe, it, before, after } from 'node:test';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'expect';
import { parse } from 'csv-parse/sync';
import { GOA_BOUNDS, Messages } from '@civic/contracts';
import { GOA_DATA_DIR } from '../src/kernel/paths.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type CsvRow = Record<string, string>;
const csv = (file: string) => parse(readFileSync(join(GOA_DATA_DIR, file), 'utf8'), { columns: true, skip_empty_lines: true }) as CsvRow[];
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

describe('Geography API (citizen spec section 7) on the Goa data', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it('documents every routing route with its operation id and access rule (public geo, routing module for admin)', async () => {
    const doc = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
    const op = (method: string, path: string) => doc.paths[path]?.[method];
    const expected: [string, string, string, string][] = [
      ['get', '/api/geo/districts', 'listDistricts', 'public'],
      ['get', '/api/geo/subdistricts', 'listSubdistricts', 'public'],
      ['get', '/api/geo/villages', 'listVillages', 'public'],
      ['get', '/api/geo/ulbs', 'listUlbs', 'public'],
      ['get', '/api/geo/resolve-authority', 'resolveAuthority', 'public'],
      ['get', '/api/geo/search', 'searchPlaces', 'public'],
      ['get', '/api/admin/geo-routing/contacts', 'listRoutingContacts', 'admin'],
      ['post', '/api/admin/geo-routing/contacts', 'createRoutingContact', 'admin'],
      ['patch', '/api/admin/geo-routing/contacts/{id}', 'updateRoutingContact', 'admin'],
      ['delete', '/api/admin/geo-routing/contacts/{id}', 'deleteRoutingContact', 'admin'],
      ['get', '/api/admin/geo-routing/logs', 'listRoutingLogs', 'admin'],
      ['get', '/api/admin/geo-routing/test', 'testRouting', 'admin'],
      ['get', '/api/admin/geo-routing/template.xlsx', 'downloadRoutingTemplate', 'admin'],
      ['get', '/api/admin/geo-routing/export.xlsx', 'exportRoutingContacts', 'admin'],
      ['post', '/api/admin/geo-routing/validate', 'validateRoutingTemplate', 'admin'],
      ['post', '/api/admin/geo-routing/import', 'importRoutingTemplate', 'admin'],
    ];
    for (const [method, path, operationId, kind] of expected) {
      expect({ path, operationId: op(method, path)?.operationId, access: op(method, path)?.['x-access'] }).toEqual({
        path,
        operationId,
        access: kind === 'public' ? { kind: 'public' } : { kind: 'admin', module: 'routing' },
      });
    }
  });

  it('GET /api/geo/districts lists the 2 Goa districts of state 30 by name, codes as strings', async () => {
    const res = await t.http().get('/api/geo/districts').expect(200);
    expect(res.body).toEqual({
      items: [
        { code: '551', name: 'North Goa' },
        { code: '552', name: 'South Goa' },
      ],
    });
    expect((await t.http().get('/api/geo/districts?state=30').expect(200)).body.items).toHaveLength(2);
    expect((await t.http().get('/api/geo/districts?state=29').expect(200)).body).toEqual({ items: [] });
  });

  it('the geography lists are cached for an hour with an ETag (they change only with a release); resolve-authority is not cached', async () => {
    const res = await t.http().get('/api/geo/villages?subdistrict=5610').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBeTruthy();
    await t.http().get('/api/geo/villages?subdistrict=5610').set('If-None-Match', res.headers.etag).expect(304);
    for (const path of ['/api/geo/districts', '/api/geo/subdistricts?district=551', '/api/geo/ulbs'])
      expect((await t.http().get(path).expect(200)).headers['cache-control']).toBe('public, max-age=3600');
    const resolved = await t.http().get('/api/geo/resolve-authority?district=551');
    expect(resolved.headers['cache-control']).toBeUndefined();
  });

  it('GET /api/geo/subdistricts?district= gives the talukas of a district as in data/goa', async () => {
    const expected = csv('subdistricts.csv')
      .filter((r) => r.districtCode === '552')
      .map((r) => ({ code: r.code, name: r.name }))
      .sort(byName);
    const res = await t.http().get('/api/geo/subdistricts?district=552').expect(200);
    expect(res.body.items).toEqual(expected);
    expect(res.body.items.map((i: { name: string }) => i.name)).toContain('Dharbandora');
    expect((await t.http().get('/api/geo/subdistricts?district=999').expect(200)).body).toEqual({ items: [] });
  });

  it('GET /api/geo/villages?district=551&subdistrict=5610 gives the 43 villages of Bardez sorted by name', async () => {
    const res = await t.http().get('/api/geo/villages?district=551&subdistrict=5610').expect(200);
    const expected = csv('villages.csv')
      .filter((r) => r.subdistrictCode === '5610')
      .map((r) => ({ code: r.code, name: r.name }))
      .sort(byName);
    expect(res.body.items).toHaveLength(43);
    expect(res.body.items).toEqual(expected);
    expect(res.body.items).toContainEqual({ code: '626695', name: 'Calangute' });
    // A taluka of the other district: no village matches both codes.
    expect((await t.http().get('/api/geo/villages?district=552&subdistrict=5610').expect(200)).body).toEqual({ items: [] });
    expect((await t.http().get('/api/geo/villages?subdistrict=5931').expect(200)).body.items).toHaveLength(16);
  });

  it('GET /api/geo/ulbs lists the 14 ULBs with their district, and filters by district', async () => {
    const all = await t.http().get('/api/geo/ulbs').expect(200);
    expect(all.body.items).toHaveLength(14);
    expect(all.body.items).toContainEqual({ code: '252071', name: 'City Corporation Panaji', districtCode: '551' });
    expect(all.body.items.map((u: { name: string }) => u.name)).toEqual([...all.body.items].sort(byName).map((u: { name: string }) => u.name));
    const north = await t.http().get('/api/geo/ulbs?district=551').expect(200);
    expect(north.body.items.map((u: { name: string }) => u.name)).toEqual(['Bicholim', 'City Corporation Panaji', 'Mapusa', 'Pernem', 'Sanquelim', 'Valpoi']);
  });

  it('malformed codes give 400 VALIDATION_FAILED naming the field; unknown ones an empty list', async () => {
    for (const path of [
      '/api/geo/districts?state=goa',
      '/api/geo/subdistricts?district=55x',
      '/api/geo/villages?subdistrict=-1',
      '/api/geo/ulbs?district=1.5',
    ]) {
      const res = await t.http().get(path).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toMatch(/must be a numeric code$/);
      expect(Object.keys(res.body.error.details.fields)).toHaveLength(1);
    }
    expect((await t.http().get('/api/geo/subdistricts').expect(400)).body.error.details.fields).toEqual({ district: ['district must be a numeric code'] });
    expect((await t.http().get('/api/geo/villages').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await t.http().get('/api/geo/ulbs?district=777').expect(200)).body).toEqual({ items: [] });
  });

  it('resolve-authority without any code is 400, with a malformed code 400, and with no contact 404 in the spec words', async () => {
    const none = await t.http().get('/api/geo/resolve-authority').expect(400);
    expect(none.body.error.message).toBe(Messages.admin.routing.locationRequired);
    const bad = await t.http().get('/api/geo/resolve-authority?village=abc').expect(400);
    expect(bad.body.error.details.fields).toEqual({ village: ['village must be a numeric code'] });
    const missing = await t.http().get('/api/geo/resolve-authority?district=552&subdistrict=5619').expect(404);
    expect(missing.body).toEqual({ error: { message: 'No contact found for the selected location.', code: 'NOT_FOUND', details: null } });
  });

  it('GET /api/geo/search searches the gazetteer by default: 5 results at most, inside Goa, best match first', async () => {
    const res = await t.http().get('/api/geo/search?q=calangute').expect(200);
    expect(res.body.source).toBe('gazetteer');
    expect(res.body.items[0]).toEqual({
      name: 'Calangute',
      label: 'Calangute, Bardez, North Goa',
      lat: 15.54426,
      lng: 73.76705,
      type: 'village',
      code: '626695',
    });
    const many = await t.http().get('/api/geo/search?q=gao').expect(200);
    expect(many.body.items).toHaveLength(5);
    for (const p of many.body.items) {
      expect(p.lat).toBeGreaterThanOrEqual(GOA_BOUNDS.minLat);
      expect(p.lat).toBeLessThanOrEqual(GOA_BOUNDS.maxLat);
      expect(p.lng).toBeGreaterThanOrEqual(GOA_BOUNDS.minLng);
      expect(p.lng).toBeLessThanOrEqual(GOA_BOUNDS.maxLng);
    }
    const town = await t.http().get('/api/geo/search?q=Margao').expect(200);
    expect(town.body.items[0]).toMatchObject({ name: 'Margao', type: 'ulb', code: '252087', label: 'Margao, South Goa' });
    const taluka = await t.http().get('/api/geo/search?q=bardez').expect(200);
    expect(taluka.body.items[0]).toMatchObject({ name: 'Bardez', type: 'subdistrict', code: '5610', label: 'Bardez, North Goa' });
    expect((await t.http().get('/api/geo/search?q=zzzzqq').expect(200)).body.items).toEqual([]);
  });

  it('a search under 3 characters is 400 VALIDATION_FAILED', async () => {
    for (const q of ['ab', '  a  ', '']) {
      const res = await t
        .http()
        .get(`/api/geo/search?q=${encodeURIComponent(q)}`)
        .expect(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: Messages.admin.routing.searchTooShort });
    }
    expect((await t.http().get('/api/geo/search').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('Place search with GEOCODER_URL (a Nominatim-compatible service)', () => {
  let geocoder: Server;
  let requests: { url: URL; userAgent: string | undefined }[] = [];
  let mode: 'ok' | 'fail' | 'outside' = 'ok';
  let t: TestApp;

  before(async () => {
    geocoder = createServer((req: IncomingMessage, res) => {
      requests.push({ url: new URL(req.url ?? '/', 'http://localhost'), userAgent: req.headers['user-agent'] });
      if (mode === 'fail') {
        res.writeHead(503).end('overloaded');
        return;
      }
      const results =
        mode === 'outside'
          ? [{ lat: '19.07', lon: '72.87', name: 'Mumbai', display_name: 'Mumbai, Maharashtra, India', type: 'city', osm_type: 'relation', osm_id: 1 }]
          : [
              {
                lat: '15.5494',
                lon: '73.7535',
                name: 'Baga Beach',
                display_name: 'Baga Beach, Calangute, Bardez, North Goa, Goa, India',
                type: 'beach',
                addresstype: 'natural',
                osm_type: 'way',
                osm_id: 42,
              },
              { lat: '19.07', lon: '72.87', name: 'Outside', display_name: 'Outside Goa', type: 'city', osm_type: 'node', osm_id: 7 },
            ];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results));
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    const { port } = geocoder.address() as { port: number };
    t = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}/nominatim/` }, { workers: false });
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => geocoder.close(resolve));
  });

  it('queries /search with format jsonv2, limit 5, country in, the Goa viewbox, bounded, and a User-Agent; keeps results inside Goa', async () => {
    mode = 'ok';
    requests = [];
    const res = await t.http().get('/api/geo/search?q=baga beach').expect(200);
    expect(res.body).toEqual({
      source: 'geocoder',
      items: [
        { name: 'Baga Beach', label: 'Baga Beach, Calangute, Bardez, North Goa, Goa, India', lat: 15.5494, lng: 73.7535, type: 'natural', code: 'osm:way/42' },
      ],
    });
    expect(requests).toHaveLength(1);
    const { url, userAgent } = requests[0];
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      q: 'baga beach',
      limit: '5',
      countrycodes: 'in',
      viewbox: '73.657,15.916,74.344,14.932',
      bounded: '1',
    });
    expect(userAgent).toMatch(/^GoaCivicPortal\//);
  });

  it('falls back to the gazetteer when the geocoder fails or finds nothing inside Goa', async () => {
    mode = 'fail';
    const failed = await t.http().get('/api/geo/search?q=calangute').expect(200);
    expect(failed.body.source).toBe('gazetteer');
    expect(failed.body.items[0]).toMatchObject({ name: 'Calangute', code: '626695' });
    mode = 'outside';
    const outside = await t.http().get('/api/geo/search?q=mapusa').expect(200);
    expect(outside.body.source).toBe('gazetteer');
    expect(outside.body.items[0]).toMatchObject({ name: 'Mapusa', type: 'ulb', code: '252061' });
  });

  it('falls back to the gazetteer when the geocoder is unreachable', async () => {
    const down = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:9/' }, { workers: false });
    try {
      const res = await down.http().get('/api/geo/search?q=candolim').expect(200);
      expect(res.body.source).toBe('gazetteer');
      expect(res.body.items[0]).toMatchObject({ name: 'Candolim', code: '626697' });
    } finally {
      await down.close();
    }
  });
});
