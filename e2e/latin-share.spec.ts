import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { SUPERADMIN, type Session, consoleMail, createAdmin, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Every word a person reads in their language: a citizen, an authority and an admin who read Konkani, Marathi or Hindi
 * see their complaint pages (My Complaints and its detail, the public page /c/{id}, the response page /respond/{token},
 * /billing and the admin desk) with under 10 % of the letters in Latin script. What people typed (the complaint's
 * title, description and location, names, email addresses, a routing contact's titles) and codes (complaint ids, URLs)
 * are left out of the count: they stay as typed. Place names count: they are in Latin where no official source gives
 * them in Devanagari (data/goa README).
 */

test.setTimeout(180_000);

const LANGUAGES = ['kok', 'mr', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];
/** The most Latin letters a page in kok, mr or hi may show, as a share of its letters. */
const MAX_LATIN_SHARE = 0.1;
const RUN = Date.now().toString(36);
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA = { districtCode: '552', ulbCode: '252100' };
const PIN = { lat: 15.00951, lng: 74.04006 };
const OFFICER = { authorityName: 'Shri R. Gaonkar', authorityDesignation: 'Chief Officer, Canacona Municipal Council' };
const TYPED = {
  title: `Crater on the Canacona market road ${RUN}`,
  description: 'About a metre wide and deep enough to damage a scooter wheel; it fills with water when it rains.',
  location: 'Market road near the Chaudi bus stand',
  landmark: 'Opposite the bus stand',
};

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** Saves `language` as the account's language (the language switcher does the same) and answers the new session. */
async function chooseAccountLanguage(request: APIRequestContext, session: Session, language: Language): Promise<Session> {
  return ok<Session>(await request.patch('/api/auth/profile', { headers: auth(session), data: { locale: language } }), 'save the language');
}

/**
 * The share of Latin letters among the letters a person reads on the page (visible text, labels, the title), once the
 * typed strings (`typed`), email addresses, complaint ids and URLs are taken out.
 */
async function latinShare(page: Page, typed: readonly string[]): Promise<{ share: number; latin: string[] }> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, [hidden], [aria-hidden="true"], .leaflet-control-attribution, option')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (element.closest('.sr-only') === null && (box.width === 0 || box.height === 0 || style.visibility === 'hidden')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label]'))) {
      for (const name of ['placeholder', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value) out.push(value.trim());
      }
    }
    out.push(document.title);
    return out;
  });
  const cut = [...new Set(typed.map((s) => s.trim()).filter((s) => s.length > 1))].sort((a, b) => b.length - a.length);
  let latin = 0;
  let letters = 0;
  const latinTexts: string[] = [];
  for (const raw of texts) {
    let text = raw
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/GOA-\d{4}-\d+/g, ' ');
    for (const s of cut) text = text.split(s).join(' ');
    const l = (text.match(/[A-Za-z]/g) ?? []).length;
    latin += l;
    letters += (text.match(/\p{L}/gu) ?? []).length;
    if (l > 0) latinTexts.push(text.trim());
  }
  return { share: letters === 0 ? 0 : latin / letters, latin: latinTexts };
}

/** What people typed in the complaints an admin desk page lists: titles, texts, names, addresses and notes. */
async function typedOnDesk(request: APIRequestContext, admin: Session): Promise<string[]> {
  const list = await ok<{ items: Record<string, unknown>[] }>(await request.get('/api/admin/complaints', { headers: auth(admin) }), 'the desk list');
  return list.items.flatMap((c) => {
    const recipients = (c.authorityRecipients as Record<string, string>[]).flatMap((r) => [r.authorityName, r.authorityDesignation, r.authorityDepartment]);
    const createdBy = c.createdBy as { name: string };
    const notes = (c.updates as { message: string; source?: string; authorityName?: string }[])
      .filter((u) => u.source === 'admin' || u.source === 'authority' || u.source === 'integrator')
      .flatMap((u) => [u.message, u.authorityName ?? '']);
    return [c.title, c.description, c.location, c.landmark, c.otherText ?? '', createdBy.name, ...recipients, ...notes] as string[];
  });
}

async function expectMostlyDevanagari(page: Page, what: string, typed: readonly string[]) {
  const { share, latin } = await latinShare(page, typed);
  expect(share, `${what}: ${(share * 100).toFixed(1)} % Latin letters in ${JSON.stringify(latin)}`).toBeLessThan(MAX_LATIN_SHARE);
}

async function signedInPage(browser: Browser, session: Session, language: Language): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, session);
  // The language the device remembers (the switcher stores it); the signed-in account's language agrees with it.
  await page.addInitScript((language) => window.localStorage.setItem('civic.language', language), language);
  return page;
}

