import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { SUPERADMIN, createAdmin, createVerifiedCitizen, login, uniqueEmail, useSession } from './helpers/session.js';

/*
 * Support and volunteering against the real server: the home page's Support / Volunteer Form (a bad phone, then a good one) seen
 * and marked reviewed in Volunteer Submissions; contact messages from a visitor and from a citizen, the citizen's
 * ticket in My Support; an admin answers it in the Support inbox, the citizen sees the answer, and the stored
 * mail (the sent-mail log) holds it.
 */

// Each journey signs up users, reads the mail log and drives two or three browsers: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** The text of every stored mail to `email` (the sent-mail log, read as the superadmin). */
async function mailTo(request: APIRequestContext, email: string): Promise<string[]> {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const headers = { Authorization: `Bearer ${superadmin.token}` };
  const list = await request.get('/api/admin/mail', { headers, params: { q: email } });
  if (!list.ok()) return [];
  const { items } = (await list.json()) as { items: { _id: string; to: string[]; subject: string }[] };
  const texts: string[] = [];
  for (const message of items.filter((m) => m.to.includes(email))) {
    const detail = (await (await request.get(`/api/admin/mail/${message._id}`, { headers })).json()) as { subject: string; text: string; html: string };
    texts.push(`${detail.subject}\n${detail.text}\n${detail.html}`);
  }
  return texts;
}

test('the join form refuses a bad phone, accepts a good one, and an admin marks the submission reviewed', async ({ page, request }) => {
  const email = uniqueEmail('volunteer');
  const name = `Rohan Desai ${Date.now().toString(36)}`;
  await page.goto('/#join-us');
  const form = page.getByRole('form', { name: 'Support / Volunteer Form' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel(/Phone/).fill('12 34');
  await form.getByLabel('I would like to').selectOption('Donate');
  await form.getByLabel('Message', { exact: true }).fill('I can help with road surveys in Margao on weekends.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter a valid phone number (include country/area code).')).toBeVisible();
  await expect(form.getByLabel(/Phone/)).toBeFocused();

  await form.getByLabel(/Phone/).fill('+91 98220 12345');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Thank you! We have received your submission.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');

  const admin = await createAdmin(request, ['support'], { firstName: 'Support', lastName: 'Admin' });
  const adminPage = await page.context().browser()!.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: /Volunteers/ }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Volunteer Submissions' })).toBeVisible();
  await adminPage.getByLabel('Search').fill(email);
  await adminPage.getByRole('button', { name: 'Apply' }).click();
  const row = adminPage.getByTestId('volunteer-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('+91 98220 12345');
  await expect(row).toContainText('Support financially');
  await expect(row.getByTestId('volunteer-status')).toHaveText('New');
  await row.getByRole('button', { name: `Mark ${name} reviewed` }).click();
  await expect(adminPage.getByText('Marked as reviewed', { exact: true })).toBeVisible();
  await expect(row.getByTestId('volunteer-status')).toHaveText('Reviewed');
  await expect(row).toContainText(admin.user.email);
  await adminPage.close();
});

test('contact messages from a visitor and a citizen; the admin answers, the citizen sees it and the mail holds it', async ({ page, browser, request }) => {
  // A visitor.
  const visitorEmail = uniqueEmail('visitor');
  await page.goto('/contact');
  await expect(page.getByTestId('contact-phone')).toContainText(/\d/);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill(visitorEmail);
  await page.getByLabel('Subject', { exact: true }).fill('Volunteering');
  await page.getByLabel('Message', { exact: true }).fill('How can our residents’ group help?');
  await page.getByLabel('Category').selectOption('Request');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText(/^Your message was sent\./)).toHaveText(/^Your message was sent\. Ticket SUP-[2-9A-HJKMNP-Z]{5}\.$/);

  // A citizen: the form is prefilled; the ticket shows in My Support.
  const citizen = await createVerifiedCitizen(request, { firstName: 'Meera', lastName: 'Kamat' });
  const citizenContext = await browser.newContext();
  const citizenPage = await citizenContext.newPage();
  await useSession(citizenPage, citizen);
  await citizenPage.goto('/contact');
  await expect(citizenPage.getByLabel('Email', { exact: true })).toHaveValue(citizen.user.email);
  await expect(citizenPage.getByLabel(/^Name/)).toHaveValue('Meera Kamat');
  const subject = `Map does not load ${Date.now().toString(36)}`;
  await citizenPage.getByLabel('Category').selectOption('Bug');
  await citizenPage.getByLabel('Subject', { exact: true }).fill(subject);
  await citizenPage.getByLabel('Message', { exact: true }).fill('The map on the complaint form stays grey on my phone.');
  await citizenPage.getByRole('button', { name: 'Send' }).click();
  const sent = citizenPage.getByText(/^Your message was sent\./);
  await expect(sent).toHaveText(/^Your message was sent\. Ticket SUP-[2-9A-HJKMNP-Z]{5}\.$/);
  const code = /SUP-[2-9A-HJKMNP-Z]{5}/.exec((await sent.textContent()) ?? '')![0];

  await citizenPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Support' }).click();
  const ticket = citizenPage.getByTestId('ticket').filter({ hasText: code });
  await expect(ticket).toContainText(subject);
  await expect(ticket).toContainText('Bug');
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Open');

  // The admin answers in the Support inbox.
  const admin = await createAdmin(request, ['support'], { firstName: 'Inbox', lastName: 'Admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/admin/support');
  await adminPage.getByLabel('Search').fill(code);
  await adminPage.getByRole('button', { name: 'Apply' }).click();
  await adminPage.getByRole('button', { name: `Open ticket ${code}` }).click();
  const panel = adminPage.getByTestId('ticket-panel');
  await expect(panel).toContainText(citizen.user.email);
  await panel.getByRole('button', { name: 'Send email' }).click();
  await expect(panel.getByText('Write a message first')).toBeVisible();
  const answer = `Please update your browser and try again (${code}).`;
  await panel.getByLabel('Message to the user').fill(answer);
  await panel.getByRole('button', { name: 'Send email' }).click();
  await expect(adminPage.getByText('Email sent', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'In Progress' }).click();
  await expect(adminPage.getByText('Status updated', { exact: true })).toBeVisible();
  await panel.getByLabel('Internal resolution notes').fill('Old Android WebView, not our bug.');
  await panel.getByRole('button', { name: 'Save notes' }).click();
  await expect(adminPage.getByText('Notes saved', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('ticket-history')).toContainText(answer);

  // The citizen sees the answer and the new status, never the internal notes.
  await citizenPage.reload();
  const updated = citizenPage.getByTestId('ticket').filter({ hasText: code });
  await expect(updated.getByTestId('ticket-status')).toHaveText('In Progress');
  await updated.getByRole('button', { name: 'View Details' }).click();
  await expect(updated).toContainText(answer);
  await expect(updated).toContainText('Status changed to In Progress');
  await expect(updated).not.toContainText('Old Android WebView');
  await updated.getByRole('button', { name: 'Hide Details' }).click();
  await expect(updated).not.toContainText(answer);

  // The stored mail holds the acknowledgement (with the code) and the answer.
  await expect.poll(async () => (await mailTo(request, citizen.user.email)).some((m) => m.includes(answer)), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await mailTo(request, citizen.user.email)).some((m) => m.includes(code)), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await mailTo(request, visitorEmail)).some((m) => /SUP-/.test(m)), { timeout: 15_000 }).toBe(true);
  await citizenContext.close();
  await adminContext.close();
});

