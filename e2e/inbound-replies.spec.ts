import { expect, test } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { auth, forwardedComplaint, ok } from './helpers/forwarded-complaint.js';
import { createAdmin, useSession } from './helpers/session.js';

/*
 * An officer answers the portal's From: address (as the letter says) from a domain no DNS vouches for: the reply finds
 * its complaint by the id in its subject and waits in the inbox of emailed replies, where a complaints admin on a
 * phone (360 px) attaches it with the keyboard alone; it is then the complaint's authority reply.
 */

const RUN = Date.now().toString(36);
const CATEGORY = `e2e_inbound_${RUN}`;
const OFFICER_EMAIL = `commissioner-${RUN}@ccp.e2e.goa-civic.local`;
/** The app's inbound listener (e2e/serve.mjs): E2E_INBOUND_SMTP_PORT, else E2E_PORT + 2000. */
const INBOUND_PORT = Number(process.env.E2E_INBOUND_SMTP_PORT || Number(process.env.E2E_PORT || 3100) + 2000);

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 780 } });

test('a reply to the From: address waits in the inbox of emailed replies and is attached from the keyboard at 360 px', async ({ page, request }) => {
  const { id, superadmin } = await forwardedComplaint(request, {
    category: CATEGORY,
    categoryName: `Drains ${RUN}`,
    subcategory: 'Blocked',
    officer: { email: OFFICER_EMAIL, name: 'Shri A. Kamat', designation: 'Commissioner' },
    citizen: { firstName: 'Leena', lastName: 'Gomes' },
    title: `Blocked drain on 18th June Road ${RUN}`,
    location: '18th June Road, Panaji',
  });
  const admin = auth(superadmin);

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
