import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';
import { deliveredTo, startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';

/**
 * An authority's answer is a public record: the public page carries the office, the action, the date, the words and
 * the after-photos of an answer recorded through the response link, while the reporter's own words stay hidden (no
 * opt-in). An admin of the complaints module hides one answer with a reason (audited): the public answer then carries
 * the reason only, and shows again on unhide; visitors and citizens cannot hide.
 */

const stamp = Date.now();
const PUBLIC_URL = 'https://portal.answers.test';
/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const OFFICE_EMAIL = `co.canacona-${stamp}@answers.test`;
const OFFICE = 'Chief Officer, Canacona Municipal Council';
const CATEGORY = `answers_roads_${stamp}`;
const WORDS = 'Crew filled the pothole with cold mix on Monday.';
const REASON = "The answer quotes the reporter's phone number.";

interface PublicEntry {
  source: string;
  status: string;
  date: string;
  authorityName?: string;
  authorityAction?: string;
  authorityMessage?: string;
  authorityPhotos?: string[];
  hiddenReason?: string;
}

describe("The public page shows an authority's answers; an admin can hide one with a reason", () => {
  let sink: MailSink;
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let id: string;
  let answerIndex: number;
  let afterPhoto: string;

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-answers-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: sink.url, MAIL_FROM: 'Goa Civic Portal <portal@answers.test>', PUBLIC_URL });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus' });
    await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ key: CATEGORY, name: `Answers ${CATEGORY}`, subcategories: ['Potholes'], responseDays: 15 })
      .expect(201);
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({
        scope: 'Urban',
        ...CANACONA_ULB,
        categoryKey: CATEGORY,
        authorityEmail: OFFICE_EMAIL,
        authorityName: OFFICE,
        authorityDesignation: 'Chief Officer',
      })
      .expect(201);

    id = await fileComplaint(t, reporter, {
      category: CATEGORY,
      title: 'Crater outside house no. 14',
      description: 'Call me on 98220 00000',
      location: 'Market road, Canacona',
      geo: CANACONA_ULB,
      coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
    });
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    const mail = await deliveredTo(sink, OFFICE_EMAIL, `${PUBLIC_URL}/respond/`);
    const token = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/respond/([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    const upload = await t.http().post(`/api/respond/${token}/photos`).attach('file', photo('goa-panaji.jpg'), 'goa-panaji.jpg').expect(201);
    afterPhoto = upload.body.url;
    const answered = await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'in_progress', message: WORDS, photos: [afterPhoto] })
      .expect(200);
    answerIndex = (answered.body.complaint.updates as { source?: string }[]).findLastIndex((u) => u.source === 'authority');
    expect(answerIndex).toBeGreaterThan(0);
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const publicHistory = async (): Promise<PublicEntry[]> => (await t.http().get(`/api/public/complaints/${id}`).expect(200)).body.history;
  const hide = (who: Record<string, string>, body: Record<string, unknown> = { reason: REASON }) =>
    t.http().post(`/api/admin/complaints/${id}/authority-answers/${answerIndex}/hide`).set(who).send(body);

  it("carries the authority's office, action, date, words and after-photos, but not the reporter's words", async () => {
    const page = (await t.http().get(`/api/public/complaints/${id}`).expect(200)).body;
    expect(page.reporterShared).toBe(false);
    expect(page.description).toBe('');
    expect(JSON.stringify(page)).not.toContain('98220');
    const history: PublicEntry[] = page.history;
    expect(history[answerIndex]).toEqual({
      status: 'in_progress',
      statusLabel: 'In Progress',
      date: expect.any(String),
      source: 'authority',
      authorityName: OFFICE,
      authorityAction: 'in_progress',
      authorityMessage: WORDS,
      authorityPhotos: [afterPhoto],
    });
    // The desk's forward note is an admin's entry: never public.
    const forward = history.find((e) => e.status === 'forwarded');
    expect(forward).toEqual({ status: 'forwarded', statusLabel: 'Forwarded', date: expect.any(String), source: 'admin' });
    // The after-photo is served to anyone.
    await t.http().get(afterPhoto).expect(200);
  });

  it('refuses hiding to visitors, citizens and the reporter, and a blank reason or an entry that is not an answer', async () => {
    await t.http().post(`/api/admin/complaints/${id}/authority-answers/${answerIndex}/hide`).send({ reason: REASON }).expect(401);
    await hide(reporter.auth).expect(403);
    const citizen = await createUser(t, { role: 'user' });
    await hide(citizen.auth).expect(403);
    const otherModule = await createUser(t, { role: 'admin', adminModules: ['routing'] });
    await hide(otherModule.auth).expect(403);

    const blank = await hide(superadmin.auth, { reason: '   ' }).expect(400);
    expect(blank.body.error.code).toBe('VALIDATION_FAILED');
    expect(blank.body.error.details.fields).toHaveProperty('reason');
    const notAnAnswer = await t.http().post(`/api/admin/complaints/${id}/authority-answers/0/hide`).set(superadmin.auth).send({ reason: REASON }).expect(404);
    expect(notAnAnswer.body.error.message).toBe('This answer was not found.');
    await t.http().post(`/api/admin/complaints/${id}/authority-answers/x/hide`).set(superadmin.auth).send({ reason: REASON }).expect(404);
    expect((await publicHistory())[answerIndex].authorityMessage).toBe(WORDS);
  });

  it('hidden, the public answer carries only the reason; the admin still reads it whole; unhidden, it shows again', async () => {
    const admin = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    const hidden = (await hide(admin.auth).expect(200)).body;
    expect(hidden.updates[answerIndex]).toMatchObject({ message: WORDS, photos: [afterPhoto], hiddenReason: REASON, hiddenAt: expect.any(String) });

    const entry = (await publicHistory())[answerIndex];
    expect(entry).toEqual({
      status: 'in_progress',
      statusLabel: 'In Progress',
      date: expect.any(String),
      source: 'authority',
      authorityName: OFFICE,
      authorityAction: 'in_progress',
      authorityMessage: '',
      authorityPhotos: [],
      hiddenReason: REASON,
    });
    const page = JSON.stringify((await t.http().get(`/api/public/complaints/${id}`).expect(200)).body);
    expect(page).not.toContain(WORDS);
    expect(page).not.toContain(afterPhoto);

    const audit = await eventually(async () => {
      const rows: { actor_email: string; meta: Record<string, unknown> }[] = await ds.query(
        "SELECT actor_email, meta FROM audit_log WHERE action = 'ComplaintAuthorityAnswerHidden' AND entity_id = $1",
        [id],
      );
      return rows.length ? rows : null;
    });
    expect(audit[0].actor_email).toBe(admin.email);
    expect(JSON.stringify(audit[0].meta)).toContain(REASON);

    await t.http().post(`/api/admin/complaints/${id}/authority-answers/${answerIndex}/unhide`).set(admin.auth).expect(200);
    const shown = (await publicHistory())[answerIndex];
    expect(shown.authorityMessage).toBe(WORDS);
    expect(shown.authorityPhotos).toEqual([afterPhoto]);
    expect(shown).not.toHaveProperty('hiddenReason');
  });
});