test('testimonials are content: shown on the home page only with consent recorded and enabled', async ({ page, browser, request }) => {
  const quote = `The streetlight on our lane was fixed in a week (${Date.now().toString(36)}).`;
  const admin = await createAdmin(request, ['categories'], { firstName: 'Content', lastName: 'Admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: /Testimonials/ }).click();
  const form = adminPage.getByRole('region', { name: 'New testimonial' });
  await form.getByLabel('Quote', { exact: true }).fill(quote);
  await form.getByLabel('Name as the person agreed to be named').fill('A. Fernandes');
  await form.getByLabel('Place', { exact: true }).fill('Mapusa');
  await form.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(adminPage.getByText('Testimonial created', { exact: true })).toBeVisible();
  const row = adminPage.getByTestId('testimonial-row').filter({ hasText: quote });
  await expect(row.getByTestId('testimonial-shown')).toHaveText('Not until consent is recorded');

  // Without consent it is not on the home page; with consent recorded it is.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Simple, transparent pricing' })).toBeVisible();
  await expect(page.getByText(quote)).toHaveCount(0);
  await row.getByRole('button', { name: 'Edit the testimonial of A. Fernandes' }).click();
  const consentDialog = adminPage.getByRole('dialog', { name: 'Edit testimonial' });
  await consentDialog.getByLabel(/Consent recorded/).check();
  await consentDialog.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('testimonial-shown')).toHaveText('Yes');

  await page.reload();
  const section = page.getByTestId('testimonials');
  await expect(section).toContainText(quote);
  await expect(section).toContainText('A. Fernandes');
  await expect(section).toContainText('Mapusa');

  await row.getByRole('button', { name: 'Edit the testimonial of A. Fernandes' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Edit testimonial' });
  await dialog.getByLabel('Shown on the home page').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByTestId('testimonial-shown')).toHaveText('No');
  await page.reload();
  await expect(page.getByText(quote)).toHaveCount(0);
  await adminContext.close();
});

test('no sideways scroll at 360 px on the public pages, My Support and the support admin pages', async ({ page, browser, request }) => {
  const noSidewaysScroll = async (p: Page, path: string) => {
    await p.goto(path);
    await p.waitForLoadState('networkidle');
    expect(await p.evaluate(() => document.documentElement.scrollWidth), `${path} at 360 px`).toBeLessThanOrEqual(360);
  };
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/', '/contact', '/about', '/privacy', '/help', '/terms', '/refunds', '/guidelines']) await noSidewaysScroll(page, path);

  const citizen = await createVerifiedCitizen(request, { firstName: 'Narrow', lastName: 'Screen' });
  const citizenContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const citizenPage = await citizenContext.newPage();
  await useSession(citizenPage, citizen);
  await noSidewaysScroll(citizenPage, '/my-support');
  await citizenContext.close();

  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const adminContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, superadmin);
  for (const path of ['/admin', '/admin/support', '/admin/volunteers', '/admin/users', '/admin/testimonials']) await noSidewaysScroll(adminPage, path);
  await adminContext.close();
});
