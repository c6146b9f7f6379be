import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { ROUTING_TEMPLATE_SHEETS, routingTemplateRecipientColumns } from '../libs/contracts/src/index.js';
import { SUPERADMIN, type Session, createAdmin, createVerifiedCitizen, login, uniqueEmail, useSession } from './helpers/session.js';

/*
 * The product's main job, end to end on real input (issue 'Complaint handling'):
 *  1. a verified citizen files a complaint through the wizard with the real geotagged photo goa-panaji.jpg
 *     (its EXIF places the pin) in the village Bainguinim, chosen in the location picker (North Goa > Tiswadi);
 *  2. an admin holding the routing and complaints modules downloads the routing template, fills the row of the
 *     village's taluka (Tiswadi, S-5611) with an authority and one additional recipient, validates and imports it;
 *  3. the admin forwards the complaint from the quick update of the complaints desk: the contact is at the
 *     taluka, not the village, so 'Deepest routing contact missing' shows first, then Continue anyway forwards;
 *  4. the sent-mail log holds the email to the authority (To: the primary, Cc: the additional recipient) with
 *     the authority letter attached, whose PDF text names the complaint id, title and location;
 *  5. the citizen's My Complaints shows the complaint as Forwarded with its history (Pending, then Forwarded).
 */

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'e2e-journey-'));
const RUN = Date.now().toString(36);

const complaint = {
  title: `Overflowing bins near the Bainguinim chapel ${RUN}`,
  description: 'The community bins have not been emptied for a week; waste spills onto the road.',
  location: 'Chapel road, Bainguinim',
  landmark: 'Opposite the Bainguinim chapel',
  village: 'Bainguinim',
  geoLabel: 'Bainguinim, Tiswadi, North Goa',
  note: 'Please have the bins at Bainguinim emptied and cleaned.',
};
/** The contact of the village's taluka, imported from the template (the village itself has none). */
const tiswadi = {
  rowId: 'S-5611',
  location: 'Tiswadi, North Goa',
  email: uniqueEmail('bdo-tiswadi'),
  designation: 'Block Development Officer',
  name: 'BDO Tiswadi',
  copy: { email: uniqueEmail('mamlatdar-tiswadi'), name: 'Mamlatdar of Tiswadi', designation: 'Mamlatdar' },
};

interface StoredComplaint {
  id: string;
  geo: Record<string, string | null>;
  coordinates: { lat: number; lng: number; source: string; outsideBounds: boolean };
}

interface MailSummary {
  _id: string;
  to: string[];
  cc: string[];
  templateKey: string | null;
  attachments: { id: string; filename: string; contentType: string; size: number }[];
}

// Signup and verification, the photo upload, validating the whole template and the forward's workers, on a shared machine.
test.setTimeout(120_000);

