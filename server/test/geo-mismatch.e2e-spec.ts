import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/** Reis Magos' centroid (data/goa/villages.csv: Bardez, 5610). */
const REIS_MAGOS = { lat: 15.50729, lng: 73.81505 };
/** goa-panaji.jpg's GPS, on Panaji's waterfront: 1.7 km from Reis Magos' centroid, 2.6 km from Panaji's (Tiswadi). */
const PANAJI = { lat: 15.4989, lng: 73.8278 };
const CHORAO_TISWADI = { districtCode: '551', subdistrictCode: '5611', villageCode: '626706' };
const PANAJI_ULB = { districtCode: '551', ulbCode: '252071' };
const REIS_MAGOS_BARDEZ = { districtCode: '551', subdistrictCode: '5610', villageCode: '626699' };

/**
 * A pin that contradicts the chosen place (docs/adr/0121-pin-and-place-must-agree.md): refused on
 * `geoMismatchConfirmed` naming the pin's place, filed once the citizen confirms it, recorded on the complaint and shown
 * to the admin desk; a pin that agrees (or a place chosen by the server) records nothing.
 */
describe('Pin and chosen place must agree (geoMismatchConfirmed)', () => {
  let t: TestApp;
  let dir: string;
  let citizen: TestUser;
  let admin: TestUser;
  let url: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-geo-mismatch-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    citizen = await createUser(t, { plan: 'Advocate Plus' });
    admin = await createUser(t, { role: 'superadmin' });
    url = (await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201)).body
      .url as string;
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function file(body: Record<string, unknown>) {
    return t
      .http()
      .post('/api/complaints')
      .set(citizen.auth)
      .send({
        category: 'roads',
        subcategory: 'Potholes',
        title: 'Pothole by the jetty',
        location: 'Jetty road',
        authorizeRepresentative: true,
        photos: [url],
        ...body,
      });
  }

  async function adminView(id: string): Promise<{ geoMismatchConfirmed: boolean; geo: Record<string, string | null> }> {
    return (await t.http().get(`/api/admin/complaints/${id}`).set(admin.auth).expect(200)).body;
  }

  it('a pin in Reis Magos (Bardez) with Chorao (Tiswadi) chosen is refused, naming the pin’s place', async () => {
    const res = await file({ geo: CHORAO_TISWADI, coordinates: { ...REIS_MAGOS, source: 'manual' } }).expect(400);
    const message =
      'The pin is nearest to Reis Magos, Bardez, North Goa, which is not in Tiswadi. Move the pin, change the location, or confirm that both are right.';
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.body.error.details.fields.geoMismatchConfirmed).toEqual([message]);
    // Refused before anything was written: the citizen has no complaint.
    expect((await t.http().get('/api/complaints').set(citizen.auth).expect(200)).body.items).toEqual([]);
  });

  it('geoMismatchConfirmed: false is the same refusal; a non-boolean is a validation error', async () => {
    await file({ geo: CHORAO_TISWADI, coordinates: { ...REIS_MAGOS, source: 'manual' }, geoMismatchConfirmed: false }).expect(400);
    const res = await file({ geo: CHORAO_TISWADI, coordinates: { ...REIS_MAGOS, source: 'manual' }, geoMismatchConfirmed: 'yes' }).expect(400);
    expect(res.body.error.details.fields.geoMismatchConfirmed).toBeDefined();
  });

  it('confirmed, the complaint is filed with the chosen place and the confirmation, which the desk sees', async () => {
    const res = await file({ geo: CHORAO_TISWADI, coordinates: { ...REIS_MAGOS, source: 'manual' }, geoMismatchConfirmed: true }).expect(201);
    const view = await adminView(res.body.id as string);
    expect(view.geoMismatchConfirmed).toBe(true);
    expect(view.geo).toMatchObject({ subdistrictCode: '5611', villageCode: '626706' });
    const mine = (await t.http().get('/api/complaints').set(citizen.auth).expect(200)).body.items as { id: string; geoMismatchConfirmed: boolean }[];
    expect(mine.find((c) => c.id === res.body.id)?.geoMismatchConfirmed).toBe(true);
  });

  it('a pin that agrees records nothing, even when the citizen sent the confirmation', async () => {
    const same = await file({ geo: REIS_MAGOS_BARDEZ, coordinates: { ...REIS_MAGOS, source: 'manual' }, geoMismatchConfirmed: true }).expect(201);
    expect((await adminView(same.body.id as string)).geoMismatchConfirmed).toBe(false);
    // Panaji's waterfront: nearest centroid in Bardez, but Panaji's own (Tiswadi) lies within 3 km.
    const waterfront = await file({ geo: PANAJI_ULB, coordinates: { ...PANAJI, source: 'exif' } }).expect(201);
    expect((await adminView(waterfront.body.id as string)).geoMismatchConfirmed).toBe(false);
    // No place chosen: the server fills it from the pin, nothing to contradict.
    const inferred = await file({ coordinates: { ...REIS_MAGOS, source: 'manual' } }).expect(201);
    expect((await adminView(inferred.body.id as string)).geoMismatchConfirmed).toBe(false);
  });

  it('a South Goa district alone with a North Goa pin is refused too', async () => {
    const res = await file({ geo: { districtCode: '552' }, coordinates: { ...REIS_MAGOS, source: 'manual' } }).expect(400);
    expect(res.body.error.message).toBe(
      'The pin is nearest to Reis Magos, Bardez, North Goa, which is not in South Goa. Move the pin, change the location, or confirm that both are right.',
    );
  });
});
