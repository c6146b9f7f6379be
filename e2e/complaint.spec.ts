import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { Messages } from '../libs/contracts/src/index.js';
import { SUPERADMIN, type Session, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Complaint filing (citizen spec sections 2 to 9): a verified citizen files a complaint with a real
 * geotagged photo and a village chosen in the location picker, sees the id, finds the complaint in My
 * Complaints, and gets the acknowledgement email; photos near and far outside Goa are snapped or refused;
 * a chosen pin is never overwritten by photo metadata.
 */

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

interface StoredComplaint {
  id: string;
  geo: Record<string, string | null>;
  coordinates: { lat: number; lng: number; source: string; outsideBounds: boolean };
  urgency: string;
  photos: string[];
}

// Filing runs the signup, the verification mail and the upload on a shared machine.
test.setTimeout(90_000);

/** Watches for the lazily loaded map chunk (Leaflet and react-leaflet). */
function watchMapChunk(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/goa-map-[^/]*\.js$/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

/** Step 1: a category and its first issue, then Next. */
async function chooseIssue(page: Page, category: string, issue: string) {
  await page.getByTestId('category-cards').getByText(category, { exact: true }).click();
  await page.getByLabel(issue, { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();
  // The step's fields load apart (a chunk of their own, 'Loading…' meanwhile): the journey goes on once they are in.
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
}

async function sentMailSubjects(request: APIRequestContext, email: string): Promise<string[]> {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const response = await request.get('/api/admin/mail', { headers: { Authorization: `Bearer ${superadmin.token}` }, params: { q: email } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { subject: string; to: string[] }[] };
  return body.items.filter((m) => m.to.includes(email)).map((m) => m.subject);
}

test('a citizen files a complaint with a geotagged photo and a village, then finds it in My Complaints', async ({ page, request }) => {
  const citizen: Session = await createVerifiedCitizen(request);
  await useSession(page, citizen);
  const mapChunk = watchMapChunk(page);

  await page.goto('/complaint');
  await expect(page.getByRole('heading', { level: 1, name: 'File a Complaint' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Category' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(Messages.complaint.hintCategory)).toBeVisible();
  await chooseIssue(page, 'Roads & Potholes', 'Potholes');

  // Step 2: the details.
  await page.getByRole('button', { name: 'Next' }).click();
  for (const hint of [Messages.complaint.hintTitle, Messages.complaint.hintLocationText, Messages.complaint.hintPhoto, Messages.complaint.hintCoordinates]) {
    await expect(page.getByText(hint)).toBeVisible();
  }
  await page.getByLabel('Title', { exact: true }).fill('Deep pothole outside the ferry jetty');
  await page.getByLabel(/^Description/).fill('Two-wheelers swerve into traffic to avoid it.');
  await page.getByLabel('Location', { exact: true }).fill('Ferry road, Chorao');
  await page.getByLabel('Landmark').fill('Near the ferry jetty');
  await page.getByLabel('High').check();

  // The Goa location, through the location picker: North Goa > Tiswadi > Chorao.
  await page.getByRole('button', { name: 'Choose location' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the Goa location' });
  await expect(picker).toBeVisible();
  await picker.getByLabel('District', { exact: true }).selectOption({ label: 'North Goa' });
  await picker.getByLabel(/Taluka/).selectOption({ label: 'Tiswadi' });
  await picker.getByLabel(/Village/).selectOption({ label: 'Chorao' });
  await picker.getByRole('button', { name: 'Use this location' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('geo-label')).toHaveText('Selected: Chorao, Tiswadi, North Goa');

  // The real geotagged photo: its EXIF places the pin.
  await page.getByLabel('Choose from gallery').setInputFiles(fixture('goa-panaji.jpg'));
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278');
  await expect(page.getByTestId('pin-summary')).toContainText('from the photo’s location data');
  await expect(page.getByTestId('photo-status')).toHaveText('Uploaded', { timeout: 20_000 });
  await expect(page.getByAltText('Photo 1: goa-panaji.jpg')).toBeVisible();
  // Free plan: one photo, so the picker is full.
  await expect(page.getByLabel('Choose from gallery')).toBeDisabled();

  // The map is not part of the wizard's bundle: it loads when the map dialog opens.
  expect(mapChunk).toEqual([]);
  await page.getByRole('button', { name: 'Adjust the pin on the map' }).click();
  const mapDialog = page.getByRole('dialog', { name: 'Drop a pin' });
  await expect(mapDialog.getByRole('region', { name: /Map of Goa/ })).toBeVisible();
  await expect(mapDialog.getByAltText('Complaint location pin')).toBeVisible();
  expect(mapChunk).toHaveLength(1);
  await expect(mapDialog.getByRole('button', { name: 'Use this pin' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(mapDialog).toBeHidden();
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.4989, 73.8278');

  // Step 3: review, authorise, submit.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeVisible();
  await expect(page.getByText('Deep pothole outside the ferry jetty')).toBeVisible();
  await expect(page.getByText('Chorao, Tiswadi, North Goa')).toBeVisible();
  await expect(page.getByTestId('review-coordinates')).toHaveText('15.4989, 73.8278');
  await expect(page.getByTestId('quota-usage')).toHaveText('0 of 3 complaints used this month.');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(page.getByText(Messages.complaint.hintAuthorize)).toBeVisible();
  await page.getByLabel(/I authorise the Goa Civic Portal team/).check();
  await page.getByRole('button', { name: 'Submit Complaint' }).click();

  await expect(page.getByRole('heading', { name: 'Complaint submitted' })).toBeVisible({ timeout: 15_000 });
  const id = (await page.getByTestId('complaint-id').textContent())!.trim();
  expect(id).toMatch(/^GOA-\d{4}-\d{6,}$/);

  // Stored as filed: the village's codes, the photo's point with source exif.
  const mine = await request.get('/api/complaints', { headers: { Authorization: `Bearer ${citizen.token}` } });
  const stored = ((await mine.json()) as { items: StoredComplaint[] }).items.find((c) => c.id === id);
  expect(stored).toBeTruthy();
  expect(stored!.geo).toMatchObject({ districtCode: '551', subdistrictCode: '5611', villageCode: '626706' });
  expect(stored!.coordinates).toMatchObject({ lat: 15.4989, lng: 73.8278, source: 'exif', outsideBounds: false });
  expect(stored!.urgency).toBe('high');
  expect(stored!.photos).toHaveLength(1);

  // File Another Complaint starts again at step 1.
  await page.getByRole('button', { name: 'File Another Complaint' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Category' })).toBeVisible();
  await expect(page.getByTestId('category-cards').getByRole('radio', { checked: true })).toHaveCount(0);

  // My Complaints: the list, then the detail.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Complaints' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByTestId('complaint-row').filter({ hasText: id });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('status-badge')).toHaveText('Pending');
  await expect(row).toContainText('Roads & Potholes · Potholes');
  await expect(row).toContainText('Ferry road, Chorao');
  await row.getByRole('link', { name: 'Deep pothole outside the ferry jetty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deep pothole outside the ferry jetty' })).toBeVisible();
  await expect(page.getByTestId('detail-id')).toHaveText(id);
  await expect(page.getByTestId('update-list')).toContainText('Complaint submitted');
  await expect(page.getByAltText(`Photo 1 of complaint ${id}: Deep pothole outside the ferry jetty`)).toBeVisible();
  await expect(page.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', /mlat=15\.498900&mlon=73\.827800/);

  // The acknowledgement is in the sent-mail log.
  await expect
    .poll(async () => (await sentMailSubjects(request, citizen.user.email)).find((s) => s.includes(id)), { timeout: 20_000 })
    .toBe(`Complaint ${id} received: Deep pothole outside the ferry jetty`);
});

test.describe('photo locations near and far outside Goa, and the citizen’s own pin', () => {
  test.use({ geolocation: { latitude: 15.55, longitude: 73.76 }, permissions: ['geolocation'] });

  test('a photo from Mumbai is refused, one just north of Goa is snapped, a chosen pin is never overwritten', async ({ page, request }) => {
    await useSession(page, await createVerifiedCitizen(request, { firstName: 'Ravi', lastName: 'Kamat' }));
    await page.goto('/complaint?category=garbage');
    await page.getByLabel('Illegal dumping', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const pinSummary = page.getByTestId('pin-summary');
    const notice = page.getByTestId('location-notice');

    // Mumbai: far outside Goa, its location is refused and no pin is placed.
    await page.getByLabel('Choose from gallery').setInputFiles(fixture('mumbai.jpg'));
    await expect(notice).toHaveText(`mumbai.jpg: ${Messages.complaint.outsideGoa} The photo’s location was not used.`);
    await expect(pinSummary).toContainText('No location yet');
    await page.getByRole('button', { name: 'Remove mumbai.jpg' }).click();
    await expect(page.getByTestId('photo-item')).toHaveCount(0);

    // 0.034 degrees north of Goa: snapped to the border with a warning.
    await page.getByLabel('Choose from gallery').setInputFiles(fixture('near-border-north.jpg'));
    await expect(page.getByTestId('pin-coordinates')).toHaveText('15.916, 73.8');
    await expect(notice).toHaveText(Messages.complaint.snappedWarning);

    // The device location replaces the photo's point.
    await page.getByRole('button', { name: 'Detect my location' }).click();
    await expect(page.getByTestId('pin-coordinates')).toHaveText('15.55, 73.76');
    await expect(pinSummary).toContainText('from your device location');
    await expect(notice).toHaveCount(0);

    // Removing the photo keeps the device location; a new geotagged photo does not overwrite it.
    await page.getByRole('button', { name: 'Remove near-border-north.jpg' }).click();
    await expect(page.getByTestId('pin-coordinates')).toHaveText('15.55, 73.76');
    await page.getByLabel('Choose from gallery').setInputFiles(fixture('goa-panaji.jpg'));
    await expect(page.getByTestId('photo-status')).toHaveText('Uploaded', { timeout: 20_000 });
    await expect(page.getByTestId('pin-coordinates')).toHaveText('15.55, 73.76');

    // Dropping a pin on the map (source manual), and a place search (source search).
    await page.getByRole('button', { name: 'Adjust the pin on the map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop a pin' });
    const map = dialog.getByRole('region', { name: /Map of Goa/ });
    await expect(map).toBeVisible();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2);
    await expect(dialog.getByTestId('pin-draft')).not.toContainText('15.55, 73.76');
    const dropped = (await dialog.getByTestId('pin-draft').textContent())!.replace('Selected point: ', '');
    await dialog.getByRole('button', { name: 'Use this pin' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('pin-coordinates')).toHaveText(dropped);
    await expect(pinSummary).toContainText('dropped on the map');

    await page.getByRole('button', { name: 'Adjust the pin on the map' }).click();
    await dialog.getByRole('combobox', { name: 'Search for a place' }).fill('Panaji');
    const option = dialog.getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(dialog.getByTestId('pin-draft')).not.toContainText(dropped);
    await dialog.getByRole('button', { name: 'Use this pin' }).click();
    await expect(pinSummary).toContainText('from the place search');
  });
});

test('a pin in Reis Magos (Bardez) with Chorao (Tiswadi) chosen: the wizard asks to confirm, and the desk sees the confirmation', async ({ page, request }) => {
  const citizen: Session = await createVerifiedCitizen(request, { firstName: 'Joao', lastName: 'Pereira' });
  await useSession(page, citizen);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/complaint');
  await chooseIssue(page, 'Roads & Potholes', 'Potholes');
  await page.getByLabel('Title', { exact: true }).fill('Pothole by the Reis Magos fort road');
  await page.getByLabel('Location', { exact: true }).fill('Fort road, Reis Magos');
  await page.getByRole('button', { name: 'Choose location' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the Goa location' });
  await picker.getByLabel('District', { exact: true }).selectOption({ label: 'North Goa' });
  await picker.getByLabel(/Taluka/).selectOption({ label: 'Tiswadi' });
  await picker.getByLabel(/Village/).selectOption({ label: 'Chorao' });
  await picker.getByRole('button', { name: 'Use this location' }).click();
  await page.getByLabel('Choose from gallery').setInputFiles(fixture('exif-no-gps.jpg'));
  await expect(page.getByTestId('photo-status')).toHaveText('Uploaded', { timeout: 30_000 });

  // The map dialog at 360 px: its title on screen, the typed coordinates put the pin at Reis Magos' centroid.
  await page.getByRole('button', { name: 'Drop a pin on the map' }).click();
  const mapDialog = page.getByRole('dialog', { name: 'Drop a pin' });
  const title = await mapDialog.getByRole('heading', { name: 'Drop a pin' }).boundingBox();
  expect(title!.y).toBeGreaterThanOrEqual(0);
  await mapDialog.getByLabel('Latitude (°N)').fill('15.50729');
  await mapDialog.getByLabel('Longitude (°E)').fill('73.81505');
  await mapDialog.getByRole('button', { name: 'Put the pin here' }).click();
  await mapDialog.getByRole('button', { name: 'Use this pin' }).click();
  await expect(page.getByTestId('pin-coordinates')).toHaveText('15.50729, 73.81505');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/I authorise the Goa Civic Portal team/).check();
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  const confirm = page.getByRole('dialog', { name: 'Is the location right?' });
  await expect(confirm).toContainText('The pin is nearest to Reis Magos, Bardez, North Goa, which is not in Tiswadi.');
  await confirm.getByRole('button', { name: 'File with this location' }).click();
  await expect(page.getByRole('heading', { name: 'Complaint submitted' })).toBeVisible({ timeout: 15_000 });
  const id = (await page.getByTestId('complaint-id').textContent())!.trim();

  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const stored = await request.get(`/api/admin/complaints/${id}`, { headers: { Authorization: `Bearer ${superadmin.token}` } });
  expect(((await stored.json()) as { geoMismatchConfirmed: boolean }).geoMismatchConfirmed).toBe(true);
});
