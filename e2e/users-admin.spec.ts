import { expect, test } from '@playwright/test';
import { createAdmin, createVerifiedCitizen, useSession } from './helpers/session.js';

/*
 * Users admin against the real server: an admin holding `users` finds a citizen, blocks them after a
 * confirm that names them, and the citizen, signed in elsewhere, is signed out on their next route change with
 * 'Your account has been blocked. Please contact support.'; logging in again is refused with the same words.
 */

test.describe.configure({ timeout: 120_000 });

test('an admin blocks a user, who is signed out on the next route change', async ({ browser, request }) => {
  const citizen = await createVerifiedCitizen(request, { firstName: 'Kiran', lastName: `Blocked${Date.now().toString(36)}` });
  const name = `Kiran ${String(citizen.user.lastName)}`;
  const citizenContext = await browser.newContext();
  const citizenPage = await citizenContext.newPage();
  await useSession(citizenPage, citizen);
  await citizenPage.goto('/dashboard');
  const nav = citizenPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Support' })).toBeVisible();

  const admin = await createAdmin(request, ['users'], { firstName: 'Users', lastName: 'Admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: /Users/ }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await adminPage.getByLabel('Search users').fill(citizen.user.email);
  await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
  const row = adminPage.getByTestId('user-row').filter({ hasText: citizen.user.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('user-blocked')).toHaveText('Active');
  await row.getByRole('button', { name: `Block: ${name}` }).click();
  const confirm = adminPage.getByRole('dialog', { name: `Block ${name}?` });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(row.getByTestId('user-blocked')).toHaveText('Blocked');

  // The citizen's next route change checks the session: signed out, with the reason.
  await nav.getByRole('link', { name: 'My Support' }).click();
  await expect(citizenPage.getByText('Your account has been blocked. Please contact support.').first()).toBeVisible();
  await expect(citizenPage.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => citizenPage.evaluate(() => window.localStorage.getItem('civic.token'))).toBeNull();

  const refused = await request.post('/api/auth/login', { data: { email: citizen.user.email, password: 'e2e-citizen-pass' } });
  expect(refused.ok()).toBe(false);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Your account has been blocked. Please contact support.');

  // Unblocked, the account works again (a new login).
  await row.getByRole('button', { name: `Unblock: ${name}` }).click();
  await expect(row.getByTestId('user-blocked')).toHaveText('Active');
  const again = await request.post('/api/auth/login', { data: { email: citizen.user.email, password: 'e2e-citizen-pass' } });
  expect(again.ok()).toBe(true);
  await citizenContext.close();
  await adminContext.close();
});
