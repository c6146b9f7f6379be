import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '../client/src/app/route-paths.js';
import { SUPERADMIN, type Session, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Accessibility (WCAG 2.2 AA). axe-core runs on EVERY route of the client router (the list in
 * client/src/app/route-paths.ts, which router.test.tsx keeps equal to the router) signed out, as a citizen and
 * as the superadmin, at 1280 and 360 px wide: no serious or critical violation, and no sideways scrolling of
 * the page at 360 px (a table scrolls inside its own box). The seeded citizen files one complaint first, so the
 * citizen's and the admin's lists have rows, not only their empty states.
 */

const here = dirname(fileURLToPath(import.meta.url));
const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** One complaint filed through the API (Ravona, Satari, North Goa) with a real photo. */
async function fileComplaint(request: APIRequestContext, citizen: Session): Promise<void> {
  const upload = await ok<{ url: string }>(
    await request.post('/api/uploads/local', {
      headers: auth(citizen),
      multipart: { file: { name: 'evidence.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(here, 'fixtures/goa-panaji.jpg')) } },
    }),
    'upload photo',
  );
  await ok(
    await request.post('/api/complaints', {
      headers: auth(citizen),
      data: {
        category: 'animals',
        subcategory: 'Cattle on road',
        title: 'Cattle resting on the Ravona road',
        description: 'Cattle rest on the road at night; vehicles swerve around them.',
        location: 'Ravona, Satari, North Goa',
        landmark: 'Near the village temple',
        urgency: 'high',
        photos: [upload.url],
        authorizeRepresentative: true,
        geo: { districtCode: '551', subdistrictCode: '5613', villageCode: '626767' },
        coordinates: { lat: 15.61128, lng: 74.04155, source: 'manual' },
      },
    }),
    'file complaint',
  );
}

const sessions: { citizen?: Session; superadmin?: Session } = {};

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  sessions.citizen = await createVerifiedCitizen(request, { firstName: 'Asha', lastName: 'Naik' });
  await fileComplaint(request, sessions.citizen);
  sessions.superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
});

/** Waits until the page has settled: no request in flight, no lazy-page spinner, nothing marked busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A pre-painted page holds its painted copy (with a main of its own) beside the app's hidden root until the app's
  // first screen has rendered (client/src/app/first-paint.ts, revealApp): the checks read the app, once it took over.
  // On a slow machine the handover came after the network went idle, and two mains were found.
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe's serious and critical violations, one readable block each (rule, help, every failing element). */
async function seriousViolations(page: Page, options: { skipFrames?: boolean } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  // A sent mail's HTML sits in a frame sandboxed without scripts (SandboxedHtml): axe cannot run inside it (its run
  // waits for the frame forever), and what it holds is the email, not the portal's own page.
  if (options.skipFrames) builder.exclude('iframe');
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n'),
    );
}

const ROLES = ['visitor', 'citizen', 'superadmin'] as const;
const PATHS = [...ROUTE_PATHS.public, ...ROUTE_PATHS.signedIn, ...ROUTE_PATHS.admin, ...ROUTE_PATHS.notFound];

/*
 * One test per role and width, visiting every path in one page (a new browser context per path would take
 * minutes on a loaded machine); every path is checked even after a failure, and the failure lists them all.
 */
for (const role of ROLES) {
  for (const width of [1280, 360]) {
    test(`axe on every route as ${role} at ${width} px: no serious or critical violation, no sideways scroll`, async ({ page }) => {
      test.setTimeout(PATHS.length * 30_000);
      await page.setViewportSize({ width, height: 800 });
      const session = role === 'visitor' ? undefined : sessions[role];
      if (session) await useSession(page, session);
      const failures: string[] = [];
      for (const path of PATHS) {
        await test.step(path, async () => {
          await page.goto(path);
          await settled(page);
          const violations = await seriousViolations(page);
          if (violations.length > 0) failures.push(`${path}:\n${violations.join('\n')}`);
          // No sideways scrolling of the page (WCAG 1.4.10 reflow); a wide table scrolls inside its own box.
          const overflow = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          if (overflow.scrollWidth > overflow.innerWidth)
            failures.push(`${path}: the page scrolls sideways (${overflow.scrollWidth} px wide in ${overflow.innerWidth} px)`);
        });
      }
      expect(failures, `as ${role} at ${width} px:\n\n${failures.join('\n\n')}`).toEqual([]);
    });
  }
}

