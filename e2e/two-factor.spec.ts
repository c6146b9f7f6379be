import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { SUPERADMIN, createAdmin, login, useSession } from './helpers/session.js';

/**
 * Staff two-factor sign-in in the browser (docs/adr/0115-staff-two-factor-sign-in.md): an admin sets it up on My
 * Profile with the QR code and key shown there, confirms with a code generated from that key, keeps the recovery
 * codes, and signs in again through the login's second step; the superadmin sees it on Admin Management. The admin is
 * the journey's own: turning two-factor on and off ends the account's other sessions, which would sign out the
 * superadmin of the journeys running beside this one. The journeys' server runs with REQUIRE_STAFF_2FA off
 * (docs/adr/0116-staff-two-factor-in-tests.md).
 */

/** The journey's admin: its email and password, set before the test. */
const staff = { email: '', password: 'e2e-admin-pass' };

/** A TOTP code of the 30-second step `offset` steps from now. */
function codeAt(secret: string, offset: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(staff.email);
  await dialog.getByLabel('Password').fill(staff.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

/** Turns the admin's two-factor sign-in off through the API with two recovery codes (one signs in, one turns it off). */
async function turnOff(request: APIRequestContext, recoveryCodes: string[]) {
  const password = await request.post('/api/auth/login', { data: { email: staff.email, password: staff.password } });
  if (password.ok()) return; // already off
  const { error } = (await password.json()) as { error: { details: { challenge: string } } };
  const session = await request.post('/api/auth/login/2fa', { data: { challenge: error.details.challenge, code: recoveryCodes[0] } });
  expect(session.ok(), await session.text()).toBe(true);
  const { token } = (await session.json()) as { token: string };
  const off = await request.post('/api/auth/2fa/disable', {
    headers: { Authorization: `Bearer ${token}` },
    data: { code: recoveryCodes[1], password: staff.password },
  });
  expect(off.ok(), await off.text()).toBe(true);
}

test.describe('Two-factor sign-in', () => {
  let recoveryCodes: string[] = [];

  test.beforeEach(async ({ request }) => {
    staff.email = String((await createAdmin(request, ['complaints'], { firstName: 'Two', lastName: 'Factor' })).user.email);
  });

  test.afterEach(async ({ request }) => {
    if (recoveryCodes.length) await turnOff(request, recoveryCodes);
  });

  /** Admin Management as the superadmin sees it, in a page of its own: the admin's row says `state`. */
  async function expectOnAdminManagement(page: Page, request: APIRequestContext, state: string) {
    const superadmin = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const admin = await superadmin.newPage();
      await useSession(admin, await login(request, SUPERADMIN.email, SUPERADMIN.password));
      await admin.goto('/admin/management');
      await expect(admin.getByRole('heading', { level: 1, name: 'Admin Management' })).toBeVisible();
      await expect(admin.getByTestId('admin-row').filter({ hasText: staff.email }).getByTestId('admin-2fa')).toHaveText(state);
    } finally {
      await superadmin.close();
    }
  }

  test('an admin enrols with the QR code on My Profile and signs in with a code from the shown key', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await openLogin(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.goto('/profile');
    const section = page.getByTestId('two-factor');
    await expect(section.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(section.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
    const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // The password proves the session is its owner's; a wrong code is refused in the spec's words, then the code of
    // the shown key turns it on.
    await section.getByLabel('Current password').fill(staff.password);
    await section.getByLabel('Code from the app').fill('000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByText('That code is not right. Try the current code from your app, or a recovery code.').first()).toBeVisible();
    await section.getByLabel('Code from the app').fill(await codeAt(secret, 0));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByTestId('recovery-codes');
    await expect(codes.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    // The success toast comes to rest below the top bar, never over Logout: react-hot-toast keeps a toast under the
    // pointer. (Polled: the toast slides in from above.)
    const toast = page.locator('[data-rht-toaster]').getByText('Two-factor sign-in is on.');
    const topBarBox = (await page.getByRole('banner').boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(topBarBox.y + topBarBox.height);
    recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await codes.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(codes).toHaveCount(0);
    await expect(section.getByText('On: after your password, signing in asks for a code from your authenticator app.')).toBeVisible();
    // The key is not shown again.
    await expect(section.getByTestId('two-factor-secret')).toHaveCount(0);

    // Sign out, then in again: the password step asks for the code.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    const dialog = await openLogin(page);
    const step = dialog.getByRole('form', { name: 'Two-factor code' });
    await expect(step.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
    await step.getByLabel('Code').fill(await codeAt(secret, 1));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

    // The superadmin's Admin Management shows the account with two-factor on.
    await expectOnAdminManagement(page, request, 'Two-factor sign-in: on');

    // Turning it off on My Profile asks for the password as well as a code; the page keeps its (fresh) session.
    await page.goto('/profile');
    const again = page.getByTestId('two-factor');
    await expect(again.getByText('To turn it off, give your password and a code. Your other signed-in devices will be signed out.')).toBeVisible();
    await again.getByLabel('Code from the app, or a recovery code').fill(recoveryCodes[2]);
    await again.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(again.getByText('Enter your current password')).toBeVisible();
    await again.getByLabel('Current password').fill(staff.password);
    await again.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(again.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expectOnAdminManagement(page, request, 'Two-factor sign-in: not set up');
  });
});
