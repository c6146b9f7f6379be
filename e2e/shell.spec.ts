import { DEFAULT_CATEGORIES, DEFAULT_PLANS } from '../libs/contracts/src/index.js';
import { expect, test } from '@playwright/test';
import { createAdmin, createVerifiedCitizen, login, useSession } from './helpers/session.js';

test.describe('home page', () => {
  test('renders the hero, the eight default categories and the plan cards', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Goa Civic Portal');
    await expect(page.getByRole('heading', { level: 1, name: /Report civic problems/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'File a Complaint' }).first()).toBeVisible();

    // The eight defaults come first, in their order; categories other journeys added (sorted after them) may follow.
    const grid = page.getByTestId('category-grid');
    await expect
      .poll(async () => (await grid.getByRole('heading', { level: 3 }).allTextContents()).slice(0, DEFAULT_CATEGORIES.length))
      .toEqual(DEFAULT_CATEGORIES.map((c) => c.name));

    const cards = page.getByTestId('plan-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(DEFAULT_PLANS.map((p) => p.name));
    await expect(cards.first()).toContainText('₹0');
    await expect(page.getByRole('heading', { name: 'Why Upgrade to Premium?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How Premium Helps' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/complaint');
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { name: 'Support / Volunteer Form' })).toBeVisible();
    // The year of the clock in India, as the footer reads it.
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())}`,
    );
    await expect(page.getByRole('contentinfo')).toContainText('Panaji, Goa');

    await page.screenshot({ path: '/tmp/home.png', fullPage: true });
  });

  test('Pricing scrolls to the pricing section, from the home page and from another page', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
    await expect(pricing).toBeInViewport();
    await expect(page.locator('header')).toHaveAttribute('data-scrolled', 'true');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About the Goa Civic Portal' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(pricing).toBeInViewport();
  });

  test('the top bar changes style after scrolling past 8 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the join form checks its fields on submit and focuses the first invalid one', async ({ page }) => {
    await page.goto('/#join-us');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please tell us how you would like to help.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await page.getByLabel('Full name').fill('Asha Naik');
    await expect(page.getByText('Please enter your full name.')).toHaveCount(0);
  });

  test('choosing a paid plan signed out asks to log in before anything else (Choose Billing: e2e/billing.spec.ts)', async ({ page }) => {
    await page.goto('/#pricing');
    await page.getByRole('button', { name: 'Choose Premium Citizen' }).click();
    await expect(page.getByText('Please log in to purchase a plan.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Choose Billing' })).toHaveCount(0);
  });
});

test.describe('routes', () => {
  test('/api/docs shows the Swagger UI', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.locator('section.swagger-ui')).toBeVisible();
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /Goa Civic Complaint Portal API/ })).toBeVisible();
  });

  test('an unknown path shows the not-found page and Go Home returns to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Report civic problems/ })).toBeVisible();
  });

  test('signed-in and admin routes ask a visitor to log in', async ({ page }) => {
    for (const path of ['/dashboard', '/complaint', '/billing', '/profile', '/my-support', '/admin', '/admin/routing']) {
      await page.goto(path);
      await expect(page.getByText('Please log in to continue.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    }
  });

  test('public pages render their text', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText(/18 or older/)).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByText(/not for children under 13/)).toBeVisible();
    await page.goto('/refunds');
    await expect(page.getByText(/full refund/)).toBeVisible();
    await page.goto('/about');
    await expect(page.getByText(/RTI research/).first()).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens at a phone viewport and mirrors the bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Pricing' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

test.describe('stored session', () => {
  test('a stored citizen session counts as signed in, and Logout asks first, then ends and clears it', async ({ page, request }) => {
    const session = await createVerifiedCitizen(request, { firstName: 'Asha', lastName: 'Naik' });
    await useSession(page, session);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Billing', 'Profile', 'My Complaints', 'My Support']);
    await expect(nav.getByRole('button', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByTestId('user-name')).toContainText('Asha Naik');

    await page.goto('/my-support');
    await expect(page.getByRole('heading', { level: 1, name: 'My Support' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expect(dialog).toContainText('Are you sure you want to log out?');
    // A native modal dialog: focus starts on Cancel, Tab moves through the dialog, the page behind is inert (Tab
    // past the last button never reaches it), and Escape closes the dialog without logging out.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focusBehind = await page.evaluate(() => {
      const active = document.activeElement;
      return !!active && active !== document.body && !active.closest('dialog');
    });
    expect(focusBehind).toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-name')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('civic.token'), localStorage.getItem('civic.user')])).toEqual([null, null]);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    // The server ended the session: a copy of the token kept elsewhere is refused.
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(me.status()).toBe(401);
  });

  test('Log out on all devices, on My Profile, ends the other sessions of the account too', async ({ page, request }) => {
    const session = await createVerifiedCitizen(request, { firstName: 'Rohan', lastName: 'Kamat' });
    // The same account signed in on a second device.
    const phone = await login(request, session.user.email, 'e2e-citizen-pass');
    await useSession(page, session);
    await page.goto('/profile');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await devices.getByRole('button', { name: 'Log out on all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out on all devices?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have been logged out on every device.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    for (const token of [session.token, phone.token]) {
      expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    }
  });

  test('an admin sees Admin instead of the citizen links and is pointed away from /complaint and /billing', async ({ page, request }) => {
    await useSession(page, await createAdmin(request, ['routing']));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Admin']);
    await expect(nav.getByRole('button', { name: 'Pricing' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to Admin Dashboard' }).first()).toHaveAttribute('href', '/admin');

    await page.goto('/complaint');
    await expect(page.getByText('Admins cannot file complaints.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await page.goto('/billing');
    await expect(page.getByText('Billing is managed by admins via Billing Management.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Billing Management' })).toHaveAttribute('href', '/admin/billing');

    await page.goto('/admin');
    const cards = page.getByTestId('admin-cards').getByRole('heading');
    await expect(cards).toHaveText(['Routing Contacts', 'Template Import', 'Test Routing', 'Audit Logs', 'Admin Guide']);
    await page.getByRole('link', { name: /Test Routing/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test Routing' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByText('You are not authorised to view this page.')).toBeVisible();
    await page.goto('/admin/management');
    await expect(page.getByText('Only super admins can access this page.')).toBeVisible();
  });
});
