import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';
import { type Session, createVerifiedCitizen, useSession } from './helpers/session.js';

/*
 * Offline and installable: the wizard keeps its draft (fields, photo and pin) on the device across a
 * reload, per signed-in user; Submit while offline queues the complaint, which is sent when the connection returns;
 * the submission is sent twice (the queued send, then the same request replayed with its Idempotency-Key) and the
 * complaint is filed once. The service worker is allowed here (blocked in the other journeys).
 */

test.use({ serviceWorkers: 'allow' });
test.setTimeout(120_000);

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

async function signInAs(page: Page, session: Session) {
  await page.evaluate(
    ([token, user]) => {
      window.localStorage.setItem('civic.token', token);
      window.localStorage.setItem('civic.user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.reload();
}

test('a draft survives a reload, Submit offline queues it, and a doubled submission files one complaint', async ({ page, context, request }) => {
  const citizen = await createVerifiedCitizen(request);
  const other = await createVerifiedCitizen(request, { firstName: 'Ravi', lastName: 'Gaonkar' });
  await useSession(page, citizen);

  // Installable: the manifest with its icons, and a service worker that controls the page.
  await page.goto('/complaint');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestHref!)).json()) as { name: string; display: string; icons: { sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Goa Civic Portal', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active)), { timeout: 30_000 }).toBe(true);

  // Fill the wizard: category, details, a geotagged photo (its EXIF places the pin).
  await page.getByTestId('category-cards').getByText('Roads & Potholes', { exact: true }).click();
  await page.getByLabel('Potholes', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Broken streetlight on the Mandovi promenade');
  await page.getByLabel('Location', { exact: true }).fill('D. B. Marg, Panaji');
  await page.getByLabel('Choose from gallery').setInputFiles(fixture('goa-panaji.jpg'));
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278');
  await expect(page.getByTestId('photo-status')).toHaveText('Uploaded', { timeout: 20_000 });
  await expect(page.getByTestId('draft-saved')).toHaveText('Draft saved on this device');

  // Reload: the draft comes back, photo and pin included.
  await page.reload();
  await expect(page.getByText('We restored the complaint you started on this device.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Broken streetlight on the Mandovi promenade');
  await expect(page.getByAltText('Photo 1: goa-panaji.jpg')).toBeVisible();
  await expect(page.getByTestId('photo-status')).toHaveText('Uploaded');
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278');

  // Another citizen on the same phone never sees it; the first citizen finds it again.
  await signInAs(page, other);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Category' })).toBeVisible();
  await expect(page.getByText('We restored the complaint you started on this device.')).toHaveCount(0);
  await signInAs(page, citizen);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Broken streetlight on the Mandovi promenade');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
  await page.getByLabel(/I authorise the Goa Civic Portal team/).check();

  // Offline: the notice shows, Submit queues the complaint.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  const queued = page.getByTestId('queued-complaint');
  await expect(queued.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();

  // Still offline, a reload is served by the service worker and finds the queued complaint.
  await page.reload();
  await expect(queued.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
  await expect(queued).toContainText('Broken streetlight on the Mandovi promenade');
  const mine = async () =>
    ((await (await request.get('/api/complaints', { headers: { Authorization: `Bearer ${citizen.token}` } })).json()) as { items: { id: string }[] }).items;
  expect(await mine()).toEqual([]);

  // Online again: the queued complaint is sent (with the draft's Idempotency-Key) and the citizen is told.
  const filing = context.waitForEvent('request', {
    predicate: (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/complaints',
    timeout: 30_000,
  });
  await context.setOffline(false);
  const sent = await filing;
  await expect(page.getByRole('heading', { name: 'Complaint submitted' })).toBeVisible({ timeout: 20_000 });
  const id = (await page.getByTestId('complaint-id').textContent())!.trim();
  await expect(page.getByText(new RegExp(`Your complaint ${id} was filed on .+\\. It is in My Complaints\\.`))).toBeVisible();

  // The same submission sent a second time (the same body and Idempotency-Key) answers the same id and files nothing.
  const key = sent.headers()['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const replay = await request.post('/api/complaints', {
    headers: { Authorization: `Bearer ${citizen.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    data: sent.postData()!,
  });
  expect(replay.status()).toBe(201);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect(((await replay.json()) as { id: string }).id).toBe(id);
  expect((await mine()).map((c) => c.id)).toEqual([id]);
  const quota = (await (await request.get('/api/usage/complaints-quota', { headers: { Authorization: `Bearer ${citizen.token}` } })).json()) as {
    used: number;
  };
  expect(quota.used).toBe(1);

  // The draft is gone; My Complaints lists the complaint once.
  await page.goto('/complaint');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Category' })).toBeVisible();
  await expect(page.getByText('We restored the complaint you started on this device.')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('complaint-row').filter({ hasText: id })).toHaveCount(1);
});

test('the offline page explains what works offline', async ({ page }) => {
  await page.goto('/offline');
  await expect(page.getByRole('heading', { level: 1, name: 'Using the portal offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What works without a connection' })).toBeVisible();
  await expect(page.getByText('Submit: your complaint waits on this device and is sent when the connection returns.', { exact: false })).toBeVisible();
});
