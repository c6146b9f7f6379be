import { type Page, type Route, expect, test } from '@playwright/test';
import { createVerifiedCitizen, useSession } from './helpers/session.js';

/*
 * Pages painted from the HTML: /, and /dashboard and /complaint for a signed-in citizen in English, show
 * their heading and lead before any of the app's script has run; the app then takes over (one heading, the painted
 * copy gone, the page's controls working), and the app writes the first-paint cookie so that the server answers
 * these pages the way this device will show them.
 */

/** Holds every request for the app's scripts until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

test('the home page paints from the HTML before its script, then the app takes over', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/');
  // No script has run: the painted heading and lead are there, the app's root is empty and hidden.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report civic problems. Get them fixed.');
  await expect(page.locator('#prepaint')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  expect(await page.locator('#root').innerHTML()).toBe('');

  release();
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The app's own controls work: the sign-in dialog opens from the top bar.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'civic_first_paint')?.value).toBe('en');
});

test("a signed-in citizen's My Complaints paints its heading from the HTML; another language gets the app's own page", async ({ page, request }) => {
  const citizen = await createVerifiedCitizen(request, { firstName: 'Lata', lastName: 'Gaonkar' });
  await useSession(page, citizen);
  // The first visit has no cookie yet: the server cannot know the session, so /dashboard is the app's page.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Complaints' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'civic_first_paint')?.value).toBe('en-citizen');

  // Now the server knows: the heading is in the HTML, before any script.
  const release = await holdScripts(page);
  await page.goto('/dashboard');
  await expect(page.locator('#prepaint').getByRole('heading', { level: 1, name: 'My Complaints' })).toBeVisible();
  release();
  await expect(page.locator('#prepaint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My Complaints' })).toHaveCount(1);
  await expect(page.getByText('You have not filed any complaints yet.')).toBeVisible();

  // Hindi chosen on this device: the cookie says so, and the next load gets the app's page, no English painted first.
  await page.getByTestId('language-top-select').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'civic_first_paint')?.value).toBe('other');
  const reloaded = await page.reload();
  expect(await reloaded!.text()).not.toContain('id="prepaint"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
