import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { SATARI, setContact } from './helpers/routing.js';
import { SUPERADMIN, type Session, createAdmin, createVerifiedCitizen, login, uniqueEmail, useSession } from './helpers/session.js';

/*
 * The admin complaints desk (admin spec sections 2, 4, 5 and 8) against the real server: a routing contact at the
 * taluka (not at the complaint's village), then the desk: status filters, the rejection note rule, archive and
 * restore, the 'Deepest routing contact missing' dialog before forwarding, delete, and the sent-mail log showing the
 * authority email with the authority letter (PDF) attached. Each test files the complaints it acts on through the
 * API (a verified citizen of its own, an uploaded photo), so that any one of them runs alone or in any order.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 32×32 RGB PNG (a colour gradient), built here so that the test needs no fixture file. */
function samplePng(): Buffer {
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(x * 8, y * 8, 128);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** Satari taluka (North Goa) and its village Ravona: the contact is at the taluka, the complaint names the village. */
const GEO = { districtCode: '551', subdistrictCode: '5613', villageCode: '626767' };
const RAVONA = { lat: 15.61128, lng: 74.04155 };
const RUN = Date.now().toString(36);

interface Filed {
  id: string;
  title: string;
}

async function fileComplaint(request: APIRequestContext, citizen: Session, title: string, coordinates = RAVONA): Promise<Filed> {
  const upload = await ok<{ url: string }>(
    await request.post('/api/uploads/local', {
      headers: auth(citizen),
      multipart: { file: { name: 'evidence.png', mimeType: 'image/png', buffer: samplePng() } },
    }),
    'upload photo',
  );
  const filed = await ok<{ id: string }>(
    await request.post('/api/complaints', {
      headers: auth(citizen),
      data: {
        category: 'animals',
        subcategory: 'Cattle on road',
        title,
        description: 'Cattle rest on the road at night; vehicles swerve around them.',
        location: 'Ravona, Satari, North Goa',
        landmark: 'Near the village temple',
        urgency: 'high',
        photos: [upload.url],
        authorizeRepresentative: true,
        geo: GEO,
        coordinates: { ...coordinates, source: 'manual' },
        // A pin away from Ravona (the border case below) keeps the Satari place: the citizen confirmed both.
        geoMismatchConfirmed: coordinates !== RAVONA,
      },
    }),
    'file complaint',
  );
  return { id: filed.id, title };
}

/** The desk's admin, the superadmin and the taluka contact the complaints are routed to. */
interface Desk {
  superadmin: Session;
  admin: Session;
  authorityEmail: string;
  copyEmail: string;
}

function row(page: Page, complaint: Filed): Locator {
  return page.locator(`tr[data-complaint-id="${complaint.id}"]`);
}

/** Chooses one action of a row's actions menu (View details, Archive or Restore, Delete). */
async function rowAction(page: Page, complaint: Filed, action: string): Promise<void> {
  await row(page, complaint)
    .getByRole('button', { name: `Actions for ${complaint.id}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/**
 * `desk`: the admins and a category contact at the taluka, one level above the complaints' village, made once per
 * worker (replacing the contact an earlier worker left). `citizen`: a verified citizen of the test's own, whose
 * monthly quota holds the complaints the test files.
 */
const it = test.extend<{ citizen: Session }, { desk: Desk }>({
  desk: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      try {
        const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
        const admin = await createAdmin(request, ['complaints'], { firstName: 'Desk', lastName: 'Admin' });
        const authorityEmail = uniqueEmail('mamlatdar-satari');
        const copyEmail = uniqueEmail('bdo-satari');
        await setContact(request, superadmin, SATARI, {
          categoryKey: 'animals',
          authorityEmail,
          authorityDesignation: 'Mamlatdar',
          authorityName: 'Mamlatdar of Satari',
          authorityDepartment: 'Revenue Department',
          additionalRecipients: [{ authorityEmail: copyEmail, authorityDesignation: 'Block Development Officer', authorityName: 'BDO Satari' }],
        });
        await use({ superadmin, admin, authorityEmail, copyEmail });
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  citizen: async ({ request }, use) => {
    await use(await createVerifiedCitizen(request, { firstName: 'Ravi', lastName: 'Gaonkar' }));
  },
});

/** Sets a complaint's status through the API, as the desk's admin. */
async function setStatus(request: APIRequestContext, desk: Desk, complaint: Filed, status: string, message: string): Promise<void> {
  await ok(
    await request.patch(`/api/admin/complaints/${complaint.id}/status`, { headers: auth(desk.admin), data: { status, message } }),
    `set status ${status}`,
  );
}

it.describe('admin complaints desk', () => {
  it.beforeEach(async ({ page, desk }) => {
    await useSession(page, desk.admin);
  });

  it('lists the complaints with recipients, reporter and status, filters by status and searches the page', async ({ page, request, citizen, desk }) => {
    const pending = await fileComplaint(request, citizen, `Herd of cattle on the highway ${RUN}`);
    const other = await fileComplaint(request, citizen, `Stray cattle near the bus stop ${RUN}`);
    await page.goto('/admin/complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await expect(page.getByTestId('routing-reminder')).toContainText('Routing reminder');
    await expect(page.getByText('Page 1 of')).toBeVisible();

    const listed = row(page, pending);
    await expect(listed).toContainText(pending.title);
    await expect(listed).toContainText('Ravona, Satari, North Goa');
    await expect(listed).toContainText(desk.authorityEmail);
    await expect(listed).toContainText('+1 more');
    await expect(listed).toContainText(citizen.user.email);
    await expect(listed.getByTestId('status-badge')).toHaveText('Pending');

    // The search covers the current page only: title, category and location.
    const search = page.getByLabel('Search this page (title, category, location)');
    await search.fill(`bus stop ${RUN}`);
    await expect(row(page, other)).toBeVisible();
    await expect(row(page, pending)).toHaveCount(0);
    await search.fill('');

    await page.getByRole('button', { name: 'Resolved', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Resolved', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/status=resolved/);
    await expect(row(page, pending)).toHaveCount(0);
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await expect(row(page, pending)).toBeVisible();
  });

  it('a rejection needs a note; with one the status is saved and the Rejected filter lists it', async ({ page, request, citizen }) => {
    const rejected = await fileComplaint(request, citizen, `Cattle blocking the school road ${RUN}`);
    const pending = await fileComplaint(request, citizen, `Cattle grazing by the market ${RUN}`);
    await page.goto('/admin/complaints');
    const r = row(page, rejected);
    await r.getByLabel('Status', { exact: true }).selectOption('rejected');
    await r.getByRole('button', { name: 'Save' }).click();
    await expect(r.getByRole('alert')).toHaveText('Please add a note explaining the rejection.');
    await expect(toast(page, 'Please add a note explaining the rejection.')).toBeVisible();
    await expect(r.getByTestId('status-badge')).toHaveText('Pending');

    await r.getByLabel('Message (required for a rejection)').fill('Cattle are owned and the owner was warned; no civic action is needed.');
    await r.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Status updated')).toBeVisible();
    await expect(r.getByTestId('status-badge')).toHaveText('Rejected');

    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    await expect(row(page, rejected)).toBeVisible();
    await expect(row(page, pending)).toHaveCount(0);

    // The history of the details panel keeps the note.
    await rowAction(page, rejected, 'View details');
    const panel = page.getByRole('dialog', { name: `Complaint ${rejected.id}` });
    await expect(panel.getByTestId('status-history')).toContainText('owner was warned');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  it('archive and restore, each after a confirm with an optional message', async ({ page, request, citizen }) => {
    // Just north of Goa (within the tolerance): stored snapped to the border and flagged.
    const complaint = await fileComplaint(request, citizen, `Stray cattle near the bus stop ${RUN}`, { lat: 15.94, lng: 74.04155 });
    await page.goto('/admin/complaints');
    await rowAction(page, complaint, 'Archive');
    const dialog = page.getByRole('dialog', { name: 'Archive complaint' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Message (optional)', { exact: true }).fill('Duplicate of an earlier report');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page, 'Archived')).toBeVisible();
    await expect(row(page, complaint)).toHaveCount(0);

    await page.getByLabel('Show archived only').check();
    await expect(row(page, complaint)).toContainText('Archived');
    await rowAction(page, complaint, 'View details');
    const panel = page.getByRole('dialog', { name: `Complaint ${complaint.id}` });
    await expect(panel.getByTestId('coordinates')).toHaveText('15.916000, 74.041550');
    await expect(panel.getByText('outside bounds', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();

    await rowAction(page, complaint, 'Restore');
    const restore = page.getByRole('dialog', { name: 'Restore complaint' });
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, 'Restored')).toBeVisible();
    await expect(row(page, complaint)).toHaveCount(0);
    await page.getByLabel('Show archived only').uncheck();
    await expect(row(page, complaint)).toBeVisible();
    await expect(row(page, complaint)).not.toContainText('Archived');
  });

  it("forwarding warns 'Deepest routing contact missing' when the contact is only at the taluka; Continue anyway forwards", async ({
    page,
    request,
    citizen,
    desk,
  }) => {
    const complaint = await fileComplaint(request, citizen, `Herd of cattle on the highway ${RUN}`);
    await page.goto('/admin/complaints');
    await rowAction(page, complaint, 'View details');
    const panel = page.getByRole('dialog', { name: `Complaint ${complaint.id}` });
    await expect(panel.getByRole('heading', { name: complaint.title })).toBeVisible();
    await expect(panel).toContainText('Stray Animals');
    await expect(panel).toContainText('Cattle on road');
    await expect(panel.getByTestId('coordinates')).toHaveText('15.611280, 74.041550');
    await expect(panel.getByRole('link', { name: /Open map/ })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=15\.611280&mlon=74\.041550#map=18/);
    await expect(panel.getByText('outside bounds', { exact: true })).toHaveCount(0);
    await expect(panel.getByRole('listitem').filter({ hasText: 'Primary' })).toContainText(desk.authorityEmail);
    await expect(panel.getByRole('listitem').filter({ hasText: 'Copy' })).toContainText(desk.copyEmail);
    const photo = panel.getByRole('img', { name: `Photo 1 of 1 of complaint ${complaint.id}: ${complaint.title}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await panel.getByLabel('Status', { exact: true }).selectOption('forwarded');
    await panel.getByLabel('Message (optional)', { exact: true }).fill('Please remove the cattle from the highway.');
    await panel.getByRole('button', { name: 'Save' }).click();
    const warning = page.getByRole('dialog', { name: 'Deepest routing contact missing' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("found at the taluka (subdistrict) level (Satari, North Goa), not at the complaint's village level");
    await expect(warning.getByRole('link', { name: 'Routing Contacts' })).toHaveAttribute('href', '/admin/routing');
    await expect(warning.getByRole('link', { name: 'Routing Template' })).toHaveAttribute('href', '/admin/routing/template');
    await expect(warning.getByTestId('routing-dialog-recipients')).toContainText(desk.authorityEmail);

    // Cancel keeps the complaint as it was.
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toBeHidden();
    await expect(panel.getByTestId('status-badge').first()).toHaveText('Pending');

    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(toast(page, 'Complaint forwarded')).toBeVisible();
    await expect(panel.getByTestId('status-badge').first()).toHaveText('Forwarded');
    await expect(panel.getByTestId('status-history')).toContainText('Please remove the cattle from the highway.');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(row(page, complaint).getByTestId('status-badge')).toHaveText('Forwarded');
  });

  it('delete after a confirm, from the actions menu by keyboard on a 360 px phone', async ({ page, request, citizen, desk }) => {
    const complaint = await fileComplaint(request, citizen, `Cattle blocking the school road ${RUN}`);
    await setStatus(request, desk, complaint, 'rejected', 'Cattle are owned and the owner was warned.');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/complaints?status=rejected');
    const r = row(page, complaint);
    // The card keeps what a decision needs; its actions wait behind one menu button, no Delete on the card itself.
    await expect(r).toContainText(complaint.title);
    await expect(r.getByTestId('status-badge')).toHaveText('Rejected');
    await expect(r.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(r.getByRole('button', { name: 'Save' })).toBeHidden();
    await expect(r.getByText(citizen.user.email)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const menuButton = r.getByRole('button', { name: `Actions for ${complaint.id}` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'View details' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    // Escape closes the menu and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete complaint' });
    await expect(dialog).toContainText(complaint.id);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(r).toBeVisible();
    await rowAction(page, complaint, 'Delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Deleted')).toBeVisible();
    await expect(row(page, complaint)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('page-label')).toBeVisible();
    await expect(row(page, complaint)).toHaveCount(0);
  });
});

it.describe('sent-mail log after a forward', () => {
  it('lists the authority email with the authority letter attached, downloadable, with its text and HTML', async ({ page, request, citizen, desk }) => {
    const complaint = await fileComplaint(request, citizen, `Herd of cattle on the highway ${RUN}`);
    await setStatus(request, desk, complaint, 'forwarded', 'Please remove the cattle from the highway.');
    await useSession(page, desk.superadmin);
    await page.goto(`/admin/mail?q=${encodeURIComponent(desk.authorityEmail)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sent Mail' })).toBeVisible();
    // The other forwards of this worker's tests went to the same authority: this complaint's email is the one.
    const message = page.getByTestId('mail-row').filter({ hasText: desk.authorityEmail }).filter({ hasText: complaint.id });
    // The forward email is sent by a worker: refresh until it is recorded.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(message).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(message).toContainText(desk.copyEmail);
    await expect(message).toContainText(complaint.id);
    const letterName = `authority-letter-${complaint.id}.pdf`;
    const attachment = message.getByRole('button', { name: letterName });
    await expect(attachment).toBeVisible();
    await expect(message).toContainText(/\(\d+(\.\d)? KB\)/);

    const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe(letterName);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await message.getByRole('button', { name: /^View / }).click();
    const detail = page.getByTestId('mail-detail');
    await expect(detail.getByTestId('mail-text')).toContainText('Please remove the cattle from the highway.');
    await expect(page.frameLocator('iframe[title="Email HTML"]').locator('body')).toContainText(complaint.title);
  });
});
