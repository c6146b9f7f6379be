import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import type { ScorecardRow } from '../src/complaints/application/scorecards/scorecards.service.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';

/**
 * Scorecards: the read model complaint_scorecard_facts is kept by the complaint events (filed,
 * forwarded, resolved), and GET /api/public/scorecards aggregates it per office (one routing contact: its name and
 * email), taluka or ULB: received, resolved, median days, share within the due date, overdue now, for a period.
 */

/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const stamp = Date.now();
/** Where goa-panaji.jpg was taken (its EXIF GPS; /work/shared/data/photos/README.md): a pin here verifies a fix. */
const PANAJI_PHOTO = { lat: 15.4989, lng: 73.8278 };
const VERIFY_DOMAIN = `verify-${stamp}.scorecards.test`;
const VERIFY_DEPARTMENT = `Verified Fixes Department ${stamp}`;
const CATEGORY = `scorecards_roads_${stamp}`;
const DOMAIN = `canacona-${stamp}.scorecards.test`;
const DEPARTMENT = `Canacona Municipal Council ${stamp}`;
const SECRET = `SCORECARD-SECRET-${stamp}`;
/** Panaji's ULB code (City Corporation Panaji, North Goa 551; data/goa/ulbs.csv). */
const PANAJI_ULB = '252071';

type Row = ScorecardRow;

