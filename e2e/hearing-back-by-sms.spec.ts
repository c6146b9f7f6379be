import { AxeBuilder } from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { SUPERADMIN, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * How a citizen hears about their complaints, on a 360 px phone (docs/adr/0152-hearing-back-by-sms.md): on My Profile
 * SMS cannot be ticked until the phone is verified; the citizen asks for a code, reads it (the journeys run the SMS
 * sandbox, which records each message for superadmins: the test reads it there through the API, as the superadmin of a
 * local trial would on the mail log's Text messages), enters it, and chooses SMS beside email. The superadmin's mail log
 * lists the message under Text messages.
 */

const WIDTH = 360;

/** axe's serious and critical violations inside `selector`, by rule id. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe.configure({ timeout: 120_000 });

test('a citizen verifies a phone by the texted code on My Profile at 360 px and chooses SMS', async ({ page, request }) => {
  const citizen = await createVerifiedCitizen(request, { firstName: 'Sonia', lastName: 'Fernandes' });
  // A number of this run's own, so that the sandbox log's search finds this run's code only.
  const digits = `9${String(Date.now()).slice(-9)}`;
  const e164 = `+91${digits}`;
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await useSession(page, citizen);
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'How we tell you about your complaints' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const channels = section.getByRole('group', { name: 'Tell me by' });
  await expect(channels.getByRole('checkbox', { name: `Email to ${citizen.user.email}` })).toBeChecked();
  await expect(channels.getByRole('checkbox', { name: 'SMS' })).toBeDisabled();

  await section.getByLabel('Mobile number').fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await section.getByRole('button', { name: 'Text me a code' }).click();
  await expect(section.getByText(`We sent a code to ${e164}. It is valid for 10 minutes.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  expect(await seriousViolations(page, '[data-testid="hearing"]')).toEqual([]);

  // The sandbox recorded the SMS: the superadmin reads its code in the text message log.
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/mail/texts', {
          headers: { Authorization: `Bearer ${superadmin.token}` },
          params: { channel: 'sms', q: e164 },
        });
        const items = ((await res.json()) as { items: { kind: string; body: string; status: string }[] }).items;
        code = /\b(\d{6})\b/.exec(items.find((m) => m.kind === 'phone_code' && m.status === 'recorded')?.body ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);

  await section.getByLabel('Code from the SMS').fill(code);
  await section.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByText(`Verified: ${e164}`)).toBeVisible({ timeout: 20_000 });
  const sms = page.getByRole('checkbox', { name: `SMS to ${e164}` });
  await expect(sms).toBeEnabled();
  await sms.check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByText('Your choice is saved.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${citizen.token}` } });
  expect(((await me.json()) as { notificationChannels: string[] }).notificationChannels.sort()).toEqual(['email', 'sms']);

  // The superadmin's mail log lists the SMS beside the emails, under Text messages.
  const admin = await page.context().newPage();
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.addInitScript(
    ([token, user]) => {
      window.localStorage.setItem('civic.token', token);
      window.localStorage.setItem('civic.user', user);
    },
    [superadmin.token, JSON.stringify(superadmin.user)] as const,
  );
  await admin.goto(`/admin/mail?box=texts&q=${encodeURIComponent(e164)}`);
  await expect(admin.getByTestId('sms-sandbox')).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByTestId('text-row')).toHaveCount(1);
  await expect(admin.getByTestId('text-row').first()).toContainText('Phone code');
  expect(await seriousViolations(admin, 'main')).toEqual([]);
});
