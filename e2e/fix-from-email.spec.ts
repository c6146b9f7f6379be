import { type APIRequestContext, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPERADMIN, type Session, consoleMail, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * The citizen confirms a fix from the resolved email, on a phone (360 px): the officer resolves the complaint through
 * the response link of the forward email; the reporter's email asks "Is it fixed?" and its "Yes, fixed" link (read on
 * the app's console, as a person trying the portal reads it: e2e/helpers/session.ts, consoleMail) opens the complaint
 * with the confirmation dialog; nothing is confirmed until the citizen sends it, and then the complaint shows confirmed.
 */

const here = dirname(fileURLToPath(import.meta.url));
const RUN = Date.now().toString(36);
const CATEGORY = `e2e_fix_email_${RUN}`;
/** City Corporation Panaji (ULB 252071, North Goa 551); the pin is where goa-panaji.jpg was taken. */
const PANAJI_GEO = { districtCode: '551', ulbCode: '252071' };
const PIN = { lat: 15.4989, lng: 73.8278 };
const OFFICER_EMAIL = `engineer-${RUN}@ccp.e2e.goa-civic.local`;
const OFFICER = 'Shri V. Naik';

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 780 } });

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** The first link on the console lines of the email to `email` about `publicId` that matches `pattern`. */
async function linkInEmail(request: APIRequestContext, email: string, publicId: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await consoleMail(request, email)).filter((m) => m.subject.includes(publicId));
        link = mails
          .flatMap((m) => m.lines)
          .map((line) => pattern.exec(line)?.[0])
          .find(Boolean);
        return link;
      },
      { message: `a link matching ${pattern} in the email to ${email} about ${publicId}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

test("the resolved email's 'Yes, fixed' button opens the complaint, where the citizen confirms the fix", async ({ page, request }) => {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const admin = auth(superadmin);
  await ok(
    await request.post('/api/admin/categories', {
      headers: admin,
      data: { key: CATEGORY, name: `Drains ${RUN}`, subcategories: ['Blocked'], responseDays: 7 },
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
        authorityDesignation: 'Engineer, CCP',
      },
    }),
    'contact',
  );
  const citizen = await createVerifiedCitizen(request, { firstName: 'Sonia', lastName: 'Fernandes' });
  const photo = readFileSync(join(here, 'fixtures/goa-panaji.jpg'));
  const upload = await ok<{ url: string }>(
    await request.post('/api/uploads/local', { headers: auth(citizen), multipart: { file: { name: 'drain.jpg', mimeType: 'image/jpeg', buffer: photo } } }),
    'upload photo',
  );
  const title = `Blocked drain on 18th June Road ${RUN}`;
  const { id } = await ok<{ id: string }>(
    await request.post('/api/complaints', {
      headers: auth(citizen),
      data: {
        category: CATEGORY,
        subcategory: 'Blocked',
        title,
        location: '18th June Road, Panaji',
        photos: [upload.url],
        authorizeRepresentative: true,
        geo: PANAJI_GEO,
        coordinates: { ...PIN, source: 'exif' },
      },
    }),
    'file complaint',
  );
  await ok(await request.patch(`/api/admin/complaints/${id}/status`, { headers: admin, data: { status: 'forwarded' } }), 'forward');

  // The officer answers 'resolved' through the link of the forward email.
  const respond = new URL(await linkInEmail(request, OFFICER_EMAIL, id, /https?:\/\/\S+\/respond\/[A-Za-z0-9_-]{43}/));
  await ok(await request.post(`/api${respond.pathname}`, { data: { action: 'resolved', message: 'Drain cleared this morning.' } }), 'resolve');

  // The reporter's email: "Is it fixed?" with a "Yes, fixed" link to the complaint's page.
  const yes = new URL(await linkInEmail(request, citizen.user.email, id, /https?:\/\/\S+\/dashboard\?id=[A-Z0-9-]+&fixed=yes/));
  expect(yes.searchParams.get('id')).toBe(id);
  const mails = (await consoleMail(request, citizen.user.email)).filter((m) => m.subject.includes(id));
  expect(mails.map((m) => m.subject)).toContain(`Complaint ${id}: Resolved by ${OFFICER}. Is it fixed?`);

  await useSession(page, citizen);
  await page.goto(`${yes.pathname}${yes.search}`);
  const dialog = page.getByRole('dialog', { name: 'Confirm the fix' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Opening the page changed nothing: the complaint is still waiting for the citizen's answer.
  const before = await ok<{ items: { id: string; fix: { confirmedAt: string | null } }[] }>(
    await request.get('/api/complaints', { headers: auth(citizen) }),
    'my complaints',
  );
  expect(before.items.find((c) => c.id === id)?.fix.confirmedAt).toBeNull();

  // The keyboard reaches the dialog's button.
  await dialog.getByRole('button', { name: 'Confirm fix' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const panel = page.getByTestId('fix-panel');
  await expect(panel).toContainText('You confirmed the fix on');
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?id=${id}$`));
  const after = await ok<{ items: { id: string; fix: { confirmedAt: string | null } }[] }>(
    await request.get('/api/complaints', { headers: auth(citizen) }),
    'my complaints',
  );
  expect(after.items.find((c) => c.id === id)?.fix.confirmedAt).not.toBeNull();
});
