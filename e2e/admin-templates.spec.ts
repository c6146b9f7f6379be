import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { EMAIL_TEMPLATE_KEYS } from '@civic/contracts';
import { type Session, createAdmin, useSession } from './helpers/session.js';

/*
 * Email Templates and PDF Templates (admin spec sections 2, 4, 5 and 8) against the real server, and the
 * Admin Guide (every admin).
 */

const RUN = Date.now().toString(36);
const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('email templates', () => {
  test('edit in the Simple editor with placeholders, preview it, save it, restore the default', async ({ page, request }) => {
    const admin = await createAdmin(request, ['email_templates'], { firstName: 'Template', lastName: 'Admin' });
    await useSession(page, admin);
    await page.goto('/admin/email-templates');
    const tabs = page.getByRole('tablist', { name: 'Email templates' }).getByRole('tab');
    // The nine of admin spec section 9, the two escalation templates, the admins' overdue digest, the email-change
    // notice, Open311's two claim emails, the account deletion's code and confirmation, the notice of a sign-up with
    // an address that already has an account, the reporter's "Is it fixed?" email and the officer's acknowledgement of
    // an emailed reply.
    // One tab per built-in email template.
    await expect(tabs).toHaveCount(EMAIL_TEMPLATE_KEYS.length);
    await page.getByRole('tab', { name: /^Support ticket status changed/ }).click();
    await expect(page).toHaveURL(/template=support_status/);
    await expect(page.getByRole('tab', { name: /^Support ticket status changed/ })).toHaveAttribute('aria-selected', 'true');

    // The built-in default opens in the Simple editor, read back from its HTML.
    await expect(page.getByRole('button', { name: 'Simple', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const body = page.getByLabel('Body', { exact: true });
    await expect(body).toHaveValue(/Your ticket \*\*\{\{ticketId\}\}\*\* \(\{\{subject\}\}\) is now \*\*\{\{status\}\}\*\*\./);

    // A placeholder goes to the cursor of the field focused last: the body, then the subject.
    const source = `Hello {{userName}},\n\nWe looked at your ticket **again** and *${RUN}*. Reference: `;
    await body.fill(source);
    await page.getByRole('button', { name: 'Insert {{ticketId}} into Body' }).click();
    await expect(body).toHaveValue(`${source}{{ticketId}}`);
    const subject = page.getByLabel('Subject', { exact: true });
    await subject.fill('Update on your ticket ');
    await page.getByRole('button', { name: 'Insert {{ticketId}} into Subject' }).click();
    await expect(subject).toHaveValue('Update on your ticket {{ticketId}}');

    // Plain text generated from the Simple source.
    await page.getByLabel('Generate plain text automatically').check();
    const text = page.getByLabel('Plain text', { exact: true });
    await expect(text).toHaveValue(`Hello {{userName}},\n\nWe looked at your ticket again and ${RUN}. Reference: {{ticketId}}`);
    await expect(text).toHaveAttribute('readonly', '');

    // The server renders the draft with sample data in a sandboxed frame.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.getByTestId('email-preview-subject')).toHaveText('Update on your ticket SUP-1042');
    const frame = page.frameLocator('iframe[title="Email preview (HTML)"]');
    await expect(frame.locator('strong')).toHaveText('again');
    await expect(frame.locator('em')).toHaveText(RUN);
    await expect(frame.locator('body')).toContainText('Hello Asha Naik,');
    await expect(frame.locator('body')).toContainText('Reference: SUP-1042');
    await expect(page.locator('iframe[title="Email preview (HTML)"]')).toHaveAttribute('sandbox', '');
    await expect(page.getByLabel('Email preview (plain text)')).toContainText(`again and ${RUN}. Reference: SUP-1042`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Template saved')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Support ticket status changed/ })).toContainText('Custom');
    const saved = await (await request.get('/api/admin/email-templates/support_status', { headers: auth(admin) })).json();
    expect(saved.isDefault).toBe(false);
    expect(saved.subject).toBe('Update on your ticket {{ticketId}}');
    expect(saved.html).toContain('<strong>again</strong>');
    expect(saved.html).toContain(`<em>${RUN}</em>`);
    expect(saved.html).toContain('Reference: {{ticketId}}');
    expect(saved.text).toBe(`Hello {{userName}},\n\nWe looked at your ticket again and ${RUN}. Reference: {{ticketId}}`);

    // Reopened, the saved HTML comes back as Simple source.
    await page.reload();
    await expect(body).toHaveValue(`${source}{{ticketId}}`);
    await expect(page.getByLabel('Generate plain text automatically')).toBeChecked();

    await page.getByRole('button', { name: 'Restore Default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore Default' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore Default' }).click();
    await expect(toast(page, 'Template reset to default')).toBeVisible();
    await expect(subject).toHaveValue('Ticket {{ticketId}} is now {{status}}');
    await expect(page.getByRole('tab', { name: /^Support ticket status changed/ })).not.toContainText('Custom');
    const restored = await (await request.get('/api/admin/email-templates/support_status', { headers: auth(admin) })).json();
    expect(restored.isDefault).toBe(true);
  });

  test('the Advanced editor edits the HTML; a template the Simple editor cannot show opens there', async ({ page, request }) => {
    const admin = await createAdmin(request, ['email_templates'], { firstName: 'Html', lastName: 'Admin' });
    await useSession(page, admin);
    // support_admin_message quotes the message in a <blockquote>: Simple cannot show it.
    await page.goto('/admin/email-templates?template=support_admin_message');
    await expect(page.getByRole('button', { name: 'Advanced (HTML)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Body (HTML)')).toHaveValue(/<blockquote>\{\{message\}\}<\/blockquote>/);
    await page.getByRole('button', { name: 'Simple', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Switch to the Simple editor?' });
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(page.getByRole('button', { name: 'Advanced (HTML)' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('PDF templates', () => {
  test('change a text field with a placeholder, preview the PDF, save, restore the default content', async ({ page, request }) => {
    const admin = await createAdmin(request, ['documents'], { firstName: 'Letter', lastName: 'Admin' });
    await useSession(page, admin);
    await page.goto('/admin/pdf-templates');
    await expect(page.getByRole('heading', { level: 1, name: 'PDF Templates' })).toBeVisible();
    const header = page.getByRole('textbox', { name: 'Header title', exact: true });
    await expect(header).not.toHaveValue('');
    const defaultHeader = await header.inputValue();
    await expect(page.getByRole('textbox', { name: 'Closing paragraph', exact: true })).not.toHaveValue('');

    await header.fill(`Civic complaint letter ${RUN} `);
    await page.getByRole('button', { name: 'Insert {{complaintId}} into Header title' }).click();
    await expect(header).toHaveValue(`Civic complaint letter ${RUN} {{complaintId}}`);

    // Preview PDF renders the unsaved text on the server and opens it in a new tab.
    const [response, tab] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/admin/pdf-templates/authority_letter/preview') && r.request().method() === 'POST'),
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Preview PDF' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.request().postDataJSON().content.headerTitle).toBe(`Civic complaint letter ${RUN} {{complaintId}}`);
    await expect.poll(() => tab.url()).toMatch(/^blob:http/);
    await tab.close();

    // The same preview can be downloaded: it is a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the PDF preview' }).click()]);
    expect(download.suggestedFilename()).toBe('authority_letter-preview.pdf');
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    await expect(page.getByRole('link', { name: /Open the PDF preview/ })).toHaveAttribute('href', /^blob:/);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Template saved')).toBeVisible();
    const saved = await (await request.get('/api/admin/pdf-templates/authority_letter', { headers: auth(admin) })).json();
    expect(saved.content.headerTitle).toBe(`Civic complaint letter ${RUN} {{complaintId}}`);
    expect(saved.isDefault).toBe(false);

    await page.getByRole('button', { name: 'Restore default content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore default content' });
    await dialog.getByRole('button', { name: 'Restore default content' }).click();
    await expect(toast(page, 'Restored defaults')).toBeVisible();
    await expect(header).toHaveValue(defaultHeader);
    const restored = await (await request.get('/api/admin/pdf-templates/authority_letter', { headers: auth(admin) })).json();
    expect(restored.isDefault).toBe(true);
  });

  test("the letter's language is chosen on the page: Marathi shows and saves its built-in text, English comes back", async ({ page, request }) => {
    const admin = await createAdmin(request, ['documents'], { firstName: 'Language', lastName: 'Admin' });
    // Start from the built-in English letter, whatever an earlier journey saved.
    await request.put('/api/admin/pdf-templates/authority_letter', { headers: auth(admin), data: { locale: 'en' } });
    await request.delete('/api/admin/pdf-templates/authority_letter', { headers: auth(admin) });
    await useSession(page, admin);
    await page.goto('/admin/pdf-templates');
    const language = page.getByRole('combobox', { name: 'Letter language' });
    await expect(language).toHaveValue('en');
    const header = page.getByRole('textbox', { name: 'Header title', exact: true });
    await expect(header).toHaveValue(/Citizen Complaint Forwarded for Action/);
    try {
      await language.selectOption('mr');
      await expect(header).toHaveValue('Goa Civic Complaint Portal — कार्यवाहीसाठी पाठवलेली नागरिकाची तक्रार');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Template saved')).toBeVisible();
      const saved = await (await request.get('/api/admin/pdf-templates/authority_letter', { headers: auth(admin) })).json();
      expect(saved).toMatchObject({ locale: 'mr', isDefault: true });
      expect(saved.content.summaryHeading).toBe('तक्रारीचा सारांश');

      await page.reload();
      await expect(language).toHaveValue('mr');
      await language.selectOption('en');
      await expect(header).toHaveValue(/Citizen Complaint Forwarded for Action/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Template saved')).toBeVisible();
      const back = await (await request.get('/api/admin/pdf-templates/authority_letter', { headers: auth(admin) })).json();
      expect(back).toMatchObject({ locale: 'en', isDefault: true });
    } finally {
      // The other journeys read English letters.
      await request.put('/api/admin/pdf-templates/authority_letter', { headers: auth(admin), data: { locale: 'en' } });
    }
  });

  test('the escalation letter is chosen in the list, edited with its own placeholders, previewed, saved in a language and restored', async ({
    page,
    request,
  }) => {
    const admin = await createAdmin(request, ['documents'], { firstName: 'Escalation', lastName: 'Admin' });
    await request.delete('/api/admin/pdf-templates/escalation_letter', { headers: auth(admin) });
    await useSession(page, admin);
    await page.goto('/admin/pdf-templates');
    const list = page.getByRole('navigation', { name: 'PDF templates' });
    await expect(list.getByRole('button')).toHaveCount(2);
    await list.getByRole('button', { name: /^Escalation letter/ }).click();
    await expect(page).toHaveURL(/template=escalation_letter/);
    await expect(list.getByRole('button', { name: /^Escalation letter/ })).toHaveAttribute('aria-current', 'true');
    const header = page.getByRole('textbox', { name: 'Header title', exact: true });
    await expect(header).toHaveValue('Goa Civic Complaint Portal — Overdue Complaint Escalated to Level {{escalationLevel}}');
    // Its own placeholders: the deadline and the support count, never the reporter's name.
    for (const name of ['daysOverdue', 'reminderDate', 'forwardedDate', 'citizensReporting']) {
      await expect(page.getByRole('button', { name: `Insert {{${name}}} into Introduction` })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Insert \{\{reporterName\}\}/ })).toHaveCount(0);
    try {
      await header.fill(`Escalation ${RUN}, `);
      await page.getByRole('button', { name: 'Insert {{daysOverdue}} into Header title' }).click();
      await expect(header).toHaveValue(`Escalation ${RUN}, {{daysOverdue}}`);
      const [response, tab] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/admin/pdf-templates/escalation_letter/preview') && r.request().method() === 'POST'),
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Preview PDF' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect(response.request().postDataJSON().content.headerTitle).toBe(`Escalation ${RUN}, {{daysOverdue}}`);
      await tab.close();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Template saved')).toBeVisible();
      const saved = await (await request.get('/api/admin/pdf-templates/escalation_letter', { headers: auth(admin) })).json();
      expect(saved).toMatchObject({ key: 'escalation_letter', isDefault: false, content: { headerTitle: `Escalation ${RUN}, {{daysOverdue}}` } });
      // The authority letter is untouched.
      const authority = await (await request.get('/api/admin/pdf-templates/authority_letter', { headers: auth(admin) })).json();
      expect(authority.content.headerTitle).not.toContain(RUN);

      const current = async () => (await request.get('/api/admin/pdf-templates/escalation_letter', { headers: auth(admin) })).json();
      await page.getByRole('button', { name: 'Restore default content' }).click();
      await page.getByRole('dialog', { name: 'Restore default content' }).getByRole('button', { name: 'Restore default content' }).click();
      await expect(toast(page, 'Restored defaults')).toBeVisible();
      await expect(header).toHaveValue('Goa Civic Complaint Portal — Overdue Complaint Escalated to Level {{escalationLevel}}');
      expect(await current()).toMatchObject({ locale: 'en', isDefault: true });

      // Its language is its own: Hindi shows and saves the Hindi built-in text.
      await page.getByRole('combobox', { name: 'Letter language' }).selectOption('hi');
      await expect(header).toHaveValue('Goa Civic Complaint Portal — समय-सीमा पार शिकायत स्तर {{escalationLevel}} तक बढ़ाई गई');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(async () => (await current()).locale).toBe('hi');
      expect(await current()).toMatchObject({ locale: 'hi', isDefault: true });
      expect((await (await request.get('/api/admin/pdf-templates/authority_letter', { headers: auth(admin) })).json()).locale).toBe('en');
    } finally {
      await request.put('/api/admin/pdf-templates/escalation_letter', { headers: auth(admin), data: { locale: 'en' } });
      await request.delete('/api/admin/pdf-templates/escalation_letter', { headers: auth(admin) });
    }
  });
});

test.describe('admin guide', () => {
  test('every admin, even without modules, reads the guide; it says only admins see complaints and routing', async ({ page, request }) => {
    const admin = await createAdmin(request, [], { firstName: 'New', lastName: 'Admin' });
    await useSession(page, admin);
    await page.goto('/admin');
    await page.getByRole('link', { name: /Admin Guide/ }).click();
    await expect(page).toHaveURL(/\/admin\/docs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Guide' })).toBeVisible();
    await expect(page.getByTestId('admin-only-statement')).toContainText('Only admins can see and edit complaints and routing.');
    for (const name of ['Roles and access', 'Daily tasks', 'Routing rules', 'Troubleshooting']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/Rural: village, then taluka \(subdistrict\), then district\. Urban: urban local body \(ULB\), then district\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'sent-mail log' })).toHaveAttribute('href', '/admin/mail');
  });
});
