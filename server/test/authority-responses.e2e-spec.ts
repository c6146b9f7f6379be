import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import type { ScorecardRow } from '../src/complaints/application/scorecards/scorecards.service.js';
import { Clock } from '../src/kernel/clock/clock.js';
import { pdfText } from './billing-fixtures.js';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';
import { createTestApp, eventually, freePort, type TestApp } from './helpers/test-app.js';

/**
 * Authorities answer through their response links: every email to an authority (and its PDF letter) carries the
 * recipient's link; each action changes the status, the history (source authority), the ladder and emails the
 * reporter; an acknowledgement's expected date holds the ladder (the injectable Clock); a return shows on the desk's
 * filter; revoked and expired links answer 410; the scorecards count the answers. A real SMTP server receives the mail.
 */

const stamp = Date.now();
const PUBLIC_URL = 'https://portal.respond.test';
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
/** Where goa-panaji.jpg was taken (its EXIF GPS; /work/shared/data/photos/README.md). */
const PANAJI_PHOTO = { lat: 15.4989, lng: 73.8278 };
const LEVEL0 = `co.canacona-${stamp}@respond.test`;
const LEVEL1 = `collector-${stamp}@respond.test`;
const OFFICER = 'Shri R. Gaonkar';
const CATEGORY = `respond_roads_${stamp}`;
const SCORE_CATEGORY = `respond_score_${stamp}`;
const SCORE_DOMAIN = `score-${stamp}.respond.test`;
const SCORE_DEPARTMENT = `Respond Department ${stamp}`;
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const START = new Date('2026-12-01T04:30:00.000Z'); // 10:00 India time

/** 'YYYY-MM-DD' of the India day `days` after `from`. */
const indiaDay = (from: Date, days: number) => format(addDays(new TZDate(from.getTime(), 'Asia/Kolkata'), days), 'yyyy-MM-dd');