describe('Scorecards: per authority, taluka and ULB, from the facts kept by the complaint events', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  const ids: string[] = [];

  const scorecards = (query: Record<string, string>) => t.http().get('/api/public/scorecards').query(query);
  const ours = async (query: Record<string, string> = { by: 'authority' }): Promise<Row | undefined> =>
    ((await scorecards(query).expect(200)).body.items as Row[]).find((r) => r.domain === DOMAIN);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-scorecards-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: SECRET, lastName: 'Reporter' });
    await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ key: CATEGORY, name: `Scorecards ${stamp}`, subcategories: ['Potholes'] })
      .expect(201);
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({
        scope: 'Urban',
        ...CANACONA_ULB,
        categoryKey: CATEGORY,
        authorityEmail: `co@${DOMAIN.toUpperCase()}`,
        authorityDesignation: 'Chief Officer',
        authorityDepartment: DEPARTMENT,
      })
      .expect(201);
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({
        scope: 'Urban',
        districtCode: '551',
        ulbCode: PANAJI_ULB,
        categoryKey: CATEGORY,
        authorityEmail: `commissioner@${VERIFY_DOMAIN}`,
        authorityDesignation: 'Commissioner',
        authorityDepartment: VERIFY_DEPARTMENT,
      })
      .expect(201);
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await fileComplaint(t, reporter, {
          category: CATEGORY,
          title: `${SECRET} pothole ${i}`,
          location: `${SECRET} market road`,
          geo: CANACONA_ULB,
          coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
        }),
      );
    }
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the events keep the facts: filed, then forwarded to the authority, then resolved', async () => {
    await eventually(async () => {
      const [{ n }] = await ds.query(
        'SELECT count(*)::int AS n FROM complaint_scorecard_facts f JOIN complaints c ON c.id = f.complaint_id WHERE c.public_id = ANY($1)',
        [ids],
      );
      return n === ids.length;
    });
    expect(await ours()).toBeUndefined(); // not forwarded yet: no authority
    for (const id of ids.slice(0, 4)) {
      await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    }
    await t.http().patch(`/api/admin/complaints/${ids[0]}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    const row = await eventually(async () => {
      const r = await ours();
      return r && r.received === 4 && r.resolved === 1 ? r : null;
    });
    expect(row).toMatchObject({
      name: 'Chief Officer',
      email: `co@${DOMAIN}`,
      department: DEPARTMENT,
      domain: DOMAIN,
      key: `co@${DOMAIN}`,
      overdueNow: 0,
      verifiedFixShare: 0,
    });
    expect(row.medianDaysToResolve).toBe(0);
    expect(row.resolvedWithinDueShare).toBe(1);
    const ulb = await eventually(async () => {
      const items = (await scorecards({ by: 'ulb' }).expect(200)).body.items as Row[];
      return items.find((r) => r.key === '252100');
    });
    expect(ulb.name).toMatch(/Canacona/i);
    expect(ulb.received).toBeGreaterThanOrEqual(5);
  });

  it('counts known data: median days, share within the due date, overdue now, and the period', async () => {
    // Known facts for the four forwarded complaints (set once the events above were processed), and the fifth
    // forwarded too but filed before the period.
    await t.http().patch(`/api/admin/complaints/${ids[4]}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    await eventually(async () => (await ours())?.received === 5);
    // Every reaction to these complaints' events has run: each rewrites the complaint's facts row from the complaint,
    // so one still queued (the projections queue runs two at once, in no set order) would undo the facts set below.
    await eventually(async () => {
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM outbox WHERE done_at IS NULL AND payload->>'complaintId' = ANY($1)`, [ids]);
      return n === 0;
    });
    const d = (day: number) => new Date(Date.UTC(2026, 0, 10 + day, 6));
    const set = (id: string, received: Date, resolved: Date | null, due: Date, open: boolean) =>
      ds.query(
        `UPDATE complaint_scorecard_facts f SET received_at = $2, resolved_at = $3, due_at = $4, open = $5
          FROM complaints c WHERE c.id = f.complaint_id AND c.public_id = $1`,
        [id, received, resolved, due, open],
      );
    await set(ids[0], d(0), d(2), d(5), false); // 2 days, on time
    await set(ids[1], d(0), d(4), d(3), false); // 4 days, late
    await set(ids[2], d(0), d(10), d(15), false); // 10 days, on time
    await set(ids[3], d(1), null, d(2), true); // open, past due: overdue
    await set(ids[4], new Date(Date.UTC(2025, 11, 31, 6)), d(1), d(20), false); // before the period

    const row = await ours({ by: 'authority', from: '2026-01-01', to: '2026-01-31' });
    expect(row).toEqual({
      key: `co@${DOMAIN}`,
      name: 'Chief Officer',
      email: `co@${DOMAIN}`,
      department: DEPARTMENT,
      domain: DOMAIN,
      received: 4,
      resolved: 3,
      medianDaysToResolve: 4,
      resolvedWithinDueShare: 0.5,
      verifiedFixShare: 0,
      overdueNow: 1,
      // No authority answered through a response link here: the answer columns count none.
      forwarded: 4,
      answered: 0,
      returned: 0,
      medianHoursToFirstAnswer: null,
      resolvedByAuthority: 0,
      answeredBeforeDueShare: 0,
      // No reporter answered "Was it fixed?" (follow-ups.e2e-spec.ts): no figure, none under 5 answers.
      followUpAnswers: 0,
      confirmedFixedShare: null,
      reopenedShare: null,
      medianRating: null,
    });
    // The same row as open data: CSV under the licence, a null figure as an empty cell.
    const csv = await t.http().get('/api/public/scorecards.csv').query({ by: 'authority', from: '2026-01-01', to: '2026-01-31' }).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['x-license']).toBe('CC BY 4.0 https://creativecommons.org/licenses/by/4.0/');
    expect(csv.headers['content-disposition']).toBe('inline; filename="goa-scorecards-by-authority-2026-01-01-to-2026-01-31.csv"');
    const records = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(records.find((r) => r.domain === DOMAIN)).toEqual({
      key: `co@${DOMAIN}`,
      name: 'Chief Officer',
      email: `co@${DOMAIN}`,
      department: DEPARTMENT,
      domain: DOMAIN,
      received: '4',
      resolved: '3',
      median_days_to_resolve: '4',
      resolved_within_due_share: '0.5',
      verified_fix_share: '0',
      overdue_now: '1',
      forwarded: '4',
      answered: '0',
      returned: '0',
      median_hours_to_first_answer: '',
      resolved_by_authority: '0',
      answered_before_due_share: '0',
      follow_up_answers: '0',
      confirmed_fixed_share: '',
      reopened_share: '',
      median_rating: '',
    });
    const all = await ours({ by: 'authority' });
    expect(all).toMatchObject({ received: 5, resolved: 4, medianDaysToResolve: 7, overdueNow: 1 }); // median of 2, 4, 10 and 11 days
    expect(await ours({ by: 'authority', from: '2026-02-01' })).toBeUndefined();
  });

  it('counts the share of verified fixes among the resolved complaints, from the confirm-fix event', async () => {
    const verify = async () => ((await scorecards({ by: 'authority' }).expect(200)).body.items as Row[]).find((r) => r.domain === VERIFY_DOMAIN);
    const upload = async () =>
      (await t.http().post('/api/uploads/local').set(reporter.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201)).body.url as string;
    const filed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t
        .http()
        .post('/api/complaints')
        .set(reporter.auth)
        .send({
          category: CATEGORY,
          subcategory: 'Potholes',
          title: `${SECRET} verified ${i}`,
          location: `${SECRET} Panaji road`,
          photos: [await upload()],
          authorizeRepresentative: true,
          geo: { districtCode: '551', ulbCode: PANAJI_ULB },
          coordinates: { ...PANAJI_PHOTO, source: 'manual', accuracy: 8 },
        })
        .expect(201);
      filed.push(res.body.id as string);
    }
    for (const id of filed) {
      await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    }
    await t.http().patch(`/api/admin/complaints/${filed[0]}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${filed[1]}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    const resolved = await eventually(async () => {
      const r = await verify();
      return r && r.received === 3 && r.resolved === 2 ? r : null;
    });
    expect(resolved.verifiedFixShare).toBe(0); // two resolved, none confirmed yet

    // The reporter confirms the first fix with an after-photo taken at the pin, uploaded after the resolution.
    const after = await upload();
    const confirmed = await t.http().post(`/api/complaints/${filed[0]}/confirm-fix`).set(reporter.auth).send({ photo: after }).expect(200);
    expect(confirmed.body.fix).toMatchObject({ verified: true });
    // The second is confirmed without a photo: confirmed, not verified.
    await t.http().post(`/api/complaints/${filed[1]}/confirm-fix`).set(reporter.auth).send({}).expect(200);
    const row = await eventually(async () => {
      const r = await verify();
      return r && r.verifiedFixShare === 0.5 ? r : null;
    });
    expect(row).toMatchObject({ name: 'Commissioner', department: VERIFY_DEPARTMENT, received: 3, resolved: 2, verifiedFixShare: 0.5 });
    const [fact] = await ds.query('SELECT f.fix_verified FROM complaint_scorecard_facts f JOIN complaints c ON c.id = f.complaint_id WHERE c.public_id = $1', [
      filed[0],
    ]);
    expect(fact.fix_verified).toBe(true);
  });

  it('a row is one office: the Mamlatdars of Tiswadi and Bardez, one department and one domain, are two rows; the talukas sum them', async () => {
    const domain = `gov-${stamp}.example`;
    const department = `Revenue Department ${stamp}`;
    const offices = [
      { subdistrictCode: '5611', email: `mamlatdar-tiswadi@${domain}`, name: 'Mamlatdar of Tiswadi', at: { lat: 15.4909, lng: 73.8278 } },
      { subdistrictCode: '5610', email: `mamlatdar-bardez@${domain}`, name: 'Mamlatdar of Bardez', at: { lat: 15.5946, lng: 73.8117 } },
    ];
    const filed: Record<string, string[]> = {};
    for (const office of offices) {
      await t
        .http()
        .post('/api/admin/geo-routing/contacts')
        .set(superadmin.auth)
        .send({
          scope: 'Rural',
          districtCode: '551',
          subdistrictCode: office.subdistrictCode,
          categoryKey: CATEGORY,
          authorityEmail: office.email,
          authorityName: office.name,
          authorityDesignation: 'Mamlatdar',
          authorityDepartment: department,
        })
        .expect(201);
      filed[office.email] = [];
      for (let i = 0; i < (office.subdistrictCode === '5611' ? 2 : 1); i += 1) {
        const id = await fileComplaint(t, reporter, {
          category: CATEGORY,
          title: `${SECRET} office ${i}`,
          location: `${SECRET} taluka road`,
          geo: { districtCode: '551', subdistrictCode: office.subdistrictCode },
          coordinates: { ...office.at, source: 'manual', accuracy: 8 },
        });
        const forwarded = await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
        expect(forwarded.body.authorityRecipients[0].authorityEmail).toBe(office.email);
        filed[office.email].push(id);
      }
    }
    const rows = await eventually(async () => {
      const items = ((await scorecards({ by: 'authority' }).expect(200)).body.items as Row[]).filter((r) => r.domain === domain);
      return items.length === 2 && items.every((r) => r.forwarded === filed[r.email].length) ? items : null;
    });
    expect(rows.map((r) => ({ key: r.key, name: r.name, department: r.department, received: r.received })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `mamlatdar-bardez@${domain}`, name: 'Mamlatdar of Bardez', department, received: 1 },
      { key: `mamlatdar-tiswadi@${domain}`, name: 'Mamlatdar of Tiswadi', department, received: 2 },
    ]);
    // The taluka rows hold these offices' complaints (Tiswadi's two in 5611, Bardez's one in 5610), among others filed there.
    const talukas = ((await scorecards({ by: 'taluka' }).expect(200)).body.items as Row[]).filter((r) => ['5610', '5611'].includes(r.key));
    expect(talukas.find((r) => r.key === '5611')?.forwarded).toBeGreaterThanOrEqual(2);
    expect(talukas.find((r) => r.key === '5610')?.forwarded).toBeGreaterThanOrEqual(1);
  });

  it('answers no name or complaint text, and refuses a bad grouping or period', async () => {
    for (const by of ['authority', 'taluka', 'ulb']) {
      const res = await scorecards({ by }).expect(200);
      expect(JSON.stringify(res.body)).not.toContain(SECRET);
    }
    const bad = await scorecards({ by: 'district' }).expect(400);
    const badCsv = await t.http().get('/api/public/scorecards.csv').query({ by: 'district' }).expect(400);
    expect(badCsv.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { by: ['Choose authority, taluka or ULB.'] } } });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { by: ['Choose authority, taluka or ULB.'] } } });
    await scorecards({ by: 'authority', from: '2026-13-01' }).expect(400);
    const reversed = await scorecards({ by: 'authority', from: '2026-02-01', to: '2026-01-01' }).expect(400);
    expect(Object.keys(reversed.body.error.details.fields)).toEqual(['from']);
  });
});