test.describe('complaint pages in the reader’s language', () => {
  let officerEmail: string;

  test.beforeAll(async ({ request }) => {
    const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
    // The level-0 contact of Canacona for Roads is this run's officer, so that the forward email carries its link.
    const contacts = await ok<{ items: { _id: string; categoryKey: string | null; escalationLevel: number; location: string }[] }>(
      await request.get('/api/admin/geo-routing/contacts', { headers: auth(superadmin), params: { q: 'Canacona', limit: 100 } }),
      'contacts',
    );
    for (const c of contacts.items.filter((c) => c.categoryKey === 'roads' && c.escalationLevel === 0 && c.location.startsWith('Canacona'))) {
      await ok(await request.delete(`/api/admin/geo-routing/contacts/${c._id}`, { headers: auth(superadmin) }), 'remove contact');
    }
    officerEmail = `co.canacona-${RUN}@e2e.goa-civic.local`;
    await ok(
      await request.post('/api/admin/geo-routing/contacts', {
        headers: auth(superadmin),
        data: { scope: 'Urban', ...CANACONA, categoryKey: 'roads', authorityEmail: officerEmail, ...OFFICER },
      }),
      'contact',
    );
  });

  for (const language of LANGUAGES) {
    test(`in ${language}: My Complaints, /c/{id}, /respond/{token}, /billing and the admin desk are under 10 % Latin`, async ({ browser, request }) => {
      const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
      const name = { firstName: 'Sunita', lastName: 'Velip' };
      let citizen = await createVerifiedCitizen(request, name);
      citizen = await chooseAccountLanguage(request, citizen, language);
      const upload = await ok<{ url: string }>(
        await request.post('/api/uploads/local', {
          headers: auth(citizen),
          multipart: { file: { name: 'goa-panaji.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fixture('goa-panaji.jpg')) } },
        }),
        'upload',
      );
      const { id } = await ok<{ id: string }>(
        await request.post('/api/complaints', {
          headers: auth(citizen),
          data: {
            category: 'roads',
            subcategory: 'Potholes',
            ...TYPED,
            urgency: 'high',
            showPublicly: true,
            photos: [upload.url],
            authorizeRepresentative: true,
            geo: CANACONA,
            coordinates: { ...PIN, source: 'manual' },
          },
        }),
        'file',
      );
      await ok(await request.patch(`/api/admin/complaints/${id}/status`, { headers: auth(superadmin), data: { status: 'forwarded' } }), 'forward');
      await ok(
        await request.post(`/api/admin/billing/users/${String(citizen.user._id ?? citizen.user.id)}/upgrade`, {
          headers: auth(superadmin),
          data: { plan: 'Premium Citizen' },
        }),
        'grant premium',
      );
      const typed = [...Object.values(TYPED), name.firstName, name.lastName, `${name.firstName} ${name.lastName}`, ...Object.values(OFFICER)];

      const page = await signedInPage(browser, citizen, language);
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByText(TYPED.title)).toBeVisible();
      await expectMostlyDevanagari(page, 'My Complaints', typed);

      await page.goto(`/dashboard?id=${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(TYPED.title);
      await expectMostlyDevanagari(page, 'My Complaints, the complaint', typed);

      await page.goto(`/c/${id}`);
      await expect(page.getByText(TYPED.title)).toBeVisible();
      await expectMostlyDevanagari(page, '/c/{id}', typed);

      await page.goto('/billing');
      await expect(page.getByTestId('one-time-plan')).toBeVisible();
      await expectMostlyDevanagari(page, '/billing', typed);

      let link: string | undefined;
      await expect
        .poll(
          async () => {
            const lines = (await consoleMail(request, officerEmail)).filter((m) => m.subject.includes(id)).flatMap((m) => m.lines);
            link = lines.map((line) => /https?:\/\/\S+\/respond\/[A-Za-z0-9_-]{43}/.exec(line)?.[0]).find(Boolean);
            return link;
          },
          { message: `the response link of ${id}`, timeout: 20_000 },
        )
        .toBeTruthy();
      await page.goto(new URL(link!).pathname);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByText(TYPED.title).first()).toBeVisible();
      await expectMostlyDevanagari(page, '/respond/{token}', typed);
      await page.context().close();

      let admin = await createAdmin(request, ['complaints'], { firstName: 'Desk', lastName: 'Admin' });
      admin = await chooseAccountLanguage(request, admin, language);
      const desk = await signedInPage(browser, admin, language);
      await desk.goto(`/admin/complaints?id=${id}`);
      await expect(desk.locator('html')).toHaveAttribute('lang', language);
      await expect(desk.locator(`[data-complaint-id="${id}"]`)).toBeVisible();
      await expect(desk.getByRole('dialog')).toContainText(TYPED.title);
      await expectMostlyDevanagari(desk, 'the admin desk', [...typed, 'Desk', 'Admin', 'Desk Admin', ...(await typedOnDesk(request, admin))]);
      await desk.context().close();
    });
  }
});
