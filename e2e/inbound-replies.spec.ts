import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { SUPERADMIN, type Session, createAdmin, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * An officer answers the portal's From: address (as the letter says) from a domain no DNS vouches for: the reply finds
 * its complaint by the id in its subject and waits in the inbox of emailed replies, where a complaints admin on a
 * phone (360 px) attaches it with the keyboard alone; it is then the complaint's authority reply.
 */

const here = dirname(fileURLToPath(import.meta.url));
const RUN = Date.now().toString(36);
const CATEGORY = `e2e_inbound_${RUN}`;
const PANAJI_GEO = { districtCode: '551', ulbCode: '252071' };
const PIN = { lat: 15.4989, lng: 73.8278 };
const OFFICER_EMAIL = `commissioner-${RUN}@ccp.e2e.goa-civic.local`;
/** The app's inbound listener (e2e/serve.mjs): E2E_INBOUND_SMTP_PORT, else E2E_PORT + 2000. */
const INBOUND_PORT = Number(process.env.E2E_INBOUND_SMTP_PORT || Number(process.env.E2E_PORT || 3100) + 2000);

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 780 } });

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

test('a reply to the From: address waits in the inbox of emailed replies and is attached from the keyboard at 360 px', async ({ page, request }) => {
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
        authorityName: 'Shri A. Kamat',
        authorityDesignation: 'Commissioner',
      },
    }),
    'contact',
  );
  const citizen = await createVerifiedCitizen(request, { firstName: 'Leena', lastName: 'Gomes' });
  const photo = readFileSync(join(here, 'fixtures/goa-panaji.jpg'));
  const upload = await ok<{ url: string }>(
    await request.post('/api/uploads/local', { headers: auth(citizen), multipart: { file: { name: 'drain.jpg', mimeType: 'image/jpeg', buffer: photo } } }),
    'upload photo',
  );
  const { id } = await ok<{ id: string }>(
    await request.post('/api/complaints', {
      headers: auth(citizen),
      data: {
        category: CATEGORY,
        subcategory: 'Blocked',
        title: `Blocked drain on 18th June Road ${RUN}`,
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

  // The officer answers the From: of the forward email; the subject keeps the complaint id.
  let from = '';
  await expect
    .poll(
      async () => {
        const sent = await ok<{ items: { from: string; subject: string }[] }>(await request.get(`/api/admin/mail?q=${id}`, { headers: admin }), 'mail log');
        from = /<([^>]+)>/.exec(sent.items[0]?.from ?? '')?.[1] ?? sent.items[0]?.from ?? '';
        return from;
      },
      { message: `the forward email of ${id} in the mail log`, timeout: 20_000 },
    )
    .toContain('@');
  const smtp = createTransport({ host: '127.0.0.1', port: INBOUND_PORT, secure: false, ignoreTLS: true });
  try {
    await smtp.sendMail({ from: OFFICER_EMAIL, to: from, subject: `Re: Civic complaint ${id}`, text: 'The drain was cleared this morning.' });
  } finally {
    smtp.close();
  }

  const desk = await createAdmin(request, ['complaints'], { firstName: 'Desk', lastName: 'Admin' });
  await useSession(page, desk);
  await page.goto('/admin/inbound-replies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emailed replies');
  const reply = page.getByTestId('inbound-reply').filter({ hasText: id });
  await expect(reply).toBeVisible({ timeout: 20_000 });
  await expect(reply.getByText('The drain was cleared this morning.')).toBeVisible();
  await expect(reply.getByText(/did not confirm this email/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Keyboard only: the complaint field is filled in with the complaint it matched; Tab reaches the button.
  const field = reply.getByLabel('Attach to complaint (id such as GOA-2026-000123)');
  await expect(field).toHaveValue(id);
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(reply.getByRole('button', { name: 'Attach and publish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Reply published on ${id}`)).toBeVisible();
  await expect(reply).toHaveCount(0);

  const view = await ok<{ updates: { source?: string; message: string }[] }>(await request.get(`/api/admin/complaints/${id}`, { headers: admin }), 'complaint');
  expect(view.updates.at(-1)).toMatchObject({ source: 'authority', message: 'The drain was cleared this morning.' });
});
