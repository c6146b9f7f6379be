import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CATEGORIES, DEFAULT_PLANS, LOCALES, PREMIUM_PLAN_NAME } from '@civic/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { waitForMail } from './identity-fixtures.js';

const ROADS = DEFAULT_CATEGORIES.find((c) => c.key === 'roads')!;
const PREMIUM = DEFAULT_PLANS.find((p) => p.name === PREMIUM_PLAN_NAME)!;

/** The share of letters in a text that are Devanagari (U+0900 to U+097F). */
function devanagariShare(text: string): number {
  const letters = [...text].filter((ch) => /\p{L}|\p{M}/u.test(ch));
  return letters.filter((ch) => /[\u0900-\u097F]/.test(ch)).length / letters.length;
}

describe('Categories and plans in the reader’s language (Accept-Language), the same identities in every language', () => {
  let t: TestApp;
  let dir: string;
  let admin: TestUser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-translations-'));
    t = await createTestApp({ UPLOAD_DIR: dir });
    admin = await createUser(t, { role: 'superadmin' });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const categories = (language?: string) => {
    const request = t.http().get('/api/categories');
    return (language ? request.set('Accept-Language', language) : request).expect(200);
  };

  it('answers Hindi names, descriptions and subcategory labels for Accept-Language: hi, with English keys and subcategories', async () => {
    const res = await categories('hi-IN,hi;q=0.9,en;q=0.8');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const roads = res.body.items.find((c: { key: string }) => c.key === 'roads');
    expect(roads).toMatchObject({
      key: 'roads',
      name: 'सड़कें और गड्ढे',
      description: ROADS.translations.hi!.description,
      subcategories: ROADS.subcategories,
      subcategoryLabels: ROADS.translations.hi!.subcategories,
      language: 'hi',
    });
    // The eight defaults (other test files of the run may have added English-only categories).
    const defaults = res.body.items.filter((c: { key: string }) => DEFAULT_CATEGORIES.some((d) => d.key === c.key));
    expect(defaults).toHaveLength(8);
    const texts = defaults.map((c: { name: string; description: string; subcategoryLabels: string[] }) =>
      [c.name, c.description, ...c.subcategoryLabels].join(' '),
    );
    expect(devanagariShare(texts.join(' '))).toBeGreaterThan(0.9);
  });

  it('answers Konkani for kok and for gom (Goan Konkani), Marathi for mr, and English without the header or for a language it lacks', async () => {
    for (const [header, name] of [
      ['kok', ROADS.translations.kok!.name],
      ['gom-IN', ROADS.translations.kok!.name],
      ['mr', ROADS.translations.mr!.name],
      ['fr-FR, de', ROADS.name],
      [undefined, ROADS.name],
    ] as const) {
      const roads = (await categories(header)).body.items.find((c: { key: string }) => c.key === 'roads');
      expect({ header, name: roads.name }).toEqual({ header, name });
      expect(roads.subcategories).toEqual(ROADS.subcategories);
    }
  });

  it('answers plans in Hindi with `plan` keeping the English name that checkout and accounts use', async () => {
    const res = await t.http().get('/api/plans').set('Accept-Language', 'hi').expect(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const premium = res.body.items.find((p: { plan: string }) => p.plan === PREMIUM_PLAN_NAME);
    expect(premium).toMatchObject({
      plan: PREMIUM_PLAN_NAME,
      name: 'प्रीमियम नागरिक',
      description: PREMIUM.translations.hi!.description,
      features: PREMIUM.translations.hi!.features,
      language: 'hi',
      amount: PREMIUM.amount,
    });
    const english = (await t.http().get('/api/plans').expect(200)).body.items.find((p: { plan: string }) => p.plan === PREMIUM_PLAN_NAME);
    expect(english).toMatchObject({ plan: PREMIUM_PLAN_NAME, name: PREMIUM_PLAN_NAME, features: PREMIUM.features, language: 'en' });
  });

  it('lets an admin edit translations, falls back to English field by field, and refuses a too long text', async () => {
    const created = await t
      .http()
      .post('/api/admin/categories')
      .set(admin.auth)
      .send({
        name: 'Water Supply',
        // Unique in the run's shared database, whatever other test files created.
        key: `water_supply_${Date.now()}`,
        description: 'No water, leaks and contaminated supply.',
        subcategories: ['No water', 'Leaking pipe'],
        translations: { kok: { name: '  उदक पुरवण ', subcategories: ['', 'गळपी पायप'] }, fr: { name: 'Eau' } },
      })
      .expect(201);
    // Only the three languages are kept, texts trimmed, label positions kept.
    expect(created.body.translations).toEqual({ kok: { name: 'उदक पुरवण', subcategories: ['', 'गळपी पायप'] } });
    const key = created.body.key as string;
    const kok = (await categories('kok')).body.items.find((c: { key: string }) => c.key === key);
    expect(kok).toMatchObject({
      name: 'उदक पुरवण',
      description: 'No water, leaks and contaminated supply.',
      subcategories: ['No water', 'Leaking pipe'],
      subcategoryLabels: ['No water', 'गळपी पायप'],
      language: 'kok',
    });
    const hi = (await categories('hi')).body.items.find((c: { key: string }) => c.key === key);
    expect(hi).toMatchObject({ name: 'Water Supply', language: 'en' });

    const tooLong = await t
      .http()
      .patch(`/api/admin/categories/${created.body._id}`)
      .set(admin.auth)
      .send({ translations: { hi: { name: 'क'.repeat(121) } } })
      .expect(400);
    expect(tooLong.body.error.code).toBe('VALIDATION_FAILED');

    const plans = (await t.http().get('/api/admin/plans').set(admin.auth).expect(200)).body.items;
    const premium = plans.find((p: { name: string }) => p.name === PREMIUM_PLAN_NAME);
    expect(premium.translations.mr.name).toBe(PREMIUM.translations.mr!.name);
    const edited = await t
      .http()
      .patch(`/api/admin/plans/${premium._id}`)
      .set(admin.auth)
      .send({ translations: { ...premium.translations, mr: { name: 'प्रीमियम नागरिक योजना', features: ['दरमहा 10 तक्रारी', ' '] } } })
      .expect(200);
    expect(edited.body.translations.mr).toEqual({ name: 'प्रीमियम नागरिक योजना', features: ['दरमहा 10 तक्रारी'] });
    const marathi = (await t.http().get('/api/plans').set('Accept-Language', 'mr').expect(200)).body.items.find(
      (p: { plan: string }) => p.plan === PREMIUM_PLAN_NAME,
    );
    expect(marathi).toMatchObject({ name: 'प्रीमियम नागरिक योजना', features: ['दरमहा 10 तक्रारी'], description: PREMIUM.description, plan: PREMIUM_PLAN_NAME });
    // The seeded texts back, for the test files that run after this one on the same database.
    await t.http().patch(`/api/admin/plans/${premium._id}`).set(admin.auth).send({ translations: premium.translations }).expect(200);
  });

  it('files a complaint in each language under the same category key and English subcategory, and names the category in the reporter’s language in the acknowledgement', async () => {
    const ids: string[] = [];
    for (const locale of LOCALES) {
      const reporter = await createUser(t, { firstName: 'Asha', lastName: `Naik ${locale}` });
      await t.http().patch('/api/auth/profile').set(reporter.auth).send({ locale }).expect(200);
      // The wizard shows the labels of the reader's language and sends the English subcategory at the same position.
      const id = await fileComplaint(t, reporter, { subcategory: 'Potholes' });
      ids.push(id);
      const mine = (await t.http().get('/api/complaints').set(reporter.auth).set('Accept-Language', locale).expect(200)).body;
      const filed = mine.items.find((c: { id: string }) => c.id === id);
      expect({ locale, category: filed.category, subcategory: filed.subcategory }).toEqual({ locale, category: 'roads', subcategory: 'Potholes' });
      const ack = await waitForMail(t, reporter.email, 'complaint_ack');
      const name = locale === 'en' ? ROADS.name : ROADS.translations[locale]!.name!;
      expect({ locale, named: ack.text.includes(name) }).toEqual({ locale, named: true });
    }
    const rows: { category_key: string; subcategory: string }[] = await t.app
      .get(DataSource)
      .query('SELECT DISTINCT category_key, subcategory FROM complaints WHERE public_id = ANY($1)', [ids]);
    expect(rows).toEqual([{ category_key: 'roads', subcategory: 'Potholes' }]);
  });

  it('names Open311 services in the language of Accept-Language with the same service codes', async () => {
    const english = (await t.http().get('/open311/v2/services.json').expect(200)).body as { service_code: string; service_name: string }[];
    const hindi = (await t.http().get('/open311/v2/services.json').set('Accept-Language', 'hi').expect(200)).body as typeof english;
    expect(hindi.map((s) => s.service_code)).toEqual(english.map((s) => s.service_code));
    expect(hindi.find((s) => s.service_code === 'roads')!.service_name).toBe('सड़कें और गड्ढे');
    expect(hindi.find((s) => s.service_code === 'roads-potholes')!.service_name).toBe('गड्ढे');
  });
});
