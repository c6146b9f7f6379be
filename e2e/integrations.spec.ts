import { expect, test } from '@playwright/test';
import { SUPERADMIN, login, useSession } from './helpers/session.js';

/*
 * /admin/integrations against the real server: a superadmin issues an Open311 API key, sees it once,
 * the key files nothing without a service but is accepted (400, not 403) by /open311/v2; after revoking it on the
 * page, the same call is refused with 403 in the specification's errors document.
 */

test.describe.configure({ timeout: 120_000 });

test('a superadmin issues a key, sees it once, and revokes it', async ({ page, request }) => {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  await useSession(page, superadmin);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Integrations/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

  const name = `E2E app ${Date.now().toString(36)}`;
  const form = page.getByRole('region', { name: 'Issue an API key' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Issue key' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy the new API key' });
  const key = await shown.getByLabel('API key').inputValue();
  expect(key).toMatch(/^o311_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'I have stored the key' }).click();
  await expect(shown).toBeHidden();

  const row = page.getByTestId('integration-key-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${key.slice(0, 11)}…`)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  const call = () => request.post('/open311/v2/requests.json', { form: { api_key: key, service_code: 'no-such-service' } });
  expect((await call()).status()).toBe(400);

  await row.getByRole('button', { name: `Revoke the key ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByTestId('integration-key-status')).toHaveText(/^Revoked on /);
  await expect(row.getByRole('button')).toHaveCount(0);

  const refused = await call();
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual([{ code: 403, description: 'api_key is invalid or was revoked.' }]);
});
