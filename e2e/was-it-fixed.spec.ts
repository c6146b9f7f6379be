import { expect, test } from '@playwright/test';
import pg from 'pg';
import { auth, forwardedComplaint, linkInEmail, ok } from './helpers/forwarded-complaint.js';
import { consoleMail, useSession } from './helpers/session.js';

/*
 * "Was it fixed?" on a phone (360 px), in Konkani: four weeks after its resolution, the reporter's email (read on the
 * app's console: e2e/helpers/session.ts, consoleMail) links to the questionnaire page; opening it changes nothing; the
 * reporter answers "not fixed" with a rating from the keyboard, and the complaint is reopened.
 *
 * Time: the server's Clock is the real one here, so the test moves the resolution four weeks into the past in the
 * database (E2E_DATABASE_URL, the database e2e/serve.mjs created), as e2e/escalation.spec.ts moves a due date, then
 * runs the daily job on demand (POST /api/admin/follow-ups/run).
 */

const databaseUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/civic_e2e';
const RUN = Date.now().toString(36);
const CATEGORY = `e2e_follow_up_${RUN}`;
const OFFICER_EMAIL = `engineer-${RUN}@ccp.e2e.goa-civic.local`;

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 780 } });

/** Dates the latest history entry (the resolution) and the stored start of the resolution `days` days back. */
async function resolvedDaysAgo(publicId: string, days: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `WITH resolution AS (SELECT date_trunc('milliseconds', now() - make_interval(days => $2::int)) AS began)
       UPDATE complaints
          SET updates = jsonb_set(updates, ARRAY[(jsonb_array_length(updates) - 1)::text, 'date'],
                        to_jsonb(to_char(resolution.began AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
              resolved_since = resolution.began
         FROM resolution
        WHERE public_id = $1 AND status = 'resolved'`,
      [publicId, days],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

test('four weeks after the resolution the reporter answers "Was it fixed?" in Konkani, and "not fixed" reopens the complaint', async ({ page, request }) => {
  const { id, citizen, superadmin } = await forwardedComplaint(request, {
    category: CATEGORY,
    categoryName: `Streetlights ${RUN}`,
    subcategory: 'Not working',
    officer: { email: OFFICER_EMAIL, name: 'Shri R. Kamat', designation: 'Engineer, CCP' },
    citizen: { firstName: 'Rekha', lastName: 'Gaonkar' },
    title: `Dark streetlight at Campal ${RUN}`,
    location: 'Campal, Panaji',
  });
  await ok(await request.patch('/api/auth/profile', { headers: auth(citizen), data: { locale: 'kok' } }), 'choose Konkani');
  await ok(await request.patch(`/api/admin/complaints/${id}/status`, { headers: auth(superadmin), data: { status: 'resolved' } }), 'resolve');
  await resolvedDaysAgo(id, 29);
  const run = await ok<{ sent: string[] }>(await request.post('/api/admin/follow-ups/run', { headers: auth(superadmin) }), 'run the follow-ups');
  expect(run.sent).toContain(id);

  // The email's link only opens the questionnaire page.
  const link = new URL(await linkInEmail(request, citizen.user.email, id, /https?:\/\/\S+\/was-it-fixed\?id=[A-Z0-9-]+/));
  await useSession(page, { ...citizen, user: { ...citizen.user, locale: 'kok' } });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kok');
  const form = page.getByTestId('follow-up-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('काम जालां?');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const pending = await ok<{ items: { complaintId: string }[] }>(await request.get('/api/complaints/follow-ups', { headers: auth(citizen) }), 'pending');
  expect(pending.items.map((q) => q.complaintId)).toContain(id);

  // Sent with nothing chosen: both questions say what they need.
  await form.getByRole('button', { name: 'म्हजी जाप धाडात' }).click();
  await expect(form.getByRole('alert')).toHaveCount(2);

  // From the keyboard: "not fixed", then the rating 2, then send.
  await form.getByRole('radio', { name: 'ना, काम जावंक ना' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: 'ना, काम जावंक ना' })).toBeChecked();
  await form.getByRole('radio', { name: '2 – वायट' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'म्हजी जाप धाडात' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('देव बरें करूं. तुमची तक्रार परत उगडल्या आनी कार्यालयाक कळयलां.')).toBeVisible();

  const mine = await ok<{ items: { id: string; status: string }[] }>(await request.get('/api/complaints', { headers: auth(citizen) }), 'my complaints');
  expect(mine.items.find((c) => c.id === id)?.status).toBe('in_progress');
  // The office is told, as on the reporter's own reopening: a second email about the complaint (the forward's, then this).
  await expect
    .poll(async () => (await consoleMail(request, OFFICER_EMAIL)).filter((m) => m.subject.includes(id)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
});
