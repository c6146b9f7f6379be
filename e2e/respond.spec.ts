import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { RESPONSE_LINK, forwardedComplaint, linkInEmail } from './helpers/forwarded-complaint.js';
import { useSession } from './helpers/session.js';

/*
 * An authority answers through the link in its email, on a phone (360 px): the officer opens the link the forward
 * email carried (printed on the app's console, e2e/serve.mjs runs without SMTP), sees the complaint, marks it resolved
 * with an after-photo; the citizen then sees 'Resolved by {authority}' in My Complaints and is asked to confirm.
 */

const here = dirname(fileURLToPath(import.meta.url));
const RUN = Date.now().toString(36);
const CATEGORY = `e2e_respond_${RUN}`;
const OFFICER_EMAIL = `commissioner-${RUN}@ccp.e2e.goa-civic.local`;
const OFFICER = 'Shri A. Kamat';

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 780 } });

test('the officer resolves a complaint from the link in the email, with an after-photo; the citizen sees who resolved it', async ({ page, request }) => {
  const title = `Streetlight dark on Dayanand Bandodkar Marg ${RUN}`;
  const { id, citizen } = await forwardedComplaint(request, {
    category: CATEGORY,
    categoryName: `Streetlights ${RUN}`,
    subcategory: 'Not working',
    officer: { email: OFFICER_EMAIL, name: OFFICER, designation: 'Commissioner, CCP' },
    citizen: { firstName: 'Leena', lastName: 'Gomes' },
    title,
    location: 'Dayanand Bandodkar Marg, Panaji',
  });

  // The officer opens the link from the email: no account, the complaint as the letter shows it.
  const link = new URL(await linkInEmail(request, OFFICER_EMAIL, id, RESPONSE_LINK));
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
