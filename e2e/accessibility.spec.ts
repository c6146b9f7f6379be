import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '../client/src/app/route-paths.js';
import { SUPERADMIN, type Session, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Accessibility (issue 18, WCAG 2.2 AA). axe-core runs on EVERY route of the client router (the list in
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
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.locator('main .animate-spin')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe's serious and critical violations, one readable block each (rule, help, every failing element). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
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

for (const role of ROLES) {
  for (const width of [1280, 360]) {
    test.describe(`axe as ${role} at ${width} px`, () => {
      for (const path of PATHS) {
        test(`${path}`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          const session = role === 'visitor' ? undefined : sessions[role];
          if (session) await useSession(page, session);
          await page.goto(path);
          await settled(page);

          const violations = await seriousViolations(page);
          expect(violations, `axe on ${path} as ${role} at ${width} px:\n${violations.join('\n')}`).toEqual([]);

          // No sideways scrolling of the page (WCAG 1.4.10 reflow); a wide table scrolls inside its own box.
          const overflow = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
          expect(overflow.scrollWidth, `${path} as ${role} at ${width} px scrolls sideways`).toBeLessThanOrEqual(overflow.innerWidth);
        });
      }
    });
  }
}
