import { type CDPSession, expect, test } from '@playwright/test';
import { createVerifiedCitizen, useSession } from './helpers/session.js';

/*
 * Opening the complaint wizard cold on a phone: a signed-in citizen opens /complaint with an empty cache, on a 360 px
 * screen, over 'Fast 3G' (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with the processor slowed four times,
 * through the DevTools protocol. Measures the time from the navigation's start to the first category card on screen
 * and the bytes the network carried until then (every response finished by that moment, headers included, as
 * compressed on the wire). The wizard's later steps, the map, the EXIF reader and the photo resizer are not among them:
 * they load at the first tap, when the map opens or a photo is chosen
 * (docs/adr/0145-the-photo-step-and-the-map-for-a-thumb.md). Prints COLD_WIZARD_MS=… COLD_WIZARD_BYTES=…, which
 * `npm run bench` reports (bench/cold-wizard.bench.mjs). Asserts the bytes (they do not depend on the machine's load)
 * and that no later step's code came; the time is a measurement of the machine it ran on.
 */

/** The network profile the brief names 'Fast 3G', as the DevTools protocol takes it (bytes per second). */
const FAST_3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1000 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };
/** The bytes the first step may cost on that profile. */
const BYTES_BUDGET = 200_000;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.setTimeout(120_000);

test('the wizard’s first step, cold on Fast 3G with a 4× slower processor: the category cards and the bytes they cost', async ({ page, request }) => {
  const citizen = await createVerifiedCitizen(request);
  await useSession(page, citizen);

  // When the first category card is in the document, in the page's own clock (milliseconds since the navigation began).
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[data-testid="category-cards"] input[type="radio"]');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      (window as Window & { cardsAt?: number }).cardsAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const urls = new Map<string, string>();
  const finished: { url: string; bytes: number }[] = [];
  let counting = true;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    if (counting) finished.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength });
  });

  await page.goto('/complaint');
  await expect(page.getByTestId('category-cards').getByRole('radio').first()).toBeVisible({ timeout: 60_000 });
  counting = false;
  const ms = await page.evaluate(() => (window as Window & { cardsAt?: number }).cardsAt ?? NaN);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const bytes = finished.reduce((sum, r) => sum + r.bytes, 0);
  const biggest = [...finished].sort((a, b) => b.bytes - a.bytes);
  for (const r of biggest) console.log(`${String(r.bytes).padStart(8)}  ${new URL(r.url).pathname}`);

  expect(Number.isFinite(ms)).toBe(true);
  // Something real was measured: the app's scripts and the categories' answer.
  expect(finished.some((r) => /\/assets\/.*\.js$/.test(new URL(r.url).pathname))).toBe(true);
  expect(finished.some((r) => new URL(r.url).pathname === '/api/categories')).toBe(true);
  expect(bytes).toBeGreaterThan(50_000);
  expect(bytes).toBeLessThan(BYTES_BUDGET);
  // None of what the first step does not show came before its cards.
  for (const later of ['step-details', 'step-review', 'goa-map', 'tiles', 'lite.esm', 'photo-resize', 'leaflet']) {
    expect(finished.map((r) => new URL(r.url).pathname).filter((path) => path.includes(later))).toEqual([]);
  }

  // The figures `npm run bench` reads (bench/cold-wizard.bench.mjs).
  console.log(`COLD_WIZARD_MS=${Math.round(ms)} COLD_WIZARD_BYTES=${bytes} COLD_WIZARD_REQUESTS=${finished.length}`);
});
