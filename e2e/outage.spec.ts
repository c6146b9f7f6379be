import { expect, test } from '@playwright/test';
import { createVerifiedCitizen, useSession } from './helpers/session.js';

/*
 * A signed-in citizen's session survives a PostgreSQL outage: e2e/serve.mjs puts a TCP proxy between the app and its
 * database, and its control port cuts it (every connection dropped, new ones refused) and opens it again. While the
 * database is out of reach the API answers 503 with Retry-After, never 401, so the client keeps the session; once it is
 * back the same session works without signing in again.
 */

const controlUrl = `http://127.0.0.1:${Number(process.env.E2E_DB_CONTROL_PORT || Number(process.env.E2E_PORT || 3100) + 1000)}`;

test.setTimeout(90_000);

test("a signed-in citizen stays signed in through a database outage and finds the page working once it's back", async ({ page, request }) => {
  const citizen = await createVerifiedCitizen(request, { firstName: 'Sunita', lastName: 'Desai' });
  await useSession(page, citizen);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Complaints' })).toBeVisible();
  await expect(page.getByText('You have not filed any complaints yet.')).toBeVisible();

  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/')) statuses.push(response.status());
  });
  try {
    expect((await request.post(`${controlUrl}/cut`)).status()).toBe(204);
    // Reload during the outage: the app's own files are served, its API calls answer 503, and the citizen stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Complaints' })).toBeVisible();
    await expect.poll(() => statuses.filter((s) => s === 503).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401)).toEqual([]);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => window.localStorage.getItem('civic.token'))).toBe(citizen.token);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  } finally {
    expect((await request.post(`${controlUrl}/restore`)).status()).toBe(204);
  }

  // The database is back: the same session serves the page; nobody was signed out.
  await expect
    .poll(
      async () => {
        await page.reload();
        // waitFor, not isVisible (which answers at once): the app takes the pre-painted page over after it paints.
        return page
          .getByText('You have not filed any complaints yet.')
          .waitFor({ state: 'visible', timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
      },
      { timeout: 45_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
  expect(statuses.filter((s) => s === 401)).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('civic.token'))).toBe(citizen.token);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
