import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { SUPERADMIN, type Session, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Nearby duplicates and scorecards: a citizen filing near an open complaint of the same category sees it in the wizard and says
 * 'Me too' instead of filing; the scorecards page shows an authority's median days to resolve.
 */

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
/** The point in goa-panaji.jpg's EXIF, where the wizard puts the pin. */
const PANAJI = { lat: 15.4989, lng: 73.8278 };
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };

test.setTimeout(90_000);

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function fileByApi(request: APIRequestContext, citizen: Session, body: Record<string, unknown>): Promise<string> {
  const upload = await request.post('/api/uploads/local', {
    headers: bearer(citizen),
    multipart: { file: { name: 'goa-panaji.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fixture('goa-panaji.jpg')) } },
  });
  expect(upload.status()).toBe(201);
  const filed = await request.post('/api/complaints', {
    headers: bearer(citizen),
    data: { subcategory: 'Potholes', photos: [((await upload.json()) as { url: string }).url], authorizeRepresentative: true, ...body },
  });
  expect(filed.status()).toBe(201);
  return ((await filed.json()) as { id: string }).id;
}

test("a citizen filing near an open complaint of the same category sees it and says 'Me too'", async ({ page, request }) => {
  const first = await createVerifiedCitizen(request, { firstName: 'Maria', lastName: 'Fernandes' });
  const id = await fileByApi(request, first, {
    category: 'roads',
    title: 'Pothole opposite the Panaji market gate',
    location: '18th June Road, Panaji',
    coordinates: { ...PANAJI, source: 'manual', accuracy: 5 },
  });

  const second = await createVerifiedCitizen(request, { firstName: 'Rohan', lastName: 'Dsouza' });
  await useSession(page, second);
  await page.goto('/complaint');
  await page.getByTestId('category-cards').getByText('Roads & Potholes', { exact: true }).click();
  await page.getByLabel('Potholes', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();
  await page.getByLabel('Choose from gallery').setInputFiles(fixture('goa-panaji.jpg'));
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278');

  // The nearby open complaint of the category, without the first citizen's words or name.
  const nearby = page.getByTestId('nearby-complaints');
  await expect(nearby.getByRole('heading', { name: 'Already reported nearby?' })).toBeVisible();
  const item = nearby.getByTestId('nearby-item').filter({ hasText: id });
  await expect(item).toContainText('Potholes');
  await expect(item).toContainText('25 m away');
  await expect(nearby).not.toContainText('Pothole opposite the Panaji market gate');
  await expect(nearby).not.toContainText('Maria');
  await item.getByRole('button', { name: `Me too: complaint ${id} is my problem too` }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, your voice was added' })).toBeVisible();
  await expect(page.getByTestId('me-too-success')).toContainText(`Complaint ${id} is now reported by 2 citizens.`);
  // 'Me too' follows the complaint: its page, where it can be unfollowed, is one link away.
  await expect(page.getByTestId('me-too-success').getByRole('link', { name: 'Open the complaint' })).toHaveAttribute('href', `/c/${id}`);
  const follow = (await (await request.get(`/api/complaints/${id}/follow`, { headers: bearer(second) })).json()) as { following: boolean };
  expect(follow.following).toBe(true);

  // The first citizen's complaint counts the support; the second citizen used none of their quota.
  const mine = (await (await request.get('/api/complaints', { headers: bearer(first) })).json()) as { items: { id: string; supportCount: number }[] };
  expect(mine.items.find((c) => c.id === id)?.supportCount).toBe(1);
  const quota = (await (await request.get('/api/usage/complaints-quota', { headers: bearer(second) })).json()) as { used: number };
  expect(quota.used).toBe(0);
});

test("the scorecards page shows an authority's median days to resolve", async ({ page, request }) => {
  const stamp = Date.now();
  const department = `Canacona Municipal Council E2E ${stamp}`;
  const domain = `canacona-${stamp}.e2e.test`;
  const category = `scorecards_${stamp}`;
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const created = await request.post('/api/admin/categories', {
    headers: bearer(superadmin),
    data: { key: category, name: `Scorecards E2E ${stamp}`, subcategories: ['Overflowing bins'] },
  });
  expect(created.status()).toBe(201);
  const contact = await request.post('/api/admin/geo-routing/contacts', {
    headers: bearer(superadmin),
    data: {
      scope: 'Urban',
      ...CANACONA_ULB,
      categoryKey: category,
      authorityEmail: `co@${domain}`,
      authorityDesignation: 'Chief Officer',
      authorityDepartment: department,
    },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const citizen = await createVerifiedCitizen(request);
  const id = await fileByApi(request, citizen, {
    category,
    subcategory: 'Overflowing bins',
    title: 'Overflowing bins at the Canacona bus stand',
    location: 'Chaudi bus stand, Canacona',
    geo: CANACONA_ULB,
    coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
  });
  for (const status of ['forwarded', 'resolved']) {
    const res = await request.patch(`/api/admin/complaints/${id}/status`, { headers: bearer(superadmin), data: { status } });
    expect(res.status()).toBe(200);
  }
  // The read model follows the events.
  let median: number | null = null;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get('/api/public/scorecards', { params: { by: 'authority' } })).json()) as {
          items: { domain: string; resolved: number; medianDaysToResolve: number | null }[];
        };
        const row = body.items.find((r) => r.domain === domain);
        median = row?.medianDaysToResolve ?? null;
        return row?.resolved ?? 0;
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  await page.goto('/');
  await page.getByRole('link', { name: 'See how each authority answers complaints' }).click();
  await expect(page).toHaveURL(/\/scorecards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Authority scorecards' })).toBeVisible();
  const row = page.getByTestId('scorecard-row').filter({ hasText: domain });
  await expect(row.getByRole('rowheader')).toContainText(department);
  await expect(row.getByTestId('median-days')).toHaveText(`${median} days`);
  await expect(page.getByTestId('scorecards-chart')).toBeVisible();
  // The same figures as open data: the page's CSV link downloads them.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('goa-scorecards-by-authority-start-to-now.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toContain('key,name,email,department,domain,received,resolved,median_days_to_resolve');
  expect(csv).toContain(`,${domain},`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Scorecards' })).toBeVisible();
});

test('a second citizen follows a complaint from its public page at 360 px, sees it on My Complaints, and unfollows', async ({ browser, page, request }) => {
  const reporter = await createVerifiedCitizen(request, { firstName: 'Maria', lastName: 'Fernandes' });
  const id = await fileByApi(request, reporter, {
    category: 'roads',
    title: 'Pothole by the Miramar circle',
    location: 'Miramar, Panaji',
    coordinates: { ...PANAJI, source: 'manual', accuracy: 5 },
  });
  const neighbour = await createVerifiedCitizen(request, { firstName: 'Rohan', lastName: 'Dsouza' });
  await page.setViewportSize({ width: 360, height: 800 });
  await useSession(page, neighbour);

  await page.goto(`/c/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Complaint ${id}` })).toBeVisible();
  const toggle = page.getByRole('button', { name: `Follow complaint ${id}: receive its updates by email` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Keyboard: the toggle takes focus and Enter presses it.
  await toggle.focus();
  await page.keyboard.press('Enter');
  const unfollow = page.getByRole('button', { name: `Stop following complaint ${id}` });
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follow')).toContainText('You follow this complaint');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto('/dashboard');
  const followed = page.getByTestId('followed-complaints');
  await expect(followed.getByRole('heading', { name: 'Complaints I follow' })).toBeVisible();
  const row = followed.getByTestId('followed-row').filter({ hasText: id });
  await expect(row.getByTestId('status-badge')).toHaveText('Pending');
  // Nothing of the reporter's: the title stays hers unless she chose to show it.
  await expect(followed).not.toContainText('Maria');
  await expect(followed).not.toContainText('Pothole by the Miramar circle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await row.getByRole('link', { name: 'Potholes' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${id}$`));

  await page.getByRole('button', { name: `Stop following complaint ${id}` }).click();
  await expect(page.getByRole('button', { name: `Follow complaint ${id}: receive its updates by email` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/dashboard');
  await expect(page.getByTestId('followed-complaints')).toContainText('You do not follow any complaint yet.');

  // The reporter has no Follow button on her own complaint.
  const reporterContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const reporterPage = await reporterContext.newPage();
  await useSession(reporterPage, reporter);
  const answered = reporterPage.waitForResponse((r) => r.url().endsWith(`/api/complaints/${id}/follow`));
  await reporterPage.goto(`/c/${id}`);
  expect(((await (await answered).json()) as { canFollow: boolean }).canFollow).toBe(false);
  await expect(reporterPage.getByRole('heading', { level: 1, name: `Complaint ${id}` })).toBeVisible();
  await expect(reporterPage.getByText('Also reported by')).toBeVisible();
  await expect(reporterPage.getByTestId('follow')).toHaveCount(0);
  await reporterContext.close();
});
