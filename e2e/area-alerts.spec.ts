import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { consoleMail, createVerifiedCitizen, uniqueEmail } from './helpers/session.js';

/*
 * Area alerts from the map, as a visitor on a 360 px phone reading Konkani (docs/adr/0147-area-alerts.md): the map's
 * taluka filter, then "Get alerts for this area" (a native dialog, opened from the keyboard) with an email address;
 * the emailed link opens the confirm page, whose button confirms; a complaint filed in the taluka brings an alert email
 * in Konkani, whose list link shows the address's alerts and whose unsubscribe link opens the page that stops it.
 */

const PHOTO = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'goa-panaji.jpg'));
const RUN = Date.now().toString(36);
const CALANGUTE = { lat: 15.543871, lng: 73.768244 };
const WIDTH = 360;

test.describe.configure({ timeout: 120_000 });

test('a visitor in Konkani subscribes to a taluka from the map at 360 px, confirms, gets an alert and unsubscribes', async ({ page, request }) => {
  const email = uniqueEmail('alerts');
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.addInitScript(() => window.localStorage.setItem('civic.language', 'kok'));
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'तक्रारींचो नकाशो' })).toBeVisible({ timeout: 30_000 });

  // The taluka filter, behind the phone's disclosure.
  await page.getByTestId('map-filters-toggle').click();
  await page.getByLabel('तालुको').selectOption({ label: 'Bardez' });
  await expect(page).toHaveURL(/taluka=5610/);

  // The dialog opens from the keyboard and fits the phone's width.
  const open = page.getByRole('button', { name: 'ह्या वाठाराच्यो सुचोवण्यो मेळयात' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'ह्या वाठाराच्यो सुचोवण्यो मेळयात' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('radio', { name: 'Bardez (वेंचिल्लो फिल्टर)' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'नव्यो तक्रारी' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'स्थितींतले बदल' }).check();
  await dialog.getByLabel('तुमचो ईमेल पत्तो').fill(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await dialog.getByRole('button', { name: 'सुचोवण्यो मेळयात' }).click();
  await expect(dialog.getByText('तुमचो ईमेल पळयात: सुचोवण्यो सुरू करपाक आमी धाडिल्ली लिंक उगडात.')).toBeVisible();
  await dialog.getByRole('button', { name: 'बंद करात' }).click();
  await expect(dialog).toBeHidden();

  // The confirmation email (in Konkani) carries a link that only opens the page; its button confirms.
  let confirmPath = '';
  await expect
    .poll(
      async () => {
        const mail = (await consoleMail(request, email)).find((m) => m.lines.some((line) => line.includes('/alerts/confirm?token=')));
        confirmPath = /(\/alerts\/confirm\?token=\S+)/.exec(mail?.lines.find((line) => line.includes('/alerts/confirm?token=')) ?? '')?.[1] ?? '';
        return mail?.subject ?? '';
      },
      { timeout: 20_000 },
    )
    .toBe('Bardez हांगच्यो सुचोवण्यो पक्क्यो करात');
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1, name: 'तुमच्यो सुचोवण्यो पक्क्यो करात' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'म्हज्यो सुचोवण्यो पक्क्यो करात' }).click();
  await expect(page.getByText('तुमची सुचोवणी चालू जाली. खंयच्याय सुचोवणे ईमेलांतल्यान तुमी ती बंद करूं येता.')).toBeVisible();

  // A complaint filed in Bardez: the alert email, in Konkani, with its unsubscribe link.
  const citizen = await createVerifiedCitizen(request, { firstName: 'Rita', lastName: `Alerts${RUN}` });
  const headers = { Authorization: `Bearer ${citizen.token}` };
  const upload = await request.post('/api/uploads/local', { headers, multipart: { file: { name: 'goa.jpg', mimeType: 'image/jpeg', buffer: PHOTO } } });
  expect(upload.ok(), await upload.text()).toBe(true);
  const filed = await request.post('/api/complaints', {
    headers,
    data: {
      category: 'roads',
      subcategory: 'Potholes',
      title: `Pothole by the Calangute church ${RUN}`,
      location: 'Beach road, Calangute',
      urgency: 'medium',
      authorizeRepresentative: true,
      photos: [(await upload.json()).url],
      coordinates: { ...CALANGUTE, source: 'manual' },
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  let unsubscribePath = '';
  let managePath = '';
  await expect
    .poll(
      async () => {
        const mail = (await consoleMail(request, email)).find((m) => m.lines.some((line) => line.includes('/alerts/unsubscribe?token=')));
        unsubscribePath = /(\/alerts\/unsubscribe\?token=\S+)/.exec(mail?.lines.find((line) => line.includes('/alerts/unsubscribe?token=')) ?? '')?.[1] ?? '';
        managePath = /(\/alerts\/manage\?token=\S+)/.exec(mail?.lines.find((line) => line.includes('/alerts/manage?token=')) ?? '')?.[1] ?? '';
        return mail?.subject ?? '';
      },
      { timeout: 20_000 },
    )
    .toBe('Bardez हांगच्यो तक्रारी: एक नवी तक्रार');

  // The email's list of the address's alerts: opening it changes nothing; it shows the Bardez alert, on.
  await page.goto(managePath);
  await expect(page.getByRole('heading', { level: 1, name: 'तुमच्यो सुचोवण्यो' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bardez हांगची सुचोवणी बंद करात' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  await page.goto(unsubscribePath);
  await expect(page.getByRole('heading', { level: 1, name: 'सुचोवणी बंद करात' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'हे ईमेल बंद करात' }).click();
  await expect(page.getByText('ह्या सुचोवणेचे ईमेल तुमकां आतां येवचे नात.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  // The list says so too.
  await page.goto(managePath);
  await expect(page.getByText('ह्या पत्त्याक आतां एकूय सुचोवणी धाडना.')).toBeVisible({ timeout: 20_000 });
});
