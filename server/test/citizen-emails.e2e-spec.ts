import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { pdfText } from './billing-fixtures.js';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';

/**
 * The citizen's emails about a complaint lead somewhere: each says what happened in its subject and first line and
 * links to the complaint; an authority's answer carries its words and after-photos; a resolution asks "Is it fixed?"
 * with two links that only open the complaint's page (the complaint stays resolved until the page's form is sent); a
 * reopening sends the officer the complaint's letter again with the reporter's words and photos. Read from a real SMTP
 * server, as the recipients would.
 */

const stamp = Date.now();
const PUBLIC_URL = 'https://portal.citizen-mail.test';
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const OFFICE = `co.canacona-${stamp}@citizen-mail.test`;
const OFFICER = 'Shri R. Gaonkar';
const CATEGORY = `citizen_mail_${stamp}`;

describe("The citizen's emails say what happened and lead to the complaint", () => {
  let sink: MailSink;
  let t: TestApp;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-citizen-mail-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: sink.url, MAIL_FROM: 'Goa Civic Portal <portal@citizen-mail.test>', PUBLIC_URL });
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ key: CATEGORY, name: `Citizen mail ${stamp}`, subcategories: ['Potholes'], responseDays: 15 })
      .expect(201);
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({ scope: 'Urban', ...CANACONA_ULB, categoryKey: CATEGORY, authorityEmail: OFFICE, authorityName: OFFICER, authorityDesignation: 'Chief Officer' })
      .expect(201);
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addressedTo = (m: ParsedMail, email: string) => JSON.stringify([m.to, m.cc]).toLowerCase().includes(email.toLowerCase());

  /** The first message to `email` about complaint `id` whose subject matches. */
  const mailAbout = (email: string, id: string, subject: RegExp) =>
    eventually(async () => sink.received.find((m) => addressedTo(m, email) && m.subject?.includes(id) && subject.test(m.subject ?? '')) ?? null);

  async function fileAndForward(): Promise<{ id: string; token: string }> {
    const id = await fileComplaint(t, reporter, {
      category: CATEGORY,
      title: 'Crater on the Canacona market road',
      location: 'Market road near Chaudi bus stand, Canacona',
      geo: CANACONA_ULB,
      coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
    });
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    const forward = await eventually(
      async () => sink.received.find((m) => addressedTo(m, OFFICE) && m.subject?.includes(id) && m.attachments.length > 0) ?? null,
    );
    const token = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/respond/([A-Za-z0-9_-]{43})`).exec(forward.text ?? '')?.[1];
    expect(token).toBeDefined();
    return { id, token: token! };
  }

  const firstLine = (m: ParsedMail) => (m.text ?? '').trim().split('\n')[0];

  it('an answer and a return arrive as what they are, not as "is now forwarded", with the words and a link', async () => {
    const { id, token } = await fileAndForward();
    const forwarded = await mailAbout(reporter.email, id, /Forwarded to the authority/);
    expect(firstLine(forwarded)).toBe('Forwarded to the authority');
    expect(forwarded.text).toContain(`${PUBLIC_URL}/dashboard?id=${id}`);

    await t.http().post(`/api/respond/${token}`).send({ action: 'in_progress', message: 'Crew sent on Monday.' }).expect(200);
    const progress = await mailAbout(reporter.email, id, /In progress by/);
    expect(progress.subject).toBe(`Complaint ${id}: In progress by ${OFFICER}`);
    expect(firstLine(progress)).toBe(`In progress by ${OFFICER}`);
    expect(progress.text).toContain('Crew sent on Monday.');
    expect(progress.text).toContain(`Open your complaint: ${PUBLIC_URL}/dashboard?id=${id}`);
    expect(progress.html).toContain(`href="${PUBLIC_URL}/dashboard?id=${id}"`);

    await t.http().post(`/api/respond/${token}`).send({ action: 'not_ours', message: 'The PWD maintains this road.' }).expect(200);
    const returned = await mailAbout(reporter.email, id, /Returned by/);
    expect(returned.subject).toBe(`Complaint ${id}: Returned by ${OFFICER}: not their jurisdiction`);
    expect(returned.text).toContain('The PWD maintains this road.');
    expect(sink.received.filter((m) => addressedTo(m, reporter.email) && m.subject?.includes(id) && /is now forwarded/.test(m.subject ?? ''))).toEqual([]);
  });

  it('a resolution asks "Is it fixed?" with two links that only open the page, carries the after-photo, and a reopening sends the officer the letter', async () => {
    const { id, token } = await fileAndForward();
    const upload = await t.http().post(`/api/respond/${token}/photos`).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'resolved', message: 'Pothole filled with hot mix.', photos: [upload.body.url] })
      .expect(200);

    const resolved = await mailAbout(reporter.email, id, /Resolved by/);
    expect(resolved.subject).toBe(`Complaint ${id}: Resolved by ${OFFICER}. Is it fixed?`);
    expect(firstLine(resolved)).toBe(`Resolved by ${OFFICER}`);
    expect(resolved.text).toContain('Pothole filled with hot mix.');
    expect(resolved.text).toContain(`Yes, fixed: ${PUBLIC_URL}/dashboard?id=${id}&fixed=yes`);
    expect(resolved.text).toContain(`No, reopen it with a photo: ${PUBLIC_URL}/dashboard?id=${id}&fixed=no`);
    expect(resolved.html).toContain(`href="${PUBLIC_URL}/dashboard?id=${id}&amp;fixed=yes"`);
    expect(resolved.html).toContain('Is it fixed?');
    // The authority's after-photo, attached: a JPEG, not the words "Photo attached".
    expect(resolved.attachments.map((a) => a.contentType)).toEqual(['image/jpeg']);
    expect(resolved.attachments[0].size).toBeGreaterThan(1000);

    // The links only open a page: the complaint stays resolved and unconfirmed until the reporter sends the page's form.
    const mine = async () =>
      (
        (await t.http().get('/api/complaints').set(reporter.auth).expect(200)).body.items as {
          id: string;
          status: string;
          fix: { confirmedAt: string | null };
        }[]
      ).find((c) => c.id === id)!;
    expect(await mine()).toMatchObject({ status: 'resolved', fix: { confirmedAt: null } });

    // "No": the page's reopening form (POST) with new words and a photo.
    const again = await t.http().post('/api/uploads/local').set(reporter.auth).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    await t
      .http()
      .post(`/api/complaints/${id}/reopen`)
      .set(reporter.auth)
      .send({ message: 'Still a crater after the rain.', photos: [again.body.url] })
      .expect(200);
    const reopened = await eventually(
      async () =>
        sink.received.find((m) => addressedTo(m, OFFICE) && m.subject?.includes(id) && (m.text ?? '').includes('Still a crater after the rain.')) ?? null,
    );
    const letter = reopened.attachments.find((a) => a.contentType === 'application/pdf');
    expect(letter).toBeDefined();
    expect(await pdfText(letter!.content)).toContain(id);
    expect(reopened.attachments.filter((a) => a.contentType === 'image/jpeg')).toHaveLength(1);
  });

  it('a fix confirmed on the page is emailed as such', async () => {
    const { id, token } = await fileAndForward();
    await t.http().post(`/api/respond/${token}`).send({ action: 'resolved', message: 'Done.' }).expect(200);
    await mailAbout(reporter.email, id, /Is it fixed\?/);
    await t.http().post(`/api/complaints/${id}/confirm-fix`).set(reporter.auth).send({}).expect(200);
    const confirmed = await mailAbout(reporter.email, id, /You confirmed the fix/);
    expect(firstLine(confirmed)).toBe('You confirmed the fix');
  });
});
