import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Locator, type Page, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ROUTING_TEMPLATE_SHEETS } from '../libs/contracts/src/index.js';
import { BARDEZ, CANDOLIM, removeContact, setContact } from './helpers/routing.js';
import { type Session, createAdmin, uniqueEmail, useSession } from './helpers/session.js';

/*
 * Geography and routing (admin spec sections 2, 4, 5 and 9; citizen spec section 2, location picker), each
 * journey on its own, with what it needs set up through the API: an admin holding the routing module adds a
 * contact for the taluka Bardez, imports a contact for the village Candolim from the downloaded template, tests
 * routing for Calangute (a Bardez village without its own contact, so it falls back to the taluka) and for
 * Candolim, edits and deletes a contact; each finds its changes in the audit log.
 */

// Validating and importing the whole template can take a while on a shared machine.
test.describe.configure({ timeout: 90_000 });

const work = mkdtempSync(join(tmpdir(), 'e2e-routing-'));
const BARDEZ_OFFICER = 'Block Development Officer';
const CANDOLIM_ROW_ID = 'V-626697';
const SARPANCH = { designation: 'Sarpanch', name: 'Candolim Panchayat' };

/** A new admin holding the routing module, signed in on the page. */
const it = test.extend<{ admin: Session }>({
  admin: async ({ request, page }, use) => {
    const admin = await createAdmin(request, ['routing']);
    await useSession(page, admin);
    await use(admin);
  },
});

