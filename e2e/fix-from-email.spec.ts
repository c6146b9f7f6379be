import { expect, test } from '@playwright/test';
import { RESPONSE_LINK, auth, forwardedComplaint, linkInEmail, ok } from './helpers/forwarded-complaint.js';
import { consoleMail, useSession } from './helpers/session.js';

/*
 * The citizen confirms a fix from the resolved email, on a phone (360 px): the officer resolves the complaint through
 * the response link of the forward email; the reporter's email asks "Is it fixed?" and its "Yes, fixed" link (read on
 * the app's console, as a person trying the portal reads it: e2e/helpers/session.ts, consoleMail) opens the complaint
 * with the confirmation dialog; nothing is confirmed until the citizen sends it, and then the complaint shows confirmed.
 */

const RUN = Date.now().toString(36);
const CATEGORY = `e2e_fix_email_${RUN}`;
const OFFICER_EMAIL = `engineer-${RUN}@ccp.e2e.goa-civic.local`;
const OFFICER = 'Shri V. Naik';

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 780 } });

test("the resolved email's 'Yes, fixed' button opens the complaint, where the citizen confirms the fix", async ({ page, request }) => {
  const { id, citizen } = await forwardedComplaint(request, {
    category: CATEGORY,
    categoryName: `Drains ${RUN}`,
    subcategory: 'Blocked',
    officer: { email: OFFICER_EMAIL, name: OFFICER, designation: 'Engineer, CCP' },
    citizen: { firstName: 'Sonia', lastName: 'Fernandes' },
    title: `Blocked drain on 18th June Road ${RUN}`,
    location: '18th June Road, Panaji',
  });

  // The officer answers 'resolved' through the link of the forward email.
  const respond = new URL(await linkInEmail(request, OFFICER_EMAIL, id, RESPONSE_LINK));
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
