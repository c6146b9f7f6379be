import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SUPERADMIN, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * The WhatsApp simulator (/admin/whatsapp, docs/adr/0151-whatsapp-channel.md) on a 360 px phone: a superadmin chats as
 * a new number through the webhook's own code — language, consent, category and subcategory lists, a photo, a pin, a
 * description, the summary — and gets the complaint's id, which the desk then shows as a WhatsApp complaint.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 360, height: 780 } });

const PHOTO = fileURLToPath(new URL('./fixtures/goa-panaji.jpg', import.meta.url));

test('a superadmin files a complaint in the WhatsApp simulator at 360 px', async ({ page, request }) => {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  await useSession(page, superadmin);
  await page.goto('/admin');
  await page.getByRole('link', { name: /WhatsApp/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp' })).toBeVisible();

  const phone = `9198${Date.now().toString().slice(-8)}`;
  await page.getByLabel('WhatsApp number (country code and digits)').fill(phone);
  await page.getByRole('button', { name: 'Open the chat' }).click();
  const chat = page.getByRole('region', { name: `Conversation with ${phone}` });
  const portal = chat.getByTestId('wa-out');

  await chat.getByLabel('Message').fill('hi');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(portal).toHaveCount(1);
  await portal.last().getByRole('button', { name: 'English' }).click();
  await expect(portal).toHaveCount(2);
  await expect(portal.last()).toContainText('Privacy notice');
  await portal.last().getByRole('button', { name: 'I agree' }).click();
  await expect(portal).toHaveCount(3);
  await expect(portal.last()).toContainText('Choose a category');
  await portal.last().getByRole('button', { name: 'Roads' }).click();
  await expect(portal).toHaveCount(4);
  await portal.last().getByRole('button').first().click();
  await expect(portal).toHaveCount(5);
  await expect(portal.last()).toContainText('Send one or more photos');

  await chat.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(portal).toHaveCount(6);
  await expect(portal.last()).toContainText('Photo 1 of 1 received');
  await portal.last().getByRole('button', { name: 'Done' }).click();
  await expect(portal).toHaveCount(7);
  // A point of its own near Margao (a repeated run finds no open complaint of the category within 150 m).
  const lat = (15.26 + (Date.now() % 1000) / 50_000).toFixed(5);
  await chat.getByLabel('Latitude').fill(lat);
  await chat.getByLabel('Longitude').fill('73.97');
  await chat.getByRole('button', { name: 'Send a location' }).click();
  await expect(portal).toHaveCount(9);
  await expect(portal.nth(7)).toContainText('Location:');
  await chat.getByLabel('Message').fill('Deep pothole near the bus stand');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(portal).toHaveCount(10);
  await expect(portal.last()).toContainText('Submit this complaint?');
  await portal.last().getByRole('button', { name: 'Submit' }).click();
  await expect(portal).toHaveCount(11);
  await expect(portal.last()).toContainText(/Your complaint GOA-\d{4}-\d+ is filed/);
  const id = /GOA-\d{4}-\d+/.exec((await portal.last().textContent()) ?? '')![0];

  // No horizontal scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto('/admin/complaints');
  const row = page.locator(`[data-testid="complaint-row"][data-complaint-id="${id}"]`);
  await expect(row.getByTestId('complaint-channel')).toHaveText('WhatsApp');
});

test('a citizen links a WhatsApp number on My Profile with the code the simulator shows, and chooses to hear on WhatsApp alone', async ({ page, request }) => {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const citizen = await createVerifiedCitizen(request);
  const phone = `9197${Date.now().toString().slice(-8)}`;
  await useSession(page, citizen);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'WhatsApp' });
  await section.getByLabel('WhatsApp number with country code').fill(`+${phone}`);
  await section.getByRole('button', { name: 'Send a code on WhatsApp' }).click();
  await expect(section.getByRole('status')).toHaveText(`We sent a code to +${phone} on WhatsApp.`);

  // The simulator's transcript of that number shows the code (and only the simulator's does).
  const transcript = await request.get(`/api/admin/whatsapp/simulator?phone=${phone}`, { headers: { Authorization: `Bearer ${superadmin.token}` } });
  const code = /\b(\d{6})\b/.exec(JSON.stringify(await transcript.json()))![1];

  await section.getByLabel('Code from WhatsApp').fill(code);
  await section.getByRole('button', { name: 'Link the number' }).click();
  await expect(section.getByTestId('whatsapp-linked')).toHaveText(`Linked WhatsApp number: +${phone}`);

  // Linking made WhatsApp one of the ways the citizen hears; email can be dropped for it.
  const hearing = page.getByRole('region', { name: 'How we tell you about your complaints' });
  await expect(hearing.getByRole('checkbox', { name: `WhatsApp to +${phone}` })).toBeChecked();
  await hearing.getByRole('checkbox', { name: /^Email to / }).uncheck();
  await hearing.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByText('Your choice is saved.')).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${citizen.token}` } });
  expect((await me.json()).notificationChannels).toEqual(['whatsapp']);

  // The superadmin's mail log lists the WhatsApp messages sent to the number beside the SMS (Text messages, WhatsApp).
  const log = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  try {
    await useSession(log, superadmin);
    await log.goto(`/admin/mail?box=texts&channel=whatsapp&q=${phone}`);
    await expect(log.getByLabel('Channel')).toHaveValue('whatsapp');
    const rows = log.getByTestId('text-row');
    await expect(rows.filter({ hasText: 'This WhatsApp number is now linked to your portal account' })).toHaveCount(1);
    await expect(rows.first()).toContainText(`+${phone}`);
  } finally {
    await log.close();
  }
});
