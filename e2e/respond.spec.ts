import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { SUPERADMIN, type Session, consoleMail, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * An authority answers through the link in its email, on a phone (360 px): the officer opens the link the forward
 * email carried (printed on the app's console, e2e/serve.mjs runs without SMTP), sees the complaint, marks it resolved
 * with an after-photo; the citizen then sees 'Resolved by {authority}' in My Complaints and is asked to confirm.
 */

const here = dirname(fileURLToPath(import.meta.url));
const RUN = Date.now().toString(36);
const CATEGORY = `e2e_respond_${RUN}`;
/** City Corporation Panaji (ULB 252071, North Goa 551); the pin is where goa-panaji.jpg was taken. */
const PANAJI_GEO = { districtCode: '551', ulbCode: '252071' };
const PIN = { lat: 15.4989, lng: 73.8278 };
const OFFICER_EMAIL = `commissioner-${RUN}@ccp.e2e.goa-civic.local`;
const OFFICER = 'Shri A. Kamat';

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 780 } });

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

/**
 * The response link of the forward email to the officer, as the app printed it on its console (the sent-mail log keeps
 * it redacted; e2e/helpers/session.ts: consoleMail).
 */
async function linkInForwardEmail(request: APIRequestContext, publicId: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const forwards = (await consoleMail(request, OFFICER_EMAIL)).filter((m) => m.subject.includes(publicId));
        link = forwards
          .flatMap((m) => m.lines)
          .map((line) => /https?:\/\/\S+\/respond\/[A-Za-z0-9_-]{43}/.exec(line)?.[0])
          .find(Boolean);
        return link;
      },
      { message: `the forward email's response link for ${publicId} on the console`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

test('the officer resolves a complaint from the link in the email, with an after-photo; the citizen sees who resolved it', async ({ page, request }) => {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const admin = auth(superadmin);
  await ok(
    await request.post('/api/admin/categories', {
      headers: admin,
      data: { key: CATEGORY, name: `Streetlights ${RUN}`, subcategories: ['Not working'], responseDays: 7 },
    }),
    'create category',
  );
  await ok(
    await request.post('/api/admin/geo-routing/contacts', {
      headers: admin,
      data: {
        scope: 'Urban',
        ...PANAJI_GEO,
        categoryKey: CATEGORY,
        authorityEmail: OFFICER_EMAIL,
        authorityName: OFFICER,
        authorityDesignation: 'Commissioner, CCP',
      },
    }),
    'contact',
  );
  const citizen = await createVerifiedCitizen(request, { firstName: 'Leena', lastName: 'Gomes' });
  const photo = readFileSync(join(here, 'fixtures/goa-panaji.jpg'));
  const upload = await ok<{ url: string }>(
    await request.post('/api/uploads/local', { headers: auth(citizen), multipart: { file: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: photo } } }),
    'upload photo',
  );
  const title = `Streetlight dark on Dayanand Bandodkar Marg ${RUN}`;
  const { id } = await ok<{ id: string }>(
    await request.post('/api/complaints', {
      headers: auth(citizen),
      data: {
        category: CATEGORY,
        subcategory: 'Not working',
        title,
        location: 'Dayanand Bandodkar Marg, Panaji',
        photos: [upload.url],
        authorizeRepresentative: true,
        geo: PANAJI_GEO,
        coordinates: { ...PIN, source: 'exif' },
      },
    }),
    'file complaint',
  );
  await ok(await request.patch(`/api/admin/complaints/${id}/status`, { headers: admin, data: { status: 'forwarded' } }), 'forward');

  // The officer opens the link from the email: no account, the complaint as the letter shows it.
  const link = new URL(await linkInForwardEmail(request, id));
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Complaint ${id}`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(`Answer this complaint for ${OFFICER}.`)).toBeVisible();
  await expect(page.getByText('Dayanand Bandodkar Marg, Panaji')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('radio', { name: /Resolved/ }).check();
  await page.getByLabel('Message (required)').fill('The lamp was replaced last night.');
  await page.getByLabel(/After-photos/).setInputFiles(join(here, 'fixtures/goa-panaji.jpg'));
  await expect(page.getByRole('img', { name: 'After-photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Thank you. Your answer was recorded and the citizen was told.')).toBeVisible();
  const history = page.getByTestId('respond-history');
  await expect(history.getByTestId('authority-answer').first()).toHaveText(`Resolved by ${OFFICER}`);
  await expect(page.getByTestId('status-badge').first()).toHaveText('Resolved');

  // The citizen sees who resolved it and is asked to confirm or reopen.
  await useSession(page, citizen);
  await page.goto('/dashboard');
  const row = page.getByTestId('complaint-row').filter({ hasText: title });
  await expect(row.getByTestId('authority-answer')).toHaveText(`Resolved by ${OFFICER}`, { timeout: 20_000 });
  await row.getByRole('link', { name: 'Confirm the fix or reopen it' }).click();
  await expect(page.getByTestId('update-list').getByTestId('authority-answer').first()).toHaveText(`Resolved by ${OFFICER}`);
  await expect(page.getByTestId('fix-panel').getByRole('button', { name: 'Confirm fix' })).toBeVisible();
});