/** Waits until the routing audit log shows a row matching each of `rows` (the audit worker writes them shortly after). */
async function expectLogRows(page: Page, rows: RegExp[]) {
  await page.goto('/admin/routing/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Routing Audit Logs' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    for (const name of rows) await expect(page.getByRole('row', { name })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Chooses an option of a labelled select once the list has loaded it. */
async function choose(scope: Locator, label: string | RegExp, option: string) {
  const select = typeof label === 'string' ? scope.getByLabel(label, { exact: true }) : scope.getByLabel(label);
  await expect(select.locator('option', { hasText: option })).toHaveCount(1);
  await select.selectOption({ label: option });
}

/** Opens the location picker from `button` and chooses North Goa, Bardez and optionally a village. */
async function pickInBardez(page: Page, button: Locator, dialogName: string, village?: string) {
  await button.click();
  const picker = page.getByRole('dialog', { name: dialogName });
  await expect(picker).toBeVisible();
  await choose(picker, 'District', 'North Goa');
  await choose(picker, /Taluka/, 'Bardez');
  if (village) await choose(picker, /Village/, village);
  await picker.getByRole('button', { name: 'Use this location' }).click();
  await expect(picker).toBeHidden();
}

it('adds a routing contact for the taluka Bardez through the Add Contact modal', async ({ page, request, admin }) => {
  const bardez = { email: uniqueEmail('bdo-bardez'), designation: BARDEZ_OFFICER };
  await removeContact(request, admin, BARDEZ);
  await page.goto('/admin/routing');
  await expect(page.getByRole('heading', { level: 1, name: 'Routing Contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Contact' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Routing Contact' });

  // The spec's rules before anything is sent.
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog.getByText('Choose a location down to at least a district')).toBeVisible();
  await expect(dialog.getByText('Authority Email is required')).toBeVisible();
  await expect(dialog.getByText('Designation is required')).toBeVisible();

  // The picker is a keyboard dialog: Escape closes it and returns to the modal.
  await dialog.getByRole('button', { name: 'Choose location' }).click();
  await expect(page.getByRole('dialog', { name: 'Location of the contact' })).toBeVisible();
  await page.keyboard.press('Escape');
  dialog = page.getByRole('dialog', { name: 'Add Routing Contact' });
  await expect(dialog).toBeVisible();

  await pickInBardez(page, dialog.getByRole('button', { name: 'Choose location' }), 'Location of the contact');
  dialog = page.getByRole('dialog', { name: 'Add Routing Contact' });
  await expect(dialog.getByTestId('add-contact-location')).toHaveText('Bardez, North Goa');
  await expect(dialog.getByTestId('add-contact-level')).toHaveText('subdistrict');
  await dialog.getByLabel(/Authority Email/).fill(bardez.email.toUpperCase());
  await dialog.getByLabel(/Designation/).fill(bardez.designation);
  await dialog.getByLabel(/Phone/).fill('0832 226 2206');
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await dialog.getByLabel('Recipient 1 email').fill('mamlatdar.bardez@e2e.goa-civic.local');
  await dialog.getByLabel('Recipient 1 designation').fill('Mamlatdar');
  await dialog.getByRole('button', { name: 'Add Contact' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search').fill(bardez.email);
  const row = page.getByTestId('routing-contact-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText(['subdistrict', /^Bardez, North Goa/, 'Default', `${bardez.email}+1 more`, /Edit.*Delete/]);

  // The export holds the new contact.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('routing-contacts.xlsx');
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await download.path());
  const values = exported.getWorksheet(ROUTING_TEMPLATE_SHEETS.rows)!.getSheetValues().flat().map(String);
  expect(values).toContain(bardez.email);

  await expectLogRows(page, [new RegExp(`Contact created.*Bardez, North Goa.*${bardez.email}`)]);
});

it('imports one row of the downloaded template: Imported 1 records', async ({ page, admin }) => {
  const candolim = { email: uniqueEmail('sarpanch-candolim'), ...SARPANCH };
  await page.goto('/admin/routing/template');
  await expect(page.getByRole('heading', { level: 1, name: 'Routing Template' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Categories and their keys' }).getByRole('row', { name: /roads/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();

  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('template-status')).toHaveText('Please choose a file first');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download template/ }).click()]);
  expect(download.suggestedFilename()).toBe('routing-template.xlsx');
  const template = join(work, 'routing-template.xlsx');
  await download.saveAs(template);

  // Fill Candolim's row on the Node side, as an admin would in a spreadsheet.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.getWorksheet(ROUTING_TEMPLATE_SHEETS.rows)!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const column = (name: string) => {
    const index = header.indexOf(name);
    expect(index, `column ${name}`).toBeGreaterThan(0);
    return index;
  };
  let filled = 0;
  sheet.eachRow((row, n) => {
    if (n === 1 || String(row.getCell(column('Row ID')).value) !== CANDOLIM_ROW_ID) return;
    expect(String(row.getCell(column('Location')).value)).toBe(CANDOLIM.label);
    row.getCell(column('Authority Email')).value = candolim.email;
    row.getCell(column('Designation')).value = candolim.designation;
    row.getCell(column('Name')).value = candolim.name;
    filled += 1;
  });
  expect(filled).toBe(1);
  const filledFile = join(work, 'routing-filled.xlsx');
  await workbook.xlsx.writeFile(filledFile);

  await page.getByLabel('Filled template (.xlsx)').setInputFiles(filledFile);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('template-status')).toHaveText('Validation passed. Ready to import.', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('template-status')).toHaveText('Imported 1 records', { timeout: 30_000 });

  await page.goto(`/admin/routing?q=${encodeURIComponent(candolim.email)}`);
  await expect(page.getByTestId('routing-contact-row').getByRole('cell')).toHaveText([
    'village',
    /^Candolim, Bardez, North Goa/,
    'Default',
    candolim.email,
    /Edit/,
  ]);

  // Other journeys may import templates too: look for this admin's import.
  await expectLogRows(page, [new RegExp(`Template imported.*${admin.user.email}`)]);
  await expect(page.getByRole('columnheader')).toHaveText(['Action', 'User', 'Details', 'When']);
  const imported = page.getByRole('row', { name: /Template imported/ }).filter({ hasText: admin.user.email });
  await expect(imported.getByRole('cell').nth(1)).toHaveText(admin.user.email);
  await expect(imported.getByRole('cell').nth(2)).toContainText('Imported 1 records');
});

it('Test Routing: a Bardez village without a contact falls back to the taluka; Candolim has its own', async ({ page, request, admin }) => {
  const bardez = { email: uniqueEmail('bdo-bardez'), designation: BARDEZ_OFFICER };
  const candolim = { email: uniqueEmail('sarpanch-candolim'), ...SARPANCH };
  await setContact(request, admin, BARDEZ, {
    authorityEmail: bardez.email,
    authorityDesignation: bardez.designation,
    phone: '0832 226 2206',
    additionalRecipients: [{ authorityEmail: 'mamlatdar.bardez@e2e.goa-civic.local', authorityDesignation: 'Mamlatdar' }],
  });
  await setContact(request, admin, CANDOLIM, {
    authorityEmail: candolim.email,
    authorityDesignation: candolim.designation,
    authorityName: candolim.name,
  });
  await page.goto('/admin/routing/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Test Routing' })).toBeVisible();

  await pickInBardez(page, page.getByRole('button', { name: 'Choose location' }), 'Location to test', 'Calangute');
  await expect(page.getByTestId('test-routing-location')).toHaveText('Calangute, Bardez, North Goa');
  await page.getByRole('button', { name: 'Test' }).click();
  const card = page.getByTestId('test-routing-result');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Contact found at subdistrict level');
  await expect(card).toContainText('No contact at the village level: the complaint falls back to the subdistrict (Bardez, North Goa).');
  await expect(card).toContainText(bardez.email);
  await expect(card).toContainText('0832 226 2206');
  await expect(card.getByRole('listitem')).toHaveText([
    `${bardez.email} — ${bardez.designation}(primary)`,
    'mamlatdar.bardez@e2e.goa-civic.local — Mamlatdar(copy)',
  ]);

  await pickInBardez(page, page.getByRole('button', { name: 'Change location' }), 'Location to test', 'Candolim');
  await page.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Contact found at village level');
  await expect(card).toContainText(candolim.email);
  await expect(card).toContainText(candolim.name);
});

it('edits a contact after confirming the changes, then deletes it', async ({ page, request, admin }) => {
  const candolim = { email: uniqueEmail('sarpanch-candolim'), ...SARPANCH };
  await setContact(request, admin, CANDOLIM, {
    authorityEmail: candolim.email,
    authorityDesignation: candolim.designation,
    authorityName: candolim.name,
  });
  await page.goto(`/admin/routing?q=${encodeURIComponent(candolim.email)}`);
  const row = page.getByTestId('routing-contact-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Routing Contact' });
  await dialog.getByLabel(/Authority Email/).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid email: not-an-email')).toBeVisible();
  await dialog.getByLabel(/Authority Email/).fill(candolim.email);
  await dialog.getByLabel(/Phone/).fill('0832 227 6000');
  await dialog.getByLabel('Active').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm changes' });
  await expect(confirm.getByRole('listitem')).toHaveText([/^Phone\(empty\).*0832 227 6000$/, /^StatusActive.*Inactive$/]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Routing Contact' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Edit Routing Contact' }).getByRole('button', { name: 'Save' }).click();
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toContainText('Inactive');

  await page.getByLabel('Active', { exact: true }).selectOption('Inactive');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Delete/ }).click();
  const remove = page.getByRole('dialog', { name: 'Delete routing contact?' });
  await expect(remove).toContainText(`The Default contact for ${CANDOLIM.label} (${candolim.email}) will be removed.`);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No routing contacts found.')).toBeVisible();

  await expectLogRows(page, [/Contact updated.*Candolim.*Phone/, new RegExp(`Contact deleted.*Candolim.*${candolim.email}`)]);
});