/**
 * The buttons and links of table rows (every data table becomes cards below 640 px: client/src/components/ui/
 * card-table.tsx) that lie outside the viewport, described one a line; [] when every one is within it.
 */
async function rowActionsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('table tbody tr :is(button, a[href])')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        out.push(`"${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}" at ${Math.round(box.left)}-${Math.round(box.right)} px`);
    }
    return out;
  });
}

const TABLE_PAGES = ['/admin/complaints', '/admin/mail', '/admin/users', '/admin/support', '/admin/plans', '/admin/routing', '/scorecards'] as const;

test('at 360 px every table row’s buttons and links are on screen, and an opened sent mail does not widen the page', async ({ page, request }) => {
  // Nine pages with axe each, on a shared machine.
  test.setTimeout(420_000);
  // Rows on every list: a support ticket, and a citizen with a purchase (a granted plan) for /billing.
  await ok(
    await request.post('/api/support/contact', {
      data: {
        name: 'Ravi Kamat',
        email: 'ravi.kamat@e2e.goa-civic.local',
        category: 'Feedback',
        subject: 'The map on a phone',
        message: 'Works well on my phone.',
      },
    }),
    'support ticket',
  );
  await ok(
    await request.post('/api/admin/geo-routing/contacts', {
      headers: auth(sessions.superadmin!),
      data: { scope: 'Urban', districtCode: '552', ulbCode: '252097', authorityEmail: 'co.quepem@e2e.goa-civic.local', authorityDesignation: 'Chief Officer' },
    }),
    'routing contact',
  );
  const buyer = await createVerifiedCitizen(request, { firstName: 'Rohan', lastName: 'Gaonkar' });
  await ok(
    await request.post(`/api/admin/billing/users/${String(buyer.user._id)}/upgrade`, {
      headers: auth(sessions.superadmin!),
      data: { plan: 'Premium Citizen' },
    }),
    'grant premium',
  );
  await page.setViewportSize({ width: 360, height: 800 });
  const failures: string[] = [];
  const check = async (on: Page, path: string) => {
    await on.goto(path);
    await settled(on);
    // The scorecards have rows only once complaints reach an authority; their rows hold no button or link.
    if (path !== '/scorecards') expect(await on.locator('table tbody tr').count(), `${path} shows rows`).toBeGreaterThan(0);
    const off = await rowActionsOffScreen(on);
    if (off.length) failures.push(`${path}: ${off.join('; ')}`);
    const violations = await seriousViolations(on);
    if (violations.length) failures.push(`${path}:\n${violations.join('\n')}`);
  };

  await useSession(page, await login(request, buyer.user.email, 'e2e-citizen-pass'));
  await check(page, '/billing');
  // The granted plan is the current plan on /billing, though no subscription exists.
  await expect(page.getByTestId('one-time-plan')).toContainText('Premium Citizen');

  const admin = await page.context().newPage();
  await admin.setViewportSize({ width: 360, height: 800 });
  await useSession(admin, sessions.superadmin!);
  for (const path of TABLE_PAGES) await check(admin, path);

  // A sent mail opened: its HTML scrolls in its own frame, the page does not scroll sideways.
  await admin.goto('/admin/mail');
  await settled(admin);
  await admin.getByTestId('mail-row').first().getByRole('button').last().click();
  await expect(admin.getByTestId('mail-detail').getByTestId('mail-text')).toBeVisible();
  const wide = await admin.evaluate(() => document.documentElement.scrollWidth);
  if (wide > 360) failures.push(`/admin/mail with a message open: the page is ${wide} px wide in 360 px`);
  const violations = await seriousViolations(admin, { skipFrames: true });
  if (violations.length) failures.push(`/admin/mail with a message open:\n${violations.join('\n')}`);
  expect(failures, failures.join('\n\n')).toEqual([]);
});

/*
 * The accessibility findings that axe does not see, and the WCAG 2.2 criteria, each proven in the browser.
 */
