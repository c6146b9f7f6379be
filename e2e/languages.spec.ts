import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { SUPERADMIN, type Session, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Languages ("Done when"): switching to Konkani, Marathi and Hindi translates the home page, the complaint
 * wizard and My Complaints (the visible text is scanned for the English catalogue's values and none is found), the
 * choice follows <html lang> and survives a reload, and a citizen who chose Marathi receives the acknowledgement
 * email in Marathi.
 */

test.setTimeout(120_000);

const LANGUAGES = ['kok', 'mr', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * Words that stay as they are in every language: a phone number pattern and names of places, brands, products and
 * units. Data typed by admins (plans, categories) is marked lang="en" on the page and left out of the scan.
 */
const ALLOWED = new Set([
  '+91 98xxxxxxxx',
  // The brand, which the Konkani and Marathi catalogues keep as it is.
  'Goa Civic Portal',
  'Goa Civic',
  'Portal',
  'Goa',
  'Panaji',
  'Google',
  'OpenStreetMap',
  'Razorpay',
  'GST',
  'INR',
  'RTI',
  'NGO',
  'ULB',
  'GPS',
  'JPG',
  'PNG',
  'WEBP',
  'JPEG',
  'IST',
]);

/**
 * The English catalogue (client/src/i18n/en), loaded at run time: the e2e project's type check (NodeNext) does not
 * follow the client's extensionless imports, and Playwright's loader runs them.
 */
const EN_CATALOGUE = '../client/src/i18n/en/index.js';
let fragments: string[] | null = null;

/** Every text of the English catalogue cut at its {placeholders} and <tags>: the pieces a translated page must not show. */
async function englishFragments(): Promise<string[]> {
  if (fragments) return fragments;
  const { en } = (await import(EN_CATALOGUE)) as { en: unknown };
  const out = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      for (const piece of node.split(/\{\w+\}|<\/?\w+\s*\/?>/)) {
        const text = piece.replace(/^[\s:·,.()|—–-]+|[\s:·,.()|—–-]+$/g, '').trim();
        // Fragments of at least two letters' worth of words; a lone symbol or a number says nothing.
        if (/[A-Za-z]{3,}/.test(text) && !ALLOWED.has(text)) out.add(text);
      }
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(en);
  fragments = [...out];
  return fragments;
}

/**
 * The English catalogue texts visible on the page: a visible text node (or button/label/placeholder/aria-label)
 * equal to a fragment, or a fragment of three words or more found inside one.
 */
async function englishLeftovers(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, [hidden], [aria-hidden="true"], .leaflet-control-attribution, option')) continue;
      // What admins typed (plans, categories) is marked lang="en": data, not the catalogue.
      if (element.closest('body [lang="en"]')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const srOnly = element.closest('.sr-only') !== null;
      if (!srOnly && (box.width === 0 || box.height === 0 || style.visibility === 'hidden')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value) out.push(value.trim());
      }
    }
    out.push(document.title);
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    for (const fragment of await englishFragments()) {
      if (text === fragment) found.add(fragment);
      else if (fragment.split(' ').length >= 3 && text.includes(fragment)) found.add(fragment);
    }
  }
  return [...found];
}

async function chooseLanguage(page: Page, language: Language) {
  await page.getByTestId('language-top-select').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function fileComplaint(request: APIRequestContext, citizen: Session, title: string): Promise<string> {
  const auth = { Authorization: `Bearer ${citizen.token}` };
  const upload = await request.post('/api/uploads/local', {
    headers: auth,
    multipart: { file: { name: 'goa-panaji.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fixture('goa-panaji.jpg')) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const filed = await request.post('/api/complaints', {
    headers: auth,
    data: {
      category: 'roads',
      subcategory: 'Potholes',
      title,
      description: 'About a metre wide; fills with water when it rains.',
      location: '18th June Road, Panaji',
      urgency: 'high',
      anonymous: false,
      photos: [((await upload.json()) as { url: string }).url],
      authorizeRepresentative: true,
      geo: { districtCode: '551', ulbCode: 252071 },
      coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  return ((await filed.json()) as { id: string }).id;
}

test('an English page names the languages in Devanagari with the face inlined into it, fetching no font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/about');
  const select = page.getByTestId('language-top-select');
  await expect(select).toBeVisible();
  expect(await select.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Language Names"?,/);
  // Each name, drawn with the inlined subset, is exactly as wide as in the full face: no letter or conjunct of it
  // is missing from the subset (a missing one would be drawn by the monospace fallback).
  const widths = (family: string) =>
    page.evaluate(async (family) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      const out: number[] = [];
      for (const name of ['कोंकणी', 'मराठी', 'हिंदी']) {
        await document.fonts.load(`16px ${family}`, name);
        canvas.font = `16px ${family}, monospace`;
        out.push(Math.round(canvas.measureText(name).width * 10) / 10);
      }
      return out;
    }, family);
  const inSubset = await widths("'Language Names'");
  // The subset is part of the page: drawing with it fetched no font.
  expect(fonts.filter((url) => url.includes('devanagari'))).toEqual([]);
  expect(await widths("'Noto Sans Devanagari'")).toEqual(inSubset);
  expect(inSubset).not.toEqual(await widths('monospace'));
});

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test('a visitor switches the home page, which stays translated after a reload', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await chooseLanguage(page, language);
      await expect(page.locator('#categories')).toBeVisible();
      expect(await englishLeftovers(page)).toEqual([]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('language-top-select')).toHaveValue(language);
      expect(await englishLeftovers(page)).toEqual([]);
    });

    test('a citizen switches, and the wizard and My Complaints are translated; the profile keeps the choice', async ({ page, request }) => {
      const citizen = await createVerifiedCitizen(request);
      await fileComplaint(request, citizen, 'Broken footpath at Altinho');
      await useSession(page, citizen);
      await page.goto('/');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/profile') && r.request().method() === 'PATCH');
      await chooseLanguage(page, language);
      expect((await saved).status()).toBe(200);
      const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${citizen.token}` } });
      expect(((await me.json()) as { locale: string }).locale).toBe(language);

      await page.goto('/complaint');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('category-cards')).toBeVisible();
      expect(await englishLeftovers(page)).toEqual([]);

      await page.goto('/dashboard');
      await expect(page.getByText('Broken footpath at Altinho')).toBeVisible();
      expect(await englishLeftovers(page)).toEqual([]);
    });
  });
}

test.describe('emails in the chosen language', () => {
  test('a citizen who chose Marathi receives the acknowledgement email in Marathi', async ({ page, request }) => {
    const citizen = await createVerifiedCitizen(request, { firstName: 'Sita', lastName: 'Gaonkar' });
    await useSession(page, citizen);
    await page.goto('/');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/profile') && r.request().method() === 'PATCH');
    await chooseLanguage(page, 'mr');
    expect((await saved).status()).toBe(200);
    const id = await fileComplaint(request, citizen, 'Garbage at Caranzalem');

    const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
    const auth = { Authorization: `Bearer ${superadmin.token}` };
    const mr = await request.get('/api/admin/email-templates/complaint_ack', { headers: auth, params: { locale: 'mr' } });
    const template = (await mr.json()) as { subject: string; usesEnglish: boolean };
    expect(template.usesEnglish).toBe(false);
    const expected = template.subject.replace('{{complaintId}}', id).replace('{{title}}', 'Garbage at Caranzalem');
    await expect
      .poll(
        async () => {
          const list = await request.get('/api/admin/mail', { headers: auth, params: { q: citizen.user.email } });
          const items = ((await list.json()) as { items: { subject: string; to: string[] }[] }).items;
          return items.filter((m) => m.to.includes(citizen.user.email)).map((m) => m.subject);
        },
        { message: 'the acknowledgement email', timeout: 20_000 },
      )
      .toContain(expected);
    expect(expected).toMatch(/[\u0900-\u097F]/);
  });
});
