import { type CDPSession, expect, test } from '@playwright/test';
import { phonePhoto } from './helpers/phone-photos.js';
import { SUPERADMIN, type Session, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Filing from a phone on mobile data: a Premium citizen on a 360 px screen, with Chrome's 'Fast 3G' network profile,
 * files a complaint with three 6 MB, 12-megapixel phone photos that carry GPS. The photos are resized in the browser
 * before they travel (client/src/features/complaints/photo-resize.ts), so each upload request body stays at about
 * 600 kB at most, while the pin still comes from the originals' EXIF; each photo shows the bytes it has sent. Prints the time from choosing the photos to the
 * success screen (PHONE_UPLOAD_SECONDS=…), which `npm run bench` reports (bench/phone-upload.bench.mjs); the test does
 * not time out on it beyond its generous limit.
 */

/** Chrome DevTools' 'Fast 3G' preset (front_end/core/sdk/NetworkManager.ts): 1.6 Mbit/s down and 750 kbit/s up at 90 %, 150 ms × 3.75 latency. */
const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// Three photos resized on a shared machine, then 2-3 MB sent at 84 kB/s.
test.setTimeout(240_000);

async function grantPremium(request: Parameters<typeof login>[0], citizen: Session): Promise<Session> {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const response = await request.post(`/api/admin/billing/users/${String(citizen.user._id)}/upgrade`, {
    headers: { Authorization: `Bearer ${superadmin.token}` },
    data: { plan: 'Premium Citizen' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return login(request, citizen.user.email, 'e2e-citizen-pass');
}

test('three 6 MB geotagged phone photos on Fast 3G at 360 px: at most about 600 kB travels a photo, the pin comes from EXIF', async ({ page, request }) => {
  const photos = await Promise.all([1, 2, 3].map((seed) => phonePhoto(seed)));
  for (const photo of photos) expect(photo.bytes).toBeGreaterThan(5_000_000);
  const citizen = await grantPremium(request, await createVerifiedCitizen(request));
  await useSession(page, citizen);

  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);

  // The exact bytes of each photo upload's body, as the page hands it to XMLHttpRequest (the wizard sends photos through
  // it to show the bytes sent; the DevTools protocol and Playwright do not expose a multipart body built from blobs): the
  // FormData serialised as the browser sends it.
  const uploadBodies: number[] = [];
  await page.exposeFunction('recordUploadBody', (bytes: number) => uploadBodies.push(bytes));
  await page.addInitScript(() => {
    const urls = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) => void;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      urls.set(this, String(url));
      open.call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const url = new URL(urls.get(this) ?? '', window.location.href);
      if (url.pathname === '/api/uploads/local') {
        const record = (window as Window & { recordUploadBody?: (bytes: number) => Promise<number> }).recordUploadBody;
        // The test's own recorder (page.exposeFunction), looked up at call time.
        if (body instanceof FormData) void new Response(body).arrayBuffer().then((bytes) => record?.(bytes.byteLength));
        else void record?.(-1);
      }
      send.call(this, body);
    };
  });

  await page.goto('/complaint');
  await page.getByTestId('category-cards').getByText('Roads & Potholes', { exact: true }).click();
  await page.getByLabel('Potholes', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();

  const chosenAt = Date.now();
  // The photo comes first on its step, before the text fields.
  await page.getByLabel('Choose from gallery').setInputFiles(photos.map((p) => p.path));
  await expect(page.getByTestId('photo-item')).toHaveCount(3);
  // The pin is read from the originals, before any resizing.
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278', { timeout: 30_000 });
  // Each photo shows its own progress while it is made lighter and sent, the bytes sent in the page's words.
  await expect(page.getByTestId('photo-progress').first()).toBeVisible();
  // The uploads run while the citizen types.
  await page.getByLabel('Title', { exact: true }).fill('Three potholes on the market road');
  await page.getByLabel('Location', { exact: true }).fill('Market road, Panaji');
  await expect(page.getByTestId('photo-bytes').first()).toHaveText(/^[\d.]+ (B|KB) of [\d.]+ KB sent$/, { timeout: 60_000 });
  await expect(page.getByTestId('photo-status')).toHaveText(Array(3).fill('Uploaded'), { timeout: 180_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
  await page.getByLabel(/I authorise the Goa Civic Portal team/).check();
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(page.getByRole('heading', { name: 'Complaint submitted' })).toBeVisible({ timeout: 30_000 });
  const seconds = (Date.now() - chosenAt) / 1000;

  // No sideways scrolling on the way.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  expect(uploadBodies).toHaveLength(3);
  // Each body is a real photo of a few hundred kB, not an empty or unmeasured one, and at most about 600 kB.
  for (const size of uploadBodies) {
    expect(size).toBeGreaterThan(100_000);
    expect(size).toBeLessThanOrEqual(600_000);
  }
  const total = uploadBodies.reduce((sum, n) => sum + n, 0);
  const original = photos.reduce((sum, p) => sum + p.bytes, 0);

  const id = (await page.getByTestId('complaint-id').textContent())!.trim();
  const mine = await request.get('/api/complaints', { headers: { Authorization: `Bearer ${citizen.token}` } });
  const stored = ((await mine.json()) as { items: { id: string; photos: string[]; coordinates: { lat: number; lng: number; source: string } }[] }).items.find(
    (c) => c.id === id,
  );
  expect(stored?.photos).toHaveLength(3);
  expect(stored?.coordinates).toMatchObject({ lat: 15.4989, lng: 73.8278, source: 'exif' });

  // The figure `npm run bench` reads (bench/phone-upload.bench.mjs).
  console.log(`PHONE_UPLOAD_SECONDS=${seconds.toFixed(1)} PHONE_UPLOAD_SENT_BYTES=${total} PHONE_UPLOAD_CHOSEN_BYTES=${original}`);
});
