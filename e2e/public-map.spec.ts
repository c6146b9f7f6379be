import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Session, createVerifiedCitizen } from './helpers/session.js';

/*
 * The public map as a visitor sees it: complaints filed through the API by a verified citizen (one
 * shared publicly, one not), then /map at 1280 px and at 360 px: the server's markers on the map, the list of the
 * visible area, the category filter, and a complaint's public page with its place, history and licence.
 */

const PHOTO = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'goa-panaji.jpg'));
const RUN = Date.now().toString(36);
const CALANGUTE = { lat: 15.543871, lng: 73.768244 };
const MARGAO = { lat: 15.28499, lng: 73.9688 };

async function fileComplaint(request: APIRequestContext, citizen: Session, body: Record<string, unknown>): Promise<string> {
  const headers = { Authorization: `Bearer ${citizen.token}` };
  const upload = await request.post('/api/uploads/local', { headers, multipart: { file: { name: 'goa.jpg', mimeType: 'image/jpeg', buffer: PHOTO } } });
  expect(upload.ok(), await upload.text()).toBe(true);
  const filed = await request.post('/api/complaints', {
    headers,
    data: { urgency: 'medium', authorizeRepresentative: true, photos: [(await upload.json()).url], ...body },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  return (await filed.json()).id as string;
}

/** The ids of the two complaints a verified citizen filed: one shared publicly (a road), one not (garbage). */
interface Filed {
  road: string;
  garbage: string;
}

test.describe.configure({ timeout: 90_000 });

/**
 * The complaints every test of this file looks at, filed through the API once per worker (each test only reads
 * them): any one test can run alone, in any order, and after another one failed.
 */
const it = test.extend<object, { filed: Filed }>({
  filed: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      try {
        await use(await fileBoth(request));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],
});

async function fileBoth(request: APIRequestContext): Promise<Filed> {
  const citizen = await createVerifiedCitizen(request, { firstName: 'Maria', lastName: `Fernandes${RUN}` });
  return {
    road: await fileComplaint(request, citizen, {
      category: 'roads',
      subcategory: 'Potholes',
      title: `Pothole by the Calangute church ${RUN}`,
      location: 'Beach road, Calangute',
      showPublicly: true,
      coordinates: { ...CALANGUTE, source: 'manual' },
    }),
    garbage: await fileComplaint(request, citizen, {
      category: 'garbage',
      subcategory: 'Illegal dumping',
      title: `Private words ${RUN}`,
      location: 'Behind my house',
      coordinates: { ...MARGAO, source: 'manual' },
    }),
  };
}

/** No tile server in the test: the map still draws the markers. */
async function blockTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

async function visitMapAndOpenComplaint(page: Page, width: number, filed: Filed): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await blockTiles(page);
  const placeRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/geo\/(subdistricts|ulbs)/.test(request.url())) placeRequests.push(request.url());
  });
  await page.goto('/map');
  // The page and Leaflet are lazy chunks: the first load may take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints map' })).toBeVisible({ timeout: 30_000 });
  const map = page.getByRole('region', { name: 'Map of complaints in Goa' });
  await expect(map).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 });

  // The list says what each complaint is: the shared one by its title and place, the private one by its category and
  // place only.
  const item = (id: string) => page.getByRole('listitem').filter({ hasText: id });
  await expect(item(filed.road).getByRole('link', { name: `Pothole by the Calangute church ${RUN}` })).toBeVisible();
  await expect(item(filed.road)).toContainText('Calangute');
  await expect(item(filed.garbage).getByRole('link')).toBeVisible();
  await expect(item(filed.garbage)).toContainText('Margao');
  await expect(item(filed.garbage)).not.toContainText(`Private words ${RUN}`);

  const toggle = page.getByTestId('map-filters-toggle');
  if (width < 640) {
    // On a phone the map comes first: the filters wait behind one button, a disclosure.
    await expect(page.getByLabel('Category')).toBeHidden();
    await expect(toggle).toHaveText('Filters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await map.boundingBox())!.y).toBeLessThan(400);
    // The talukas and municipalities are asked for only once the filters show them: the first screen does without.
    expect(placeRequests).toEqual([]);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(toggle).toBeHidden();
  }
  // Shown, the place filters list Goa's talukas (both districts) and municipalities.
  await expect(page.getByLabel('Taluka').locator('option', { hasText: 'Bardez' })).toHaveCount(1);
  await expect(page.getByLabel('Taluka').locator('option', { hasText: 'Salcete' })).toHaveCount(1);
  await expect(page.getByLabel('Municipality').locator('option', { hasText: 'City Corporation Panaji' })).toHaveCount(1);
  await page.getByLabel('Category').selectOption({ label: 'Roads & Potholes' });
  await expect(page).toHaveURL(/category=roads/);
  if (width < 640) await expect(toggle).toHaveText('Filters: 1 active');
  await expect(item(filed.garbage)).toHaveCount(0);
  await expect(item(filed.road)).toBeVisible();
  // Nothing is wider than the screen (a 360 px phone scrolls only vertically).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // The area's Atom feed follows the same filters, and holds the complaint the list shows.
  const areaFeed = page.getByRole('link', { name: 'Follow these complaints in a feed reader (Atom)' });
  await expect(areaFeed).toHaveAttribute('href', '/feeds/area.atom?category=roads');
  const atom = await page.request.get('/feeds/area.atom?category=roads');
  expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await atom.text()).toContain(`/c/${filed.road}`);

  await item(filed.road).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/c/${filed.road}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${filed.road}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Pothole by the Calangute church ${RUN}`)).toBeVisible();
  await expect(page.getByTestId('public-place')).toHaveText('Calangute, Bardez, North Goa (nearest to the pin)');
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow its updates in a feed reader (Atom)' })).toHaveAttribute('href', `/feeds/complaints/${filed.road}.atom`);
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
  await expect(page.getByText(`Fernandes${RUN}`)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // The photo is shown by its preview (at most 640 px) and opens at its stored size.
  const thumbnail = page.getByRole('img', { name: 'Photo 1' });
  await expect(thumbnail).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.preview\.webp$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  const photoLink = page.getByRole('link', { name: /Photo 1/ });
  await expect(photoLink).toHaveAttribute('href', /^\/uploads\/[a-f0-9]{32}\.jpg$/);
}

it('a visitor opens /map at 1280 px, filters by category and opens a complaint page', async ({ page, filed }) => {
  await visitMapAndOpenComplaint(page, 1280, filed);
});

it('a visitor opens /map on a 360 px phone, filters by category and opens a complaint page', async ({ page, filed }) => {
  await visitMapAndOpenComplaint(page, 360, filed);
});

it("the page of a complaint filed without the opt-in shows no reporter's words", async ({ page, filed }) => {
  await blockTiles(page);
  await page.goto(`/c/${filed.garbage}`);
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${filed.garbage}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The person who filed this complaint kept their words and photos private.')).toBeVisible();
  await expect(page.getByText(`Private words ${RUN}`)).toHaveCount(0);
  await expect(page.getByText('Behind my house')).toHaveCount(0);
  await expect(page.getByTestId('public-place')).toHaveText('Margao, Salcete, South Goa (nearest to the pin)');
});
