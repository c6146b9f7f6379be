import { type Page, expect, test } from '@playwright/test';
import { SUPERADMIN, consoleMail, consoleVerificationToken, uniqueEmail } from './helpers/session.js';

/**
 * Identity and access in the browser (citizen spec sections 2 to 8; admin spec sections 2, 6 and 8): sign-up
 * through the modal, the emailed verification link, login errors, password change, logout, and Admin
 * Management with module-limited admin home cards.
 */

/** Opens the login modal from the top bar and signs in. */
async function logInThroughModal(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('citizen identity', () => {
  test('signs up, verifies the email, logs in, changes the password, logs out and logs back in', async ({ page, request }) => {
    // A long journey on a shared, slow machine.
    test.setTimeout(120_000);
    const email = uniqueEmail('signup');
    const password = 'first-pass-2026';
    const newPassword = 'second-pass-2026';

    // Sign up through the modal: the validations first.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    const signup = page.getByRole('dialog', { name: 'Create your account' });
    await expect(signup.getByLabel('First name')).toBeFocused();
    await signup.getByLabel('First name').fill('Asha');
    await signup.getByLabel('Last name').fill('Naik');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password', { exact: true }).fill(password);
    await signup.getByLabel('Confirm password').fill('something-else');
    await signup.getByRole('button', { name: 'Create account' }).click();
    await expect(signup.getByText('Phone number is required')).toBeVisible();
    await expect(signup.getByText('Passwords do not match')).toBeVisible();
    await expect(signup.getByText('Please accept the terms to continue')).toBeVisible();
    await expect(signup.getByLabel('Phone')).toBeFocused();
    await page.screenshot({ path: '/tmp/identity-signup.png' });

    await signup.getByLabel('Phone').fill('+91 98220 12345');
    await signup.getByLabel('Confirm password').fill(password);
    await signup.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await signup.getByRole('button', { name: 'Create account' }).click();

    // No token yet: the modal moves to login and says to verify the email.
    const loginDialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(loginDialog.getByRole('status')).toHaveText('Account created. Please verify your email, then sign in.');
    await expect(loginDialog.getByLabel('Email')).toHaveValue(email);

    // Logging in before verifying: EMAIL_NOT_VERIFIED with Resend verification.
    // The sign-up's link is printed first; the resend's comes after it.
    await consoleVerificationToken(request, email, 1);
    const printed = (await consoleMail(request, email)).length;
    await loginDialog.getByLabel('Password').fill(password);
    await loginDialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(loginDialog.getByRole('alert')).toContainText('Please verify your email to sign in.');
    await loginDialog.getByRole('button', { name: 'Resend verification' }).click();
    await expect(page.getByText('Verification email sent')).toBeVisible();
    const token = await consoleVerificationToken(request, email, printed + 1);
    await page.keyboard.press('Escape');
    await expect(loginDialog).toBeHidden();

    // The emailed link.
    await page.goto(`/verify-email?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Email' })).toBeVisible();
    await expect(page.getByText('Email verified. You can now sign in.')).toBeVisible();
    // The link is single use: opening it again still tells the user they can sign in.
    await page.reload();
    await expect(page.getByText('Your email is verified. You can now sign in.')).toBeVisible();
    await page.goto('/verify-email');
    await expect(page.getByText('Missing token')).toBeVisible();

    // Log in.
    await page.goto('/');
    await logInThroughModal(page, email, password);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('user-name')).toContainText('Asha Naik');

    // Change the password on My Profile.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.screenshot({ path: '/tmp/identity-profile.png', fullPage: true });
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByRole('button', { name: 'Update password' }).click();
    await expect(passwordForm.getByText('Enter your current password')).toBeVisible();
    await expect(passwordForm.getByText('Please enter a new password')).toBeVisible();
    await passwordForm.getByLabel('Current password').fill(password);
    await passwordForm.getByLabel('New password', { exact: true }).fill('short');
    await passwordForm.getByRole('button', { name: 'Update password' }).click();
    await expect(passwordForm.getByText('New password must be at least 6 characters')).toBeVisible();
    await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordForm.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await passwordForm.getByRole('button', { name: 'Update password' }).click();
    await expect(passwordForm.getByText('New password and confirm password do not match')).toBeVisible();
    await passwordForm.getByLabel('Confirm new password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Update password' }).click();

    // 'Password updated. Please sign in.', signed out, at /.
    await expect(page.getByText('Password updated. Please sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('civic.token'))).toBeNull();

    // The old password no longer works; the new one does.
    const retry = await logInThroughModal(page, email, password);
    await expect(retry.getByRole('alert')).toHaveText('Invalid email or password');
    await retry.getByLabel('Password').fill(newPassword);
    await retry.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('user-name')).toContainText('Asha Naik');

    // Log out (confirm dialog) and log back in with the new password.
    await logOut(page);
    await logInThroughModal(page, email, newPassword);
    await expect(page.getByTestId('user-name')).toContainText('Asha Naik');
  });

  test('forgot password answers without revealing accounts; the reset page needs a token', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByText('Enter your email')).toBeVisible();
    await forgot.getByLabel('Email').fill(uniqueEmail('nobody'));
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toHaveText('If the email exists, a reset link has been sent.');

    await page.goto('/reset-password');
    await expect(page.getByText('Missing token')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});

test.describe('Admin Management', () => {
  test('a superadmin creates an admin with complaints and routing; that admin sees only the matching cards', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('desk-admin');
    const password = 'desk-admin-pass';

    await page.goto('/');
    await logInThroughModal(page, SUPERADMIN.email, SUPERADMIN.password);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
    await page.goto('/admin/management');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Management' })).toBeVisible();
    await expect(page.getByTestId('admin-row').filter({ hasText: SUPERADMIN.email })).toBeVisible();

    const form = page.getByRole('form', { name: 'Create Admin' });
    await form.getByLabel('First name').fill('Maria');
    await form.getByRole('button', { name: 'Create Admin' }).click();
    await expect(form.getByRole('alert')).toHaveText('All fields are required');
    await form.getByLabel('Last name').fill('Fernandes');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Temporary password').fill(password);
    await form.getByRole('checkbox', { name: 'Complaints' }).check();
    await form.getByRole('checkbox', { name: 'Routing' }).check();
    await form.getByRole('button', { name: 'Create Admin' }).click();
    await expect(page.getByText('Admin created')).toBeVisible();

    const row = page.getByTestId('admin-row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('admin-role')).toHaveText('admin');
    await expect(row.getByRole('checkbox', { name: 'Complaints' })).toBeChecked();
    await expect(row.getByRole('checkbox', { name: 'Routing' })).toBeChecked();
    await expect(row.getByRole('checkbox', { name: 'Billing' })).not.toBeChecked();
    await page.screenshot({ path: '/tmp/identity-admin-management.png', fullPage: true });
    const superRow = page.getByTestId('admin-row').filter({ hasText: SUPERADMIN.email });
    await expect(superRow.getByRole('checkbox', { name: 'Billing' })).toBeDisabled();
    await expect(superRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    await logOut(page);
    await logInThroughModal(page, email, password);
    await expect(page.getByTestId('user-name')).toContainText('Maria Fernandes');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByTestId('admin-cards').getByRole('heading')).toHaveText([
      'Complaints',
      'Emailed Replies',
      'Routing Contacts',
      'Template Import',
      'Test Routing',
      'Audit Logs',
      'Admin Guide',
    ]);
    await page.goto('/admin/management');
    await expect(page.getByText('Only super admins can access this page.')).toBeVisible();
  });
});