test.describe('keyboard and WCAG 2.2', () => {
  test('the login dialog gives focus back to the button that opened it after Escape', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('password fields accept paste (3.3.8)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const password = page.getByRole('dialog').getByLabel('Password', { exact: true });
    await expect(password).toBeVisible();
    // A paste event that no handler cancels: the browser inserts the clipboard text.
    const prevented = await password.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'pasted-password-123');
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      return !input.dispatchEvent(event);
    });
    expect(prevented).toBe(false);
  });

  test('category links are named by the category, with an SVG icon hidden from screen readers', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByTestId('category-grid');
    // The eight default categories, and any that journeys running beside this one added.
    await expect(grid.getByRole('link', { name: /^Roads & Potholes\b/ })).toHaveCount(1);
    const links = grid.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    for (const link of await links.all()) {
      expect(await link.evaluate((a) => a.querySelector('[aria-hidden="true"] svg[data-category-icon]') !== null)).toBe(true);
      // The name starts with a letter, never with an emoji (a blank box without an emoji font).
      const name = (await link.evaluate((a) => a.textContent ?? '')).trim();
      expect(name).toMatch(/^\p{L}/u);
    }
  });

  test('keyboard focus is never hidden under the sticky top bar (2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/help');
    await settled(page);
    const hidden: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const header = document.querySelector('header');
        if (!el || !header || header.contains(el) || el === document.body) return null;
        const r = el.getBoundingClientRect();
        const bar = header.getBoundingClientRect().bottom;
        return {
          what: `${el.tagName} ${el.textContent?.trim().slice(0, 40)}`,
          top: r.top,
          bottom: r.bottom,
          bar,
          fixed: getComputedStyle(el).position === 'fixed',
        };
      });
      if (where && !where.fixed && where.top < where.bar - 1) hidden.push(`${where.what}: top ${where.top} under the bar ending at ${where.bar}`);
    }
    expect(hidden).toEqual([]);
  });

  test('the map pin is placed without dragging: typed coordinates, then arrow keys on the pin (2.5.7)', async ({ page }) => {
    await useSession(page, sessions.citizen!);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/complaint');
    await page.getByTestId('category-cards').getByText('Roads & Potholes', { exact: true }).click();
    await page.getByLabel('Potholes', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();

    await page.getByRole('button', { name: 'Drop a pin on the map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop a pin' });
    await expect(dialog.getByRole('region', { name: /Map of Goa/ })).toBeVisible();
    // The place-search placeholder fits the field at 360 px; the 3-letter rule is a visible hint.
    const search = dialog.getByRole('combobox', { name: 'Search for a place' });
    await expect(search).toHaveAccessibleDescription(/at least 3 letters/);
    expect(
      await search.evaluate((input: HTMLInputElement) => {
        const probe = document.createElement('span');
        const style = getComputedStyle(input);
        probe.style.font = style.font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'pre';
        probe.textContent = input.placeholder;
        document.body.append(probe);
        const fits = probe.getBoundingClientRect().width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        probe.remove();
        return fits;
      }),
    ).toBe(true);

    await dialog.getByLabel('Latitude (°N)').fill('99');
    await dialog.getByLabel('Longitude (°E)').fill('abc');
    await dialog.getByRole('button', { name: 'Put the pin here' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter a latitude and a longitude in decimal degrees, for example 15.4989 and 73.8278.');
    await dialog.getByLabel('Latitude (°N)').fill('15.4989');
    await dialog.getByLabel('Longitude (°E)').fill('73,8278');
    await dialog.getByRole('button', { name: 'Put the pin here' }).click();
    await expect(dialog.getByTestId('pin-draft')).toHaveText('Selected point: 15.4989, 73.8278');

    const pin = dialog.getByAltText(/Complaint location pin/);
    await pin.focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('pin-draft')).not.toHaveText('Selected point: 15.4989, 73.8278');
    const moved = (await dialog.getByTestId('pin-draft').textContent())!;
    const [lat, lng] = moved.replace('Selected point: ', '').split(', ').map(Number);
    expect(lat).toBeCloseTo(15.4989, 3);
    expect(lng).toBeGreaterThan(73.8278);
    await dialog.getByRole('button', { name: 'Use this pin' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('pin-coordinates')).toHaveText(moved.replace('Selected point: ', ''));
  });
});