describe('Authorities answer through their response links', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let now = START;

  before(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    dir = mkdtempSync(join(tmpdir(), 'civic-respond-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Goa Civic Portal <portal@respond.test>', PUBLIC_URL });
    t.app.get(Clock).now = () => now;
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    const category = (key: string) =>
      t
        .http()
        .post('/api/admin/categories')
        .set(superadmin.auth)
        .send({ key, name: `Respond ${key}`, subcategories: ['Potholes'], responseDays: 15 })
        .expect(201);
    await category(CATEGORY);
    await category(SCORE_CATEGORY);
    const contact = (body: Record<string, unknown>) => t.http().post('/api/admin/geo-routing/contacts').set(superadmin.auth).send(body).expect(201);
    await contact({
      scope: 'Urban',
      ...CANACONA_ULB,
      categoryKey: CATEGORY,
      authorityEmail: LEVEL0,
      authorityName: OFFICER,
      authorityDesignation: 'Chief Officer',
    });
    await contact({
      scope: 'Urban',
      districtCode: '552',
      categoryKey: CATEGORY,
      authorityEmail: LEVEL1,
      authorityDesignation: 'District Collector',
      escalationLevel: 1,
    });
    await contact({
      scope: 'Urban',
      ...CANACONA_ULB,
      categoryKey: SCORE_CATEGORY,
      authorityEmail: `officer@${SCORE_DOMAIN}`,
      authorityDesignation: 'Engineer',
      authorityDepartment: SCORE_DEPARTMENT,
    });
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function fileAndForward(pin: { lat: number; lng: number } = CANACONA, category = CATEGORY): Promise<string> {
    const id = await fileComplaint(t, reporter, {
      category,
      title: 'Crater on the Canacona market road',
      location: 'Market road near Chaudi bus stand, Canacona',
      landmark: 'Opposite the bus stand',
      geo: CANACONA_ULB,
      coordinates: { ...pin, source: 'manual', accuracy: 8 },
      // A pin away from Canacona (the after-photo's place) keeps the Canacona routing: the citizen confirmed both.
      geoMismatchConfirmed: pin !== CANACONA,
    });
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    return id;
  }

  /** The forward email of a complaint to an address, as the SMTP server received it. */
  const forwardMail = (id: string, to: string = LEVEL0) =>
    eventually(async () => received.find((m) => m.subject?.includes(id) && JSON.stringify(m.to).includes(to) && m.attachments.length > 0) ?? null);

  /** The token of the response link a mail carries. */
  function tokenOf(mail: ParsedMail): string {
    const token = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/respond/([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  /** The reporter's emails about a complaint whose text contains `words`. */
  const reporterMail = (id: string, words: string) =>
    eventually(
      async () => received.find((m) => JSON.stringify(m.to).includes(reporter.email) && m.subject?.includes(id) && (m.text ?? '').includes(words)) ?? null,
    );

  const page = (token: string) => t.http().get(`/api/respond/${token}`);
  const answer = (token: string, body: Record<string, unknown>) => t.http().post(`/api/respond/${token}`).send(body);
  const run = async (): Promise<string[]> =>
    ((await t.http().post('/api/admin/escalations/run').set(superadmin.auth).expect(200)).body.sent as { complaintId: string }[]).map((s) => s.complaintId);

  it("a forward's email and its PDF letter carry the recipient's link; the page shows the complaint, its history and the inbox", async () => {
    const first = await fileAndForward();
    const second = await fileAndForward();
    const mail = await forwardMail(first);
    const token = tokenOf(mail);
    expect(mail.html).toContain(`${PUBLIC_URL}/respond/${token}`);
    const letter = await pdfText(mail.attachments[0].content);
    expect(letter.replace(/\s+/g, '')).toContain(`${PUBLIC_URL}/respond/${token}`);

    // Only the SHA-256 of the token is stored; the sent-mail log keeps no copy of the link.
    const sha = createHash('sha256').update(token).digest('hex');
    const [link] = await ds.query(
      'SELECT l.recipient_email, l.expires_at FROM response_links l JOIN complaints c ON c.id = l.complaint_id WHERE c.public_id = $1 AND l.token_hash = $2',
      [first, sha],
    );
    expect(link.recipient_email).toBe(LEVEL0);
    expect(new Date(link.expires_at).getTime()).toBe(START.getTime() + 60 * DAY);
    const [{ n }] = await ds.query("SELECT count(*)::int AS n FROM mail_messages WHERE text LIKE '%' || $1 || '%' OR html LIKE '%' || $1 || '%'", [token]);
    expect(n).toBe(0);

    const body = (await page(token).expect(200)).body;
    expect(body.complaint).toMatchObject({
      id: first,
      title: 'Crater on the Canacona market road',
      category: `Respond ${CATEGORY}`,
      subcategory: 'Potholes',
      location: 'Market road near Chaudi bus stand, Canacona',
      landmark: 'Opposite the bus stand',
      status: 'forwarded',
      overdueDays: 0,
      coordinates: { lat: CANACONA.lat, lng: CANACONA.lng },
      escalation: { level: 0, heldUntil: null, returned: false },
    });
    expect(body.complaint.photos).toHaveLength(1);
    expect(body.complaint.dueAt).toBe('2026-12-16T18:29:59.999Z');
    expect(body.complaint.updates.map((u: { source: string }) => u.source)).toEqual(['reporter', 'admin']);
    expect(body.authority).toEqual({ email: LEVEL0, name: OFFICER, designation: 'Chief Officer' });
    expect(body.language).toBe('en');
    const other = body.inbox.find((i: { id: string }) => i.id === second);
    expect(other).toMatchObject({ status: 'forwarded', overdueDays: 0, dueAt: '2026-12-16T18:29:59.999Z' });
    expect(body.inbox.some((i: { id: string }) => i.id === first)).toBe(false);
    // The inbox link is that complaint's own link: the same one its email carries.
    expect(other.respondUrl).toBe(`${PUBLIC_URL}/respond/${tokenOf(await forwardMail(second))}`);
    const otherPage = (await page(other.respondUrl.split('/respond/')[1]).expect(200)).body;
    expect(otherPage.complaint.id).toBe(second);
  });

  it('acknowledging with an expected date holds the ladder until then; then it resumes from its rung', async () => {
    now = START;
    const id = await fileAndForward();
    const token = tokenOf(await forwardMail(id));
    now = new Date(START.getTime() + DAY);
    const expectedBy = indiaDay(START, 30);
    const body = (await answer(token, { action: 'acknowledge', message: 'Work order issued.', expectedBy }).expect(200)).body;
    expect(body.complaint.status).toBe('forwarded');
    expect(body.complaint.updates.at(-1)).toMatchObject({
      status: 'forwarded',
      source: 'authority',
      authorityName: OFFICER,
      authorityAction: 'acknowledge',
      message: 'Work order issued.',
      expectedBy: '2026-12-31T18:29:59.999Z',
    });
    expect(body.complaint.escalation.heldUntil).toBe('2026-12-31T18:29:59.999Z');
    const mail = await reporterMail(id, `Acknowledged by ${OFFICER}`);
    expect(mail.text).toContain('Work order issued.');

    now = new Date(START.getTime() + 17 * DAY); // past the due date, before the expected date
    expect(await run()).not.toContain(id);
    now = new Date(START.getTime() + 31 * DAY); // the expected date passed: the reminder follows
    expect(await run()).toContain(id);
    now = START;
  });

  it('refuses an answer without a required message, a bad expected date, an unknown action or a foreign photo', async () => {
    const id = await fileAndForward();
    const token = tokenOf(await forwardMail(id));
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await answer(token, body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.details.fields)).toContain(field);
    };
    await refused({ action: 'in_progress' }, 'message');
    await refused({ action: 'resolved', message: '   ' }, 'message');
    await refused({ action: 'not_ours' }, 'message');
    await refused({ action: 'acknowledge', expectedBy: indiaDay(START, -1) }, 'expectedBy');
    await refused({ action: 'acknowledge', expectedBy: indiaDay(START, 91) }, 'expectedBy');
    await refused({ action: 'acknowledge', expectedBy: '2026-02-30' }, 'expectedBy');
    await refused({ action: 'done', message: 'x' }, 'action');
    await refused({ action: 'resolved', message: 'Fixed', photos: ['https://elsewhere.example/a.jpg'] }, 'photos');
    const after = (await page(token).expect(200)).body;
    expect(after.complaint.updates.filter((u: { source: string }) => u.source === 'authority')).toEqual([]);
  });

  it('in progress, then resolved with an after-photo taken at the pin: verified, off the ladder, the reporter asked to confirm', async () => {
    now = START;
    const id = await fileAndForward(PANAJI_PHOTO);
    const token = tokenOf(await forwardMail(id));
    const progress = (await answer(token, { action: 'in_progress', message: 'Crew on site.' }).expect(200)).body;
    expect(progress.complaint.status).toBe('in_progress');
    await reporterMail(id, `In progress by ${OFFICER}`);

    const upload = await t.http().post(`/api/respond/${token}/photos`).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    expect(upload.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    await t.http().post(`/api/respond/${token}/photos`).attach('file', Buffer.from('not an image'), 'x.jpg').expect(415);
    const resolved = (await answer(token, { action: 'resolved', message: 'Pothole filled.', photos: [upload.body.url] }).expect(200)).body;
    expect(resolved.complaint.status).toBe('resolved');
    expect(resolved.complaint.fixVerified).toBe(true);
    expect(resolved.complaint.updates.at(-1)).toMatchObject({
      status: 'resolved',
      source: 'authority',
      authorityName: OFFICER,
      authorityAction: 'resolved',
      photos: [upload.body.url],
    });
    await reporterMail(id, `Resolved by ${OFFICER}`);
    const again = await answer(token, { action: 'resolved', message: 'Again' }).expect(400);
    expect(again.body.error.details.fields.action).toBeDefined();

    // The reporter sees who resolved it and may confirm or reopen.
    const mine = (await t.http().get('/api/complaints').set(reporter.auth).expect(200)).body.items.find((c: { id: string }) => c.id === id);
    expect(mine.updates.at(-1)).toMatchObject({ source: 'authority', authorityName: OFFICER, authorityAction: 'resolved' });
    expect(mine.fix.actionsUntil).not.toBeNull();
    expect(mine.fix.verified).toBe(true);
    const admin = (await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200)).body;
    expect(admin.updates.at(-1)).toMatchObject({ source: 'authority', authorityName: OFFICER });
    expect(admin.responseLinks).toEqual([expect.objectContaining({ email: LEVEL0, live: true, revokedAt: null })]);
    const pub = (await t.http().get(`/api/public/complaints/${id}`).expect(200)).body;
    // An authority's answer is a public record (docs/adr/0141): its words and after-photo are on the public page.
    expect(pub.history.at(-1)).toEqual({
      status: 'resolved',
      statusLabel: 'Resolved',
      date: expect.any(String),
      source: 'authority',
      authorityName: OFFICER,
      authorityAction: 'resolved',
      authorityMessage: 'Pothole filled.',
      authorityPhotos: [upload.body.url],
    });

    now = new Date(START.getTime() + 20 * DAY);
    expect(await run()).not.toContain(id);
    now = START;
  });

  it("not our jurisdiction keeps 'forwarded', pauses the ladder and lists the complaint under 'Returned by authority' until the next forward", async () => {
    now = START;
    const id = await fileAndForward();
    const token = tokenOf(await forwardMail(id));
    const res = await answer(token, {
      action: 'not_ours',
      message: 'This road is PWD’s.',
      suggestedOffice: 'PWD Division VI',
      suggestedEmail: 'eepwd6@respond.test',
    });
    expect(res.body.error).toBeUndefined();
    const body = res.body;
    expect(body.complaint.status).toBe('forwarded');
    expect(body.complaint.escalation.returned).toBe(true);
    await reporterMail(id, `Returned by ${OFFICER}`);

    const desk = async (query: Record<string, string>) =>
      (
        (
          await t
            .http()
            .get('/api/admin/complaints')
            .query({ limit: '50', ...query })
            .set(superadmin.auth)
            .expect(200)
        ).body.items as { id: string }[]
      ).find((c) => c.id === id);
    expect(await desk({ returned: 'true' })).toMatchObject({
      returned: { authorityName: OFFICER, authorityEmail: LEVEL0, suggestedOffice: 'PWD Division VI', suggestedEmail: 'eepwd6@respond.test' },
    });
    expect(await desk({ answered: 'true' })).toBeDefined();
    expect(await desk({ returned: 'true', status: 'resolved' })).toBeUndefined();

    now = new Date(START.getTime() + 20 * DAY);
    expect(await run()).not.toContain(id);
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded', message: 'Routed again' }).expect(200);
    expect(await desk({ returned: 'true' })).toBeUndefined();
    expect(await desk({ answered: 'true' })).toBeDefined();
    now = START;
  });

  it('a revoked link and an expired link answer 410, an unknown token 404; the next email issues a new link', async () => {
    now = START;
    const id = await fileAndForward();
    const token = tokenOf(await forwardMail(id));
    await page(token).expect(200);
    const revoked = await t.http().delete(`/api/admin/complaints/${id}/response-links`).set(superadmin.auth).expect(200);
    expect(revoked.body).toEqual({ revoked: 1 });
    expect((await page(token).expect(410)).body.error.code).toBe('RESPONSE_LINK_EXPIRED');
    expect((await answer(token, { action: 'message', message: 'Hello' }).expect(410)).body.error.code).toBe('RESPONSE_LINK_EXPIRED');
    expect((await page(randomBytes(32).toString('base64url')).expect(404)).body.error.code).toBe('NOT_FOUND');
    await t.http().get('/api/respond/not-a-token').expect(404);
    await eventually(async () => {
      const [audit] = await ds.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'ComplaintResponseLinksRevoked' AND entity_id = $1", [id]);
      return audit.n === 1;
    });

    // A new forward writes again: a new token, the revoked one stays dead.
    received.length = 0;
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    const fresh = tokenOf(await forwardMail(id));
    expect(fresh).not.toBe(token);
    await page(fresh).expect(200);
    // The revoked token's hash was replaced by the new one's: it is now simply unknown.
    await page(token).expect(404);

    now = new Date(START.getTime() + 61 * DAY);
    expect((await page(fresh).expect(410)).body.error.code).toBe('RESPONSE_LINK_EXPIRED');
    now = START;
  });

  it("the scorecards count forwarded, answered, returned ('not ours' is no answer), the median hours to the first answer, resolved by the authority and answered before the due date", async () => {
    now = START;
    const ids = [
      await fileAndForward(CANACONA, SCORE_CATEGORY),
      await fileAndForward(CANACONA, SCORE_CATEGORY),
      await fileAndForward(CANACONA, SCORE_CATEGORY),
    ];
    const tokens = await Promise.all(ids.map(async (id) => tokenOf(await forwardMail(id, `officer@${SCORE_DOMAIN}`))));
    now = new Date(START.getTime() + 2 * HOUR);
    await answer(tokens[0], { action: 'acknowledge' }).expect(200);
    now = new Date(START.getTime() + 4 * HOUR);
    await answer(tokens[1], { action: 'resolved', message: 'Done.' }).expect(200);
    now = new Date(START.getTime() + 1 * HOUR);
    await answer(tokens[2], { action: 'not_ours', message: 'The PWD maintains this road.' }).expect(200);
    now = START;
    const row = await eventually(async () => {
      const items = (await t.http().get('/api/public/scorecards').query({ by: 'authority' }).expect(200)).body.items as ScorecardRow[];
      const r = items.find((i) => i.domain === SCORE_DOMAIN);
      return r && r.returned === 1 && r.resolvedByAuthority === 1 ? r : null;
    });
    expect(row).toMatchObject({
      name: 'Engineer',
      email: `officer@${SCORE_DOMAIN}`,
      department: SCORE_DEPARTMENT,
      received: 3,
      forwarded: 3,
      answered: 2,
      returned: 1,
      medianHoursToFirstAnswer: 3,
      resolved: 1,
      resolvedByAuthority: 1,
      answeredBeforeDueShare: 1,
    });
  });
});
