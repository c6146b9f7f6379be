import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { Messages } from '../libs/contracts/src/index.js';
import { type Session, createAdmin, createVerifiedCitizen, useSession } from './helpers/session.js';

/*
 * Billing (citizen spec sections 2, 3, 4, 7, 8 and 9; admin spec sections 2, 5, 7 and 8), against the
 * embedded sandbox provider (no Razorpay key is configured in the browser tests): a citizen buys Premium monthly,
 * sees the Premium badge, downloads the GST invoice and reads it, files a complaint with 5 photos, and cancels the
 * subscription; an admin creates a plan, grants premium and downgrades.
 */

test.setTimeout(120_000);

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** No sideways scroll at a 360 px wide phone (DESIGN.md, accessibility). */
async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 360 px`).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function me(request: APIRequestContext, session: Session) {
  const response = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { plan: string; isPremium: boolean };
}

test('a citizen buys Premium monthly in the sandbox, downloads the GST invoice, files with 5 photos and cancels', async ({ page, request }) => {
  const citizen = await createVerifiedCitizen(request, { firstName: 'Meera', lastName: 'Kamat' });
  await useSession(page, citizen);

  // The sandbox is the provider: Razorpay's script is never requested.
  const razorpayScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('checkout.razorpay.com')) razorpayScripts.push(r.url());
  });

  await page.goto('/#pricing');
  const premiumCard = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: 'Premium Citizen' }) });
  await expect(premiumCard).toContainText('₹199.00');
  // The Free card never lists a claim both ticked and crossed.
  const freeCard = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: 'Free Citizen' }) });
  await expect(freeCard.getByRole('listitem').filter({ hasText: 'Limitation' }).filter({ hasText: 'photo' })).toHaveCount(0);

  await premiumCard.getByRole('button', { name: 'Choose Premium Citizen' }).click();
  const billing = page.getByRole('dialog', { name: 'Choose Billing' });
  await expect(billing).toBeVisible();
  await billing.getByRole('button', { name: 'Monthly' }).click();

  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText(Messages.billing.sandboxNotice);
  await expect(checkout).toContainText('Premium Citizen');
  await expect(checkout.getByTestId('sandbox-amount')).toHaveText('₹234.82');
  await expect(premiumCard.getByRole('button')).toHaveText(Messages.billing.processing);
  await checkout.getByRole('button', { name: 'Pay ₹234.82' }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-name')).toContainText('Premium');
  expect(await me(request, citizen)).toMatchObject({ plan: 'Premium Citizen', isPremium: true });
  expect(razorpayScripts).toEqual([]);

  // Billing: the subscription and the purchase; the invoice is rendered by the documents worker.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const subscription = page.getByTestId('subscription');
  await expect(subscription).toContainText('Premium Citizen');
  await expect(subscription).toContainText('Active');
  const row = page.getByTestId('purchase-row').first();
  await expect(row.getByTestId('purchase-amount')).toHaveText('₹234.82');
  await expect(row).toContainText('Sandbox');
  const purchases = await request.get('/api/payments/my-purchases', { headers: { Authorization: `Bearer ${citizen.token}` } });
  const [purchase] = ((await purchases.json()) as { items: { orderId: string | null; paymentId: string | null; subscriptionId: string | null }[] }).items;
  // A monthly charge: no order id; the subscription id is shown, the payment id names the invoice file.
  expect(purchase.subscriptionId).toMatch(/^sub_/);
  await expect(row.locator('code')).toHaveText(purchase.orderId ?? purchase.subscriptionId!);
  const fileName = `INV-${purchase.orderId ?? purchase.paymentId}.pdf`;
  const download = row.getByRole('button', { name: /^Download the invoice/ });
  await expect
    .poll(
      async () => {
        if (await download.isVisible()) return true;
        await page.reload();
        return false;
      },
      { message: 'the invoice PDF is rendered', timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(fileName);
  const text = await pdfText(await readFile((await file.path())!));
  expect(text).toContain(Messages.billing.sandboxNotice);
  expect(text).toMatch(/CGST @ 9% 17\.91/);
  expect(text).toMatch(/SGST @ 9% 17\.91/);
  expect(text).toMatch(/Total INR 234\.82/);

  // Premium: a complaint with 5 photos (1 geotagged in Panaji, 4 without GPS).
  await page.goto('/complaint');
  await page.getByTestId('category-cards').getByText('Roads & Potholes', { exact: true }).click();
  await page.getByLabel('Potholes', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Five potholes in a row near the market');
  await page.getByLabel('Location', { exact: true }).fill('Market road, Panaji');
  const geotagged = await readFile(fixture('goa-panaji.jpg'));
  const plain = await readFile(fixture('exif-no-gps.jpg'));
  await page
    .getByLabel('Choose from gallery')
    .setInputFiles([
      { name: 'pothole-1.jpg', mimeType: 'image/jpeg', buffer: geotagged },
      ...[2, 3, 4, 5].map((n) => ({ name: `pothole-${n}.jpg`, mimeType: 'image/jpeg', buffer: plain })),
    ]);
  await expect(page.getByTestId('photo-item')).toHaveCount(5);
  await expect(page.getByTestId('photo-status')).toHaveText(Array(5).fill('Uploaded'), { timeout: 30_000 });
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
  await page.getByLabel(/I authorise the Goa Civic Portal team/).check();
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(page.getByRole('heading', { name: 'Complaint submitted' })).toBeVisible({ timeout: 15_000 });
  const id = (await page.getByTestId('complaint-id').textContent())!.trim();
  const mine = await request.get('/api/complaints', { headers: { Authorization: `Bearer ${citizen.token}` } });
  const stored = ((await mine.json()) as { items: { id: string; photos: string[] }[] }).items.find((c) => c.id === id);
  expect(stored?.photos).toHaveLength(5);

  // Cancel the subscription: at the end of the period by default; the plan stays until then.
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Cancel the Premium Citizen subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await expect(cancel.getByRole('radio', { name: /At the end of the current period/ })).toBeChecked();
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Subscription cancelled\. Your plan stays active until/)).toBeVisible();
  await expect(page.getByTestId('subscription')).toContainText('Cancelled: your plan stays active until');
  await expect(page.getByRole('button', { name: 'Cancel the Premium Citizen subscription' })).toHaveCount(0);
  // Set to end with its period, it can still be ended now.
  await expect(page.getByRole('button', { name: 'End the Premium Citizen subscription now' })).toBeVisible();
  const subs = await request.get('/api/subscriptions/my', { headers: { Authorization: `Bearer ${citizen.token}` } });
  expect(((await subs.json()) as { items: { cancelAtCycleEnd: boolean }[] }).items[0].cancelAtCycleEnd).toBe(true);
  expect(await me(request, citizen)).toMatchObject({ isPremium: true });

  await expectNoSidewaysScroll(page, '/billing');
  await expectNoSidewaysScroll(page, '/#pricing');
});

test('a visitor is asked to log in before buying; a failed sandbox payment changes nothing', async ({ page, request }) => {
  await page.goto('/#pricing');
  const premiumCard = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: 'Premium Citizen' }) });
  await premiumCard.getByRole('button', { name: 'Choose Premium Citizen' }).click();
  await expect(page.getByText(Messages.billing.loginToPurchase)).toBeVisible();

  const citizen = await createVerifiedCitizen(request, { firstName: 'Ravi', lastName: 'Gaonkar' });
  await useSession(page, citizen);
  // A full load (not a same-page hash change) so that the stored session is read.
  await page.goto('/about');
  await page.goto('/#pricing');
  await premiumCard.getByRole('button', { name: 'Choose Premium Citizen' }).click();
  await page.getByRole('dialog', { name: 'Choose Billing' }).getByRole('button', { name: 'One-time' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText(Messages.billing.paymentFailed)).toBeVisible();
  await expect(checkout).toBeHidden();
  expect(await me(request, citizen)).toMatchObject({ plan: 'Free Citizen', isPremium: false });

  // Dismissing the checkout: 'Checkout cancelled'.
  await premiumCard.getByRole('button', { name: 'Choose Premium Citizen' }).click();
  await page.getByRole('dialog', { name: 'Choose Billing' }).getByRole('button', { name: 'One-time' }).click();
  await expect(checkout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(Messages.billing.checkoutCancelled)).toBeVisible();
});

test('an admin creates a plan, grants premium and downgrades', async ({ page, request }) => {
  const citizen = await createVerifiedCitizen(request, { firstName: 'Sunita', lastName: 'Dessai' });
  const admin = await createAdmin(request, ['pricing', 'billing'], { firstName: 'Billing', lastName: 'Admin' });
  await useSession(page, admin);

  await page.goto('/admin');
  await expect(page.getByTestId('admin-cards').getByRole('link', { name: /Pricing/ })).toBeVisible();
  await expect(page.getByTestId('admin-cards').getByRole('link', { name: /Billing/ })).toBeVisible();

  // Admin Plans: create a plan in rupees and GST percent.
  await page
    .getByTestId('admin-cards')
    .getByRole('link', { name: /Pricing/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/plans$/);
  await expect(page.getByTestId('plan-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'New Plan' }).click();
  const form = page.getByRole('form', { name: 'New Plan' });
  await form.getByRole('button', { name: 'Create Plan' }).click();
  await expect(form.getByText(Messages.admin.plans.nameRequired)).toBeVisible();
  const planName = `Resident Group ${Date.now().toString(36)}`;
  await form.getByLabel('Name', { exact: true }).fill(planName);
  await form.getByLabel('Price in rupees (before GST)').fill('999');
  await form.getByLabel('GST %').fill('18');
  await form.getByLabel('Features (one per line)', { exact: true }).fill('Unlimited complaints\nGST invoice');
  await form.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByText(Messages.admin.plans.created)).toBeVisible();
  const planRow = page.getByTestId('plan-row').filter({ hasText: planName });
  await expect(planRow).toContainText('999');
  await expect(planRow).toContainText('18%');
  await expect(planRow.locator('td').nth(7)).toHaveText('40');
  const plans = await request.get('/api/plans');
  const created = ((await plans.json()) as { items: { name: string; amount: number; gstRate: number; complaintLimit: number | null }[] }).items.find(
    (p) => p.name === planName,
  );
  expect(created).toMatchObject({ amount: 99900, gstRate: 0.18, complaintLimit: null });
  // Disabled inline: citizens no longer see it.
  await planRow.getByRole('checkbox', { name: `Disable ${planName}` }).click();
  await expect(planRow.getByRole('checkbox', { name: `Enable ${planName}` })).toBeVisible();
  const after = await request.get('/api/plans');
  expect(((await after.json()) as { items: { name: string }[] }).items.map((p) => p.name)).not.toContain(planName);

  // Billing management: grant premium, then downgrade with a reason.
  await page.goto('/admin/billing');
  await page.getByLabel('Search users').fill(citizen.user.email);
  await page
    .getByRole('search')
    .filter({ has: page.getByLabel('Search users') })
    .getByRole('button', { name: 'Search' })
    .click();
  const userRow = page.getByTestId('billing-user-row').filter({ hasText: citizen.user.email });
  await userRow.getByRole('button', { name: `Grant premium to ${citizen.user.email}` }).click();
  const grant = page.getByRole('dialog', { name: 'Grant premium' });
  await grant.getByLabel('Plan').selectOption('Advocate Plus');
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText(`${citizen.user.email} now has Advocate Plus`)).toBeVisible();
  expect(await me(request, citizen)).toMatchObject({ plan: 'Advocate Plus', isPremium: true });
  await page.getByLabel('Search purchases').fill(citizen.user.email);
  await page
    .getByRole('search')
    .filter({ has: page.getByLabel('Search purchases') })
    .getByRole('button', { name: 'Search' })
    .click();
  const manual = page.getByTestId('admin-purchase-row').filter({ hasText: citizen.user.email });
  await expect(manual).toHaveCount(1);
  await expect(manual).toContainText('Manual');
  await expect(manual).toContainText('Advocate Plus');

  await userRow.getByRole('button', { name: `Downgrade ${citizen.user.email}` }).click();
  const downgrade = page.getByRole('dialog', { name: 'Downgrade to Free' });
  await downgrade.getByLabel('Reason (optional)').fill('Grant was for the pilot only');
  // A Manual grant (amount 0) is never offered for a refund: only the automatic choice (nothing to refund) and 'No refund'.
  await expect(downgrade.getByLabel('Refund').locator('option')).toHaveCount(2);
  await downgrade.getByRole('button', { name: 'Downgrade' }).click();
  await expect(page.getByText(`${citizen.user.email} is on the free plan`)).toBeVisible();
  expect(await me(request, citizen)).toMatchObject({ plan: 'Free Citizen', isPremium: false });

  await expectNoSidewaysScroll(page, '/admin/plans');
  await expectNoSidewaysScroll(page, '/admin/billing');
});
