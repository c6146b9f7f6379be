import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import pg from 'pg';
import { SUPERADMIN, type Session, createVerifiedCitizen, login, useSession } from './helpers/session.js';

/*
 * Deadlines and escalation in the browser: a forwarded complaint whose due date has passed shows its
 * reporter 'Overdue by N days'; the reporter escalates it to level 1 ("Escalate now"); once the authority resolved
 * it, the reporter confirms the fix with an after-photo taken at the pin (goa-panaji.jpg carries EXIF GPS 15.4989 N,
 * 73.8278 E), which the server verifies.
 *
 * Time: the server's Clock is the real one here, so the test moves the complaint's due date into the past in the
 * database (E2E_DATABASE_URL, the database e2e/serve.mjs created) rather than moving time; no test-only route exists.
 */

const here = dirname(fileURLToPath(import.meta.url));
const databaseUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/civic_e2e';
const RUN = Date.now().toString(36);
const CATEGORY = `e2e_escalation_${RUN}`;
/** City Corporation Panaji (ULB 252071, North Goa 551); the pin is where goa-panaji.jpg was taken. */
const PANAJI_GEO = { districtCode: '551', ulbCode: '252071' };
const PIN = { lat: 15.4989, lng: 73.8278 };
const LEVEL0 = `commissioner-${RUN}@ccp.e2e.goa-civic.local`;
const LEVEL1 = `collector-north-${RUN}@e2e.goa-civic.local`;

// A long journey (set-up through the API, two page loads, two uploads) on a shared, busy machine.
test.setTimeout(120_000);

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${body}`).toBe(true);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** Sets a complaint's due date `days` days in the past (the authority's deadline has passed). */
async function makeOverdue(publicId: string, days: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`UPDATE complaints SET due_at = now() - make_interval(days => $2::int) WHERE public_id = $1`, [publicId, days]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

test('an overdue complaint is escalated by its reporter, then its fix confirmed with an after-photo taken at the pin', async ({ page, request }) => {
  const superadmin = await login(request, SUPERADMIN.email, SUPERADMIN.password);
  const admin = auth(superadmin);
  await ok(
    await request.post('/api/admin/categories', {
      headers: admin,
      data: { key: CATEGORY, name: `Footpaths ${RUN}`, subcategories: ['Broken slabs'], responseDays: 7 },
    }),
    'create category',
  );
  await ok(
    await request.post('/api/admin/geo-routing/contacts', {
      headers: admin,
      data: { scope: 'Urban', ...PANAJI_GEO, categoryKey: CATEGORY, authorityEmail: LEVEL0, authorityDesignation: 'Commissioner, CCP' },
    }),
    'level-0 contact',
  );
  await ok(
    await request.post('/api/admin/geo-routing/contacts', {
      headers: admin,
      data: {
        scope: 'Urban',
        districtCode: '551',
        categoryKey: CATEGORY,
        authorityEmail: LEVEL1,
        authorityDesignation: 'Collector, North Goa',
        escalationLevel: 1,
      },
    }),
    'level-1 contact',
  );

  const citizen = await createVerifiedCitizen(request, { firstName: 'Savio', lastName: 'Fernandes' });
  const photo = readFileSync(join(here, 'fixtures/goa-panaji.jpg'));
  const upload = await ok<{ url: string }>(
    await request.post('/api/uploads/local', {
      headers: auth(citizen),
      multipart: { file: { name: 'before.jpg', mimeType: 'image/jpeg', buffer: photo } },
    }),
    'upload photo',
  );
  const { id } = await ok<{ id: string }>(
    await request.post('/api/complaints', {
      headers: auth(citizen),
      data: {
        category: CATEGORY,
        subcategory: 'Broken slabs',
        title: `Broken footpath slabs on 18th June Road ${RUN}`,
        location: '18th June Road, Panaji',
        photos: [upload.url],
        authorizeRepresentative: true,
        geo: PANAJI_GEO,
        coordinates: { ...PIN, source: 'exif' },
      },
    }),
    'file complaint',
  );
  await ok(await request.patch(`/api/admin/complaints/${id}/status`, { headers: admin, data: { status: 'forwarded' } }), 'forward');
  await makeOverdue(id, 3);

  // The reporter sees the complaint overdue and escalates it.
  await useSession(page, citizen);
  await page.goto(`/dashboard?id=${id}`);
  const ladder = page.getByTestId('escalation-panel');
  await expect(ladder.getByTestId('overdue')).toHaveText('Overdue by 3 days', { timeout: 20_000 });
  await expect(ladder).toContainText('No reminder or escalation has been sent yet.');
  await ladder.getByRole('button', { name: 'Escalate now' }).click();
  await expect(page.getByText('Escalated to level 1.', { exact: true })).toBeVisible();
  const steps = ladder.getByRole('list', { name: 'Reminders and escalations' });
  await expect(steps.getByRole('listitem')).toHaveCount(1);
  await expect(steps.getByRole('listitem').first()).toContainText('Escalated to level 1 (at your request)');
  await expect(steps.getByRole('listitem').first()).toContainText(`Sent to ${LEVEL1}`);
  await expect(steps.getByRole('listitem').first()).toContainText(`Copy to ${LEVEL0}`);
  await expect(ladder.getByRole('button', { name: 'Escalate now' })).toBeVisible(); // level 2 stays possible (the server applies 7 days)
  await expect(page.getByTestId('fix-panel')).toHaveCount(0);

  // The authority fixes it; the reporter confirms with an after-photo taken at the pin.
  await ok(await request.patch(`/api/admin/complaints/${id}/status`, { headers: admin, data: { status: 'resolved', message: 'Slabs relaid.' } }), 'resolve');
  await page.reload();
  const fix = page.getByTestId('fix-panel');
  await expect(fix).toContainText('The authority marked this complaint resolved.', { timeout: 20_000 });
  await expect(page.getByTestId('escalation-panel').getByRole('button', { name: 'Escalate now' })).toHaveCount(0);
  await fix.getByRole('button', { name: 'Confirm fix' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the fix' });
  await dialog.getByLabel('After-photo (optional)').setInputFiles(join(here, 'fixtures/goa-panaji.jpg'));
  await dialog.getByRole('button', { name: 'Confirm fix' }).click();
  await expect(page.getByText('Thank you. The fix is confirmed and verified at the reported location.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(fix.getByTestId('fix-verification')).toHaveText('Verified: the after-photo was taken at the reported location.');
  await expect(fix.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await expect(fix.getByRole('img', { name: `After-photo of complaint ${id}` })).toBeVisible();
  await expect(page.getByTestId('update-list')).toContainText(
    'The reporter confirmed the fix with an after-photo taken within 200 m of the reported location (verified).',
  );
});