/** Chooses an option of a labelled select once the list has loaded it. */
async function choose(scope: Locator, label: string | RegExp, option: string) {
  const select = typeof label === 'string' ? scope.getByLabel(label, { exact: true }) : scope.getByLabel(label);
  await expect(select.locator('option', { hasText: option })).toHaveCount(1);
  await select.selectOption({ label: option });
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The forward email to the authority, from the sent-mail log (written by the notifications worker after the letter is rendered). */
async function authorityMail(request: APIRequestContext, token: string): Promise<MailSummary | undefined> {
  const response = await request.get('/api/admin/mail', { headers: { Authorization: `Bearer ${token}` }, params: { q: tiswadi.email } });
  expect(response.ok(), `list sent mail: HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { items: MailSummary[] };
  return body.items.find((m) => m.templateKey === 'complaint_forward_authority' && m.to.includes(tiswadi.email));
}

test('a citizen files a complaint, an admin routes it to the taluka through the template and forwards it; the authority gets the letter', async ({
  browser,
  page,
  request,
}) => {
  // ---- 1. The citizen files the complaint through the wizard. ----
  const citizen: Session = await createVerifiedCitizen(request, { firstName: 'Maria', lastName: 'Fernandes' });
  await useSession(page, citizen);
  let id = '';
  await test.step('citizen files the complaint with the Panaji photo in Bainguinim', async () => {
    await page.goto('/complaint');
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Category' })).toBeVisible();
    await page.getByTestId('category-cards').getByText('Garbage & Waste', { exact: true }).click();
    await page.getByLabel('Overflowing bins', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(complaint.title);
    await page.getByLabel(/^Description/).fill(complaint.description);
    await page.getByLabel('Location', { exact: true }).fill(complaint.location);
    await page.getByLabel('Landmark').fill(complaint.landmark);
    await page.getByLabel('Medium', { exact: true }).check();

    await page.getByRole('button', { name: 'Choose location' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose the Goa location' });
    await expect(picker).toBeVisible();
    await choose(picker, 'District', 'North Goa');
    await choose(picker, /Taluka/, 'Tiswadi');
    await choose(picker, /Village/, complaint.village);
    await picker.getByRole('button', { name: 'Use this location' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('geo-label')).toHaveText(`Selected: ${complaint.geoLabel}`);

    // The real geotagged photo: its EXIF places the pin.
    await page.getByLabel('Choose from gallery').setInputFiles(fixture('goa-panaji.jpg'));
    await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278');
    await expect(page.getByTestId('pin-summary')).toContainText('from the photo’s location data');
    await expect(page.getByTestId('photo-status')).toHaveText('Uploaded', { timeout: 20_000 });

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
    await expect(page.getByText(complaint.geoLabel)).toBeVisible();
    await expect(page.getByTestId('review-coordinates')).toHaveText('15.4989, 73.8278');
    await page.getByLabel(/I authorise the Goa Civic Portal team/).check();
    await page.getByRole('button', { name: 'Submit Complaint' }).click();

    await expect(page.getByRole('heading', { name: 'Complaint submitted' })).toBeVisible({ timeout: 15_000 });
    id = (await page.getByTestId('complaint-id').textContent())!.trim();
    expect(id).toMatch(/^GOA-\d{4}-\d{6,}$/);

    // Stored with the village's codes and the photo's point.
    const mine = await request.get('/api/complaints', { headers: { Authorization: `Bearer ${citizen.token}` } });
    expect(mine.ok()).toBe(true);
    const stored = ((await mine.json()) as { items: StoredComplaint[] }).items.find((c) => c.id === id);
    expect(stored?.geo).toMatchObject({ districtCode: '551', subdistrictCode: '5611', villageCode: '626715' });
    expect(stored?.coordinates).toMatchObject({ lat: 15.4989, lng: 73.8278, source: 'exif', outsideBounds: false });
  });

  // ---- 2. The admin fills the taluka's row of the routing template and imports it. ----
  const admin = await createAdmin(request, ['routing', 'complaints'], { firstName: 'Desk', lastName: 'Routing' });
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, admin);
  try {
    await test.step('admin imports the Tiswadi contact from the routing template', async () => {
      await adminPage.goto('/admin/routing/template');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Routing Template' })).toBeVisible();
      const [download] = await Promise.all([adminPage.waitForEvent('download'), adminPage.getByRole('button', { name: /Download template/ }).click()]);
      expect(download.suggestedFilename()).toBe('routing-template.xlsx');
      const template = join(work, 'routing-template.xlsx');
      await download.saveAs(template);

      // Fill the taluka's row on the Node side, as an admin would in a spreadsheet.
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(template);
      const sheet = workbook.getWorksheet(ROUTING_TEMPLATE_SHEETS.rows)!;
      const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
      const column = (name: string) => {
        const index = header.indexOf(name);
        expect(index, `column ${name}`).toBeGreaterThan(0);
        return index;
      };
      const [copyEmail, copyName, copyDesignation] = routingTemplateRecipientColumns(1);
      let filled = 0;
      sheet.eachRow((row, n) => {
        if (n === 1 || String(row.getCell(column('Row ID')).value) !== tiswadi.rowId) return;
        expect(String(row.getCell(column('Location')).value)).toBe(tiswadi.location);
        expect(String(row.getCell(column('Authority Email')).value ?? '')).toBe('');
        row.getCell(column('Authority Email')).value = tiswadi.email;
        row.getCell(column('Designation')).value = tiswadi.designation;
        row.getCell(column('Name')).value = tiswadi.name;
        row.getCell(column(copyEmail)).value = tiswadi.copy.email;
        row.getCell(column(copyName)).value = tiswadi.copy.name;
        row.getCell(column(copyDesignation)).value = tiswadi.copy.designation;
        filled += 1;
      });
      expect(filled).toBe(1);
      const filledFile = join(work, 'routing-filled.xlsx');
      await workbook.xlsx.writeFile(filledFile);

      await adminPage.getByLabel('Filled template (.xlsx)').setInputFiles(filledFile);
      await adminPage.getByRole('button', { name: 'Validate' }).click();
      const status = adminPage.getByTestId('template-status');
      await expect(status).toHaveText('Validation passed. Ready to import.', { timeout: 30_000 });
      await adminPage.getByRole('button', { name: 'Import' }).click();
      await expect(status).toHaveText('Imported 1 records', { timeout: 30_000 });
    });

    // ---- 3. The admin forwards the complaint from the desk's quick update. ----
    await test.step('admin forwards the complaint past the Deepest routing contact missing dialog', async () => {
      await adminPage.goto('/admin/complaints');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
      const row = adminPage.locator(`tr[data-complaint-id="${id}"]`);
      await expect(row).toContainText(complaint.title);
      await expect(row).toContainText(`Garbage & Waste · ${complaint.location}`);
      await expect(row).toContainText(citizen.user.email);
      await expect(row.getByTestId('status-badge')).toHaveText('Pending');
      // The recipients were resolved when the complaint was filed, before the Tiswadi contact existed: the desk
      // shows the stored (empty) list until a forward resolves them again.
      const authority = row.getByRole('cell').nth(2);
      await expect(authority).toHaveText('None');

      await row.getByLabel('Status', { exact: true }).selectOption('forwarded');
      await row.getByLabel('Message (optional)', { exact: true }).fill(complaint.note);
      await row.getByRole('button', { name: 'Save' }).click();

      const warning = adminPage.getByRole('dialog', { name: 'Deepest routing contact missing' });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(`found at the taluka (subdistrict) level (${tiswadi.location}), not at the complaint's village level`);
      // The routing check resolves afresh: a forward now reaches the imported contact and its copy.
      await expect(warning.getByTestId('routing-dialog-recipients').getByRole('listitem')).toHaveText([
        `${tiswadi.email} (primary)`,
        `${tiswadi.copy.email} (copy)`,
      ]);
      await warning.getByRole('button', { name: 'Continue anyway' }).click();
      await expect(warning).toBeHidden();
      await expect(toast(adminPage, 'Complaint forwarded')).toBeVisible();

      // The forward stored the recipients it resolved: the desk now lists the taluka contact and its copy.
      await expect(row.getByTestId('status-badge')).toHaveText('Forwarded');
      await expect(authority).toHaveText(`${tiswadi.email}+1 more`);
    });
  } finally {
    await adminContext.close();
  }

  // ---- 4. The authority email with the letter, in the sent-mail log. ----
  await test.step('the authority email carries the letter with the complaint', async () => {
    const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
    let mail: MailSummary | undefined;
    await expect
      .poll(
        async () => {
          mail = await authorityMail(request, superadmin.token);
          return mail?.attachments.length ?? 0;
        },
        { message: `forward email to ${tiswadi.email}`, timeout: 30_000 },
      )
      .toBe(1);
    expect(mail!.to).toEqual([tiswadi.email]);
    expect(mail!.cc).toEqual([tiswadi.copy.email]);
    const [letter] = mail!.attachments;
    expect(letter).toMatchObject({ filename: `authority-letter-${id}.pdf`, contentType: 'application/pdf' });

    const response = await request.get(`/api/admin/mail/${mail!._id}/attachments/${letter.id}`, { headers: { Authorization: `Bearer ${superadmin.token}` } });
    expect(response.ok(), `download the letter: HTTP ${response.status()}`).toBe(true);
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBe(letter.size);

    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    let text: string;
    try {
      text = (await parser.getText()).text.replace(/\s+/g, ' ');
    } finally {
      await parser.destroy();
    }
    // The summary table of the letter: each value after its label.
    expect(text).toContain(`Complaint ID ${id}`);
    expect(text).toContain(`Title ${complaint.title}`);
    expect(text).toContain(`Location ${complaint.location}`);
    expect(text).toContain(`${tiswadi.designation} ${tiswadi.name}`);
  });

  // ---- 5. The citizen sees the forward in My Complaints. ----
  await test.step('My Complaints shows the complaint as forwarded with its history', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Complaints' })).toBeVisible();
    const row = page.getByTestId('complaint-row').filter({ hasText: id });
    await expect(row.getByTestId('status-badge')).toHaveText('Forwarded');
    await row.getByRole('link', { name: complaint.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: complaint.title })).toBeVisible();
    await expect(page.getByTestId('detail-id')).toHaveText(id);
    // Newest first: the forward with the admin's note, then the filing.
    const updates = page.getByTestId('update-list').getByRole('listitem');
    await expect(updates).toHaveCount(2);
    await expect(updates.getByTestId('status-badge')).toHaveText(['Forwarded', 'Pending']);
    await expect(updates.nth(0)).toContainText(complaint.note);
    await expect(updates.nth(1)).toContainText('Complaint submitted');
  });
});
