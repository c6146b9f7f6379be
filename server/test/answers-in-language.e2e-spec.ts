import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMPLAINT_STATUS_WORDS,
  DEFAULT_CATEGORIES,
  DEFAULT_PLANS,
  HISTORY_LINES,
  OTHER_SUBCATEGORY_WORDS,
  PREMIUM_PLAN_NAME,
  type Locale,
} from '@civic/contracts';
import { DataSource } from 'typeorm';
import { ResponseLinkKeys } from '../src/complaints/application/response-link-keys.js';
import { deriveResponseToken } from '../src/complaints/domain/response-link.entity.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Every answer that carries a complaint speaks the reader's language (the signed-in account's language, else
 * Accept-Language): My Complaints, the wizard's nearby duplicates, the public page, the admin desk's list and detail, and
 * the authority's response page give the category, the subcategory, the statuses and the history lines the portal wrote in kok, mr and hi,
 * from the same translations GET /api/categories uses; the codes clients send back (category key, English
 * subcategory, status) stay as they are, and what a person typed stays as typed.
 */

const ROADS = DEFAULT_CATEGORIES.find((c) => c.key === 'roads')!;
const PREMIUM = DEFAULT_PLANS.find((p) => p.name === PREMIUM_PLAN_NAME)!;
const LANGUAGES = ['kok', 'mr', 'hi'] as const satisfies readonly Locale[];
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const LATIN = /[A-Za-z]/;
const PAUSE_NOTE = 'Waiting for the monsoon to end';

interface Update {
  status: string;
  statusLabel: string;
  message: string;
  source?: string;
}

describe('Complaints read back in the reader’s language', () => {
  let t: TestApp;
  let dir: string;
  let superadmin: TestUser;
  const reporters = new Map<Locale, TestUser>();
  const admins = new Map<Locale, TestUser>();
  let potholes: string;
  let other: string;
  let token: string;

  const setLocale = (user: TestUser, locale: Locale) => t.app.get(DataSource).query('UPDATE users SET locale = $1 WHERE id = $2', [locale, user.id]);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-answers-language-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    superadmin = await createUser(t, { role: 'superadmin' });
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({
        scope: 'Urban',
        ...CANACONA_ULB,
        categoryKey: 'roads',
        authorityEmail: `co.canacona-${Date.now()}@answers.test`,
        authorityDesignation: 'Chief Officer',
      })
      .expect(201);
    // One reporter files both complaints; the other accounts read them in their own language.
    const owner = await createUser(t, { plan: 'Advocate Plus' });
    const place = { geo: CANACONA_ULB, coordinates: { ...CANACONA, source: 'manual' } };
    potholes = await fileComplaint(t, owner, { ...place, title: 'Crater on the market road', location: 'Market road, Canacona' });
    other = await fileComplaint(t, owner, { ...place, subcategory: 'Other', otherText: 'Broken railing on the bridge', title: 'Railing' });
    // The history gets lines the portal writes (forwarded, paused with an admin's note, resumed).
    const desk = (path: string, body: Record<string, unknown>) => t.http().patch(`/api/admin/complaints/${potholes}/${path}`).set(superadmin.auth).send(body);
    await desk('status', { status: 'forwarded' }).expect(200);
    await desk('escalation', { paused: true, note: PAUSE_NOTE }).expect(200);
    await desk('escalation', { paused: false }).expect(200);
    const [link] = (await t.app
      .get(DataSource)
      .query('SELECT l.token_seed FROM response_links l JOIN complaints c ON c.id = l.complaint_id WHERE c.public_id = $1', [potholes])) as {
      token_seed: string;
    }[];
    token = deriveResponseToken(await t.app.get(ResponseLinkKeys).key(), link.token_seed).token;
    for (const locale of LANGUAGES) {
      // The reporters' complaints are the owner's: each language's reporter reads its own, filed in the same way.
      const reporter = await createUser(t);
      await setLocale(reporter, locale);
      reporters.set(locale, reporter);
      const admin = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
      await setLocale(admin, locale);
      admins.set(locale, admin);
    }
    await setLocale(owner, 'en');
    for (const [locale, reporter] of reporters) {
      await fileComplaint(t, reporter, { ...place, title: `Pothole ${locale}` });
    }
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The words of a history a person reads that the portal wrote: status labels, and messages of the entries it wrote. */
  function portalWords(updates: Update[]): string[] {
    return updates.flatMap((u) => [u.statusLabel, ...(u.source === 'admin' ? [] : [u.message])]);
  }

  for (const locale of LANGUAGES) {
    it(`answers My Complaints in ${locale}, the account's language, with English identities beside the words`, async () => {
      const res = await t.http().get('/api/complaints').set(reporters.get(locale)!.auth).set('Accept-Language', locale).expect(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const [mine] = res.body.items;
      expect(mine).toMatchObject({
        category: 'roads',
        categoryName: ROADS.translations[locale]!.name,
        subcategory: 'Potholes',
        subcategoryLabel: ROADS.translations[locale]!.subcategories![ROADS.subcategories.indexOf('Potholes')],
        status: 'pending',
        statusLabel: COMPLAINT_STATUS_WORDS[locale].pending,
      });
      expect(mine.updates).toEqual([
        expect.objectContaining({ status: 'pending', message: HISTORY_LINES.submitted[locale], statusLabel: COMPLAINT_STATUS_WORDS[locale].pending }),
      ]);
      for (const words of [mine.categoryName, mine.subcategoryLabel, mine.statusLabel, ...portalWords(mine.updates)])
        expect({ locale, words }).not.toEqual({ locale, words: expect.stringMatching(LATIN) });
    });

    it(`answers the public page in ${locale} for Accept-Language: ${locale}, 'Other' in words`, async () => {
      const res = await t.http().get(`/api/public/complaints/${potholes}`).set('Accept-Language', locale).expect(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      expect(res.body).toMatchObject({ categoryKey: 'roads', categoryName: ROADS.translations[locale]!.name, subcategory: 'Potholes', status: 'forwarded' });
      const words = [
        res.body.categoryName,
        res.body.subcategoryLabel,
        res.body.statusLabel,
        ...res.body.history.map((h: { statusLabel: string }) => h.statusLabel),
      ];
      for (const word of words) expect({ locale, word }).not.toEqual({ locale, word: expect.stringMatching(LATIN) });
      const otherPage = await t.http().get(`/api/public/complaints/${other}`).set('Accept-Language', locale).expect(200);
      expect(otherPage.body).toMatchObject({ subcategory: 'Other', subcategoryLabel: OTHER_SUBCATEGORY_WORDS[locale] });
    });

    it(`answers the wizard's nearby duplicates in ${locale}, the account's language`, async () => {
      const res = await t
        .http()
        .get(`/api/complaints/nearby?lat=${CANACONA.lat}&lng=${CANACONA.lng}&category=roads`)
        .set(reporters.get(locale)!.auth)
        .expect(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const near = res.body.items.find((c: { id: string }) => c.id === potholes);
      expect(near).toMatchObject({
        subcategory: 'Potholes',
        subcategoryLabel: ROADS.translations[locale]!.subcategories![ROADS.subcategories.indexOf('Potholes')],
        status: 'forwarded',
        statusLabel: COMPLAINT_STATUS_WORDS[locale].forwarded,
      });
      const otherNear = res.body.items.find((c: { id: string }) => c.id === other);
      expect(otherNear).toMatchObject({ subcategory: 'Other', subcategoryLabel: OTHER_SUBCATEGORY_WORDS[locale] });
      for (const word of [near.subcategoryLabel, near.statusLabel]) expect({ locale, word }).not.toEqual({ locale, word: expect.stringMatching(LATIN) });
    });

    it(`answers the admin desk (list and detail) in ${locale}, an admin's note as typed`, async () => {
      const admin = admins.get(locale)!;
      const list = await t.http().get('/api/admin/complaints?limit=50').set(admin.auth).expect(200);
      expect(list.headers.vary).toMatch(/Accept-Language/i);
      const item = list.body.items.find((c: { id: string }) => c.id === potholes);
      const detail = (await t.http().get(`/api/admin/complaints/${potholes}`).set(admin.auth).expect(200)).body;
      for (const c of [item, detail]) {
        expect(c).toMatchObject({
          category: 'roads',
          categoryName: ROADS.translations[locale]!.name,
          status: 'forwarded',
          statusLabel: COMPLAINT_STATUS_WORDS[locale].forwarded,
        });
        const messages = (c.updates as Update[]).map((u) => u.message);
        expect(messages).toEqual([
          HISTORY_LINES.submitted[locale],
          '',
          HISTORY_LINES.paused[locale].replace('{note}', PAUSE_NOTE),
          HISTORY_LINES.resumed[locale],
        ]);
        const words = [c.categoryName, c.subcategoryLabel, c.statusLabel, ...(c.updates as Update[]).map((u) => u.statusLabel), messages[0], messages[3]];
        for (const word of words) expect({ locale, word }).not.toEqual({ locale, word: expect.stringMatching(LATIN) });
      }
    });

    it(`answers the authority's response page in ${locale} for Accept-Language: ${locale}`, async () => {
      const res = await t.http().get(`/api/respond/${token}`).set('Accept-Language', locale).expect(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      const c = res.body.complaint;
      expect(c).toMatchObject({ id: potholes, categoryKey: 'roads', category: ROADS.translations[locale]!.name, subcategory: 'Potholes', status: 'forwarded' });
      const words = [c.category, c.subcategoryLabel, c.statusLabel, ...portalWords(c.updates).filter((w) => !w.includes(PAUSE_NOTE))];
      for (const word of words) expect({ locale, word }).not.toEqual({ locale, word: expect.stringMatching(LATIN) });
    });
  }

  it("names the plan of a purchase and of the admin's billing lists in the reader's language, `plan` staying English", async () => {
    for (const locale of LANGUAGES) {
      const reader = reporters.get(locale)!;
      await t.http().post(`/api/admin/billing/users/${reader.id}/upgrade`).set(superadmin.auth).send({ plan: PREMIUM_PLAN_NAME }).expect(200);
      const purchases = await t.http().get('/api/payments/my-purchases').set(reader.auth).expect(200);
      expect(purchases.headers.vary).toMatch(/Accept-Language/i);
      expect(purchases.body.items[0]).toMatchObject({ plan: PREMIUM_PLAN_NAME, planName: PREMIUM.translations[locale]!.name });
      expect(purchases.body.items[0].planName).not.toMatch(LATIN);
      const admin = admins.get(locale)!;
      await t.app.get(DataSource).query("UPDATE users SET admin_modules = '{complaints,billing}' WHERE id = $1", [admin.id]);
      const users = await t
        .http()
        .get(`/api/admin/billing/users?q=${encodeURIComponent(reader.email)}`)
        .set(admin.auth)
        .expect(200);
      expect(users.body.items).toEqual([expect.objectContaining({ plan: PREMIUM_PLAN_NAME, planName: PREMIUM.translations[locale]!.name })]);
      const sold = await t
        .http()
        .get(`/api/admin/billing/purchases?q=${encodeURIComponent(reader.email)}`)
        .set(admin.auth)
        .expect(200);
      expect(sold.body.items[0]).toMatchObject({ plan: PREMIUM_PLAN_NAME, planName: PREMIUM.translations[locale]!.name });
    }
  });

  it("reads the signed-in account's language before Accept-Language, and English for an English account or a visitor without one", async () => {
    const marathi = reporters.get('mr')!;
    const mine = await t.http().get('/api/complaints').set(marathi.auth).set('Accept-Language', 'hi').expect(200);
    expect(mine.body.items[0].categoryName).toBe(ROADS.translations.mr!.name);
    const visitor = await t.http().get(`/api/public/complaints/${potholes}`).expect(200);
    expect(visitor.body).toMatchObject({ categoryName: ROADS.name, subcategoryLabel: 'Potholes', statusLabel: 'Forwarded' });
    const desk = await t.http().get(`/api/admin/complaints/${potholes}`).set(superadmin.auth).set('Accept-Language', 'kok').expect(200);
    expect(desk.body.updates[0].message).toBe('Complaint submitted');
  });
});
