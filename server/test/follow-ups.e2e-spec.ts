import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ParsedMail } from 'mailparser';
import { Clock } from '../src/kernel/clock/clock.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { deliveredTo, startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';

/**
 * "Was it fixed?" (docs/adr/0148): four weeks after a resolution its reporter is asked once, in their language, and
 * reminded once a week later; "not fixed" reopens the complaint and the office gets the reopening email; "still broken"
 * reports need a photo taken at the pin and reach the desk, where an admin may reopen; the scorecards count the answers
 * (no figure under 5). The daily run is driven by the injectable Clock (no sleeps), at a real SMTP server.
 */

/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
/** Where goa-panaji.jpg was taken (its EXIF GPS; server/test/fixtures/photos/README.md). */
const PANAJI_PHOTO = { lat: 15.4989, lng: 73.8278 };
const stamp = Date.now();
const CATEGORY = `follow_up_roads_${stamp}`;
const OFFICE = `co-${stamp}@follow-ups.test`;
const SCORE_CATEGORY = `follow_up_scores_${stamp}`;
const SCORE_OFFICE = `scores-${stamp}@follow-ups.test`;
const DAY = 24 * 3600 * 1000;

describe('Was it fixed? The four-week follow-up, "still broken" reports and their scorecards', () => {
  let sink: MailSink;
  let t: TestApp;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let now = new Date('2027-01-04T04:30:00.000Z');
  const at = (date: Date) => {
    now = date;
  };

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-follow-ups-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: sink.url, MAIL_FROM: 'Goa Civic Portal <portal@follow-ups.test>' });
    t.app.get(Clock).now = () => now;
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    await t.http().patch('/api/auth/profile').set(reporter.auth).send({ locale: 'kok' }).expect(200);
    for (const [key, email] of [
      [CATEGORY, OFFICE],
      [SCORE_CATEGORY, SCORE_OFFICE],
    ]) {
      await t
        .http()
        .post('/api/admin/categories')
        .set(superadmin.auth)
        .send({ key, name: `Follow-up ${key}`, subcategories: ['Potholes'], responseDays: 15 })
        .expect(201);
      await t
        .http()
        .post('/api/admin/geo-routing/contacts')
        .set(superadmin.auth)
        .send({ scope: 'Urban', ...CANACONA_ULB, categoryKey: key, authorityEmail: email, authorityDesignation: 'Chief Officer' })
        .expect(201);
    }
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Files a complaint at `pin` (Canacona's routing), forwards it to its office and resolves it at the desk, now. */
  async function resolvedComplaint(options: { pin?: { lat: number; lng: number }; category?: string; user?: TestUser } = {}): Promise<string> {
    const pin = options.pin ?? CANACONA;
    const id = await fileComplaint(t, options.user ?? reporter, {
      category: options.category ?? CATEGORY,
      title: 'Crater on the Canacona market road',
      location: 'Market road near Chaudi bus stand, Canacona',
      geo: CANACONA_ULB,
      coordinates: { ...pin, source: 'manual', accuracy: 8 },
      geoMismatchConfirmed: pin !== CANACONA,
    });
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    return id;
  }

  const run = async (): Promise<{ sent: string[]; reminded: string[] }> =>
    (await t.http().post('/api/admin/follow-ups/run').set(superadmin.auth).expect(200)).body;
  const answer = (id: string, body: object, user: TestUser = reporter) => t.http().post(`/api/complaints/${id}/follow-up`).set(user.auth).send(body);
  const upload = async (user: TestUser, name = 'goa-panaji.jpg'): Promise<string> =>
    (await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo(name), name).expect(201)).body.url;
  /** The follow-up emails of a complaint that reached its reporter. */
  const followUpMails = (id: string): ParsedMail[] => sink.received.filter((m) => (m.text ?? '').includes(`/was-it-fixed?id=${id}`));

  it('asks four weeks after the resolution, in the reporter’s language, reminds once a week later, then never again', async () => {
    at(new Date('2027-01-04T04:30:00.000Z'));
    const id = await resolvedComplaint();
    at(new Date(now.getTime() + 27 * DAY));
    expect((await run()).sent).not.toContain(id);
    expect((await t.http().get('/api/complaints/follow-ups').set(reporter.auth).expect(200)).body.items).toEqual([]);

    at(new Date(new Date('2027-01-04T04:30:00.000Z').getTime() + 28 * DAY));
    expect((await run()).sent).toContain(id);
    // A second run (a retried job, a second worker) sends nothing.
    expect(await run()).toMatchObject({ sent: expect.not.arrayContaining([id]), reminded: expect.not.arrayContaining([id]) });
    const question = await deliveredTo(sink, reporter.email, `/was-it-fixed?id=${id}`);
    expect(question.subject).toBe(`तक्रार ${id}: काम जालां?`);
    // The date in Konkani (Intl), the link only opens the questionnaire page.
    expect(question.text).toContain('4 जानेवारी 2027');
    expect(question.text).toContain(`/was-it-fixed?id=${id}`);
    const pending = (await t.http().get('/api/complaints/follow-ups').set(reporter.auth).expect(200)).body.items;
    expect(pending).toEqual([
      {
        complaintId: id,
        title: 'Crater on the Canacona market road',
        location: 'Market road near Chaudi bus stand, Canacona',
        resolvedAt: '2027-01-04T04:30:00.000Z',
        sentAt: '2027-02-01T04:30:00.000Z',
        remindedAt: null,
      },
    ]);

    at(new Date('2027-02-07T04:30:00.000Z')); // six days: no reminder yet
    expect((await run()).reminded).not.toContain(id);
    at(new Date('2027-02-08T04:30:00.000Z'));
    expect((await run()).reminded).toContain(id);
    expect((await run()).reminded).not.toContain(id);
    const reminder = await deliveredTo(sink, reporter.email, `/was-it-fixed?id=${id}`, 2);
    expect(reminder.subject).toBe(`तक्रार ${id}: उगडास: काम जालां?`);

    at(new Date('2027-03-30T04:30:00.000Z'));
    const later = await run();
    expect([...later.sent, ...later.reminded]).not.toContain(id);
    await new Promise((r) => setTimeout(r, 500));
    expect(followUpMails(id)).toHaveLength(2);
  });

  it('"not fixed" reopens the complaint with its due date restarted and the office gets the reopening email; bad answers get 4xx', async () => {
    at(new Date('2027-04-01T04:30:00.000Z'));
    const id = await resolvedComplaint();
    // No question sent yet: nothing to answer.
    const early = await answer(id, { fixed: false, rating: 2 }).expect(404);
    expect(early.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'There is no question waiting for an answer on this complaint.' });
    at(new Date('2027-04-29T04:30:00.000Z'));
    expect((await run()).sent).toContain(id);

    const noRating = await answer(id, { fixed: false }).expect(400);
    expect(noRating.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { rating: ['Choose a rating from 1 to 5.'] } } });
    for (const rating of [0, 6, 2.5, '3']) {
      const bad = await answer(id, { fixed: false, rating }).expect(400);
      expect(bad.body.error.details.fields.rating).toEqual(['Choose a rating from 1 to 5.']);
    }
    const noFixed = await answer(id, { fixed: 'no', rating: 2 }).expect(400);
    expect(noFixed.body.error.details.fields.fixed).toEqual(['Please say whether the problem is fixed.']);
    await answer(id, { fixed: false, rating: 2, photo: 'https://example.com/x.jpg' }).expect(400);
    await answer(id, { fixed: false, rating: 2 }, await createUser(t)).expect(404);

    const reopened = await answer(id, { fixed: false, rating: 2 }).expect(200);
    expect(reopened.body).toMatchObject({ id, status: 'in_progress', dueAt: '2027-05-14T18:29:59.999Z', overdueDays: 0 });
    // The reporter reads their account's language (Konkani); the history stores the portal's English line.
    expect(reopened.body.updates.at(-1)).toMatchObject({
      status: 'in_progress',
      message: 'तक्रारदारान परत उगडली: सोडयल्या उपरांत चार सुमानांनी काम जावंक ना.',
      source: 'reporter',
    });
    const toOffice = await deliveredTo(sink, OFFICE, 'Not fixed four weeks after the resolution');
    expect(toOffice.subject).toContain(id);
    expect(toOffice.text).toContain('The reporter reopened this complaint on 29 April 2027, saying the problem is not fixed');
    expect(toOffice.text).toContain('Please act by 14 May 2027.');
    // Answered: nothing more to answer, and no reminder.
    await answer(id, { fixed: true, rating: 5 }).expect(404);
    expect(
      (await t.http().get('/api/complaints/follow-ups').set(reporter.auth).expect(200)).body.items.map((p: { complaintId: string }) => p.complaintId),
    ).not.toContain(id);
    at(new Date('2027-05-10T04:30:00.000Z'));
    expect((await run()).reminded).not.toContain(id);
  });

  it('"fixed" confirms the fix past the 30-day window and is answered once', async () => {
    at(new Date('2027-06-01T04:30:00.000Z'));
    const id = await resolvedComplaint({ pin: PANAJI_PHOTO });
    at(new Date('2027-07-08T04:30:00.000Z')); // 37 days: the reminder's time, the reporter's own window closed
    expect((await run()).sent).toContain(id);
    const after = await upload(reporter);
    const fixed = await answer(id, { fixed: true, rating: 5, photo: after }).expect(200);
    expect(fixed.body).toMatchObject({ status: 'resolved', fix: { confirmedAt: '2027-07-08T04:30:00.000Z', photo: after, verified: true } });
    expect(fixed.body.updates.at(-1).message).toBe('सोडयल्या उपरांत चार सुमानांनी तक्रारदारान काम जालां म्हूण खात्री केली.');
    await answer(id, { fixed: true, rating: 5 }).expect(409);
    at(new Date('2027-07-20T04:30:00.000Z'));
    expect((await run()).reminded).not.toContain(id);
  });

  it('"still broken" needs a photo taken near the pin; the desk sees the reports and an admin may reopen (the office is emailed)', async () => {
    at(new Date('2027-08-01T04:30:00.000Z'));
    const id = await resolvedComplaint({ pin: PANAJI_PHOTO });
    const far = await resolvedComplaint(); // pinned at Canacona, about 55 km from where the photo was taken
    const neighbour = await createUser(t);
    const report = (cid: string, body: object, user: TestUser = neighbour) => t.http().post(`/api/complaints/${cid}/still-broken`).set(user.auth).send(body);

    await t.http().post(`/api/complaints/${id}/still-broken`).send({ photo: '/uploads/x.jpg' }).expect(401);
    const none = await report(id, {}).expect(400);
    expect(none.body.error.details.fields.photo).toEqual(['Please add a photo taken at the place.']);
    const noGps = await report(id, { photo: await upload(neighbour, 'no-gps.png') }).expect(400);
    expect(noGps.body.error.details.fields.photo).toEqual(['This photo has no location. Please take a photo at the place with location turned on.']);
    const tooFar = await report(far, { photo: await upload(neighbour) }).expect(400);
    expect(tooFar.body.error.details.fields.photo[0]).toMatch(/^This photo was taken \d+ m from the complaint; it must be taken within 200 m\.$/);
    const longNote = await report(id, { photo: await upload(neighbour), note: 'x'.repeat(1001) }).expect(400);
    expect(longNote.body.error.code).toBe('VALIDATION_FAILED');
    // Another account's upload is not this person's evidence.
    const stranger = await createUser(t);
    expect((await report(id, { photo: await upload(stranger) }).expect(403)).body.error.code).toBe('UPLOAD_NOT_OWNED');

    const stored = await report(id, { photo: await upload(neighbour), note: 'The crater is back after the rain.' }).expect(201);
    expect(stored.body).toEqual({ reportedAt: '2027-08-01T04:30:00.000Z', distanceMetres: 0 });
    const twice = await report(id, { photo: await upload(neighbour) }).expect(409);
    expect(twice.body.error.message).toBe('You have already reported this complaint as still broken.');

    await t.http().get(`/api/admin/complaints/${id}/still-broken`).set(neighbour.auth).expect(403);
    const desk = await t.http().get(`/api/admin/complaints/${id}/still-broken`).set(superadmin.auth).expect(200);
    expect(desk.body.items).toEqual([
      {
        reportedAt: '2027-08-01T04:30:00.000Z',
        resolvedAt: '2027-08-01T04:30:00.000Z',
        current: true,
        photo: expect.stringMatching(/^\/uploads\//),
        distanceMetres: 0,
        note: 'The crater is back after the rain.',
      },
    ]);

    at(new Date('2027-10-01T04:30:00.000Z')); // two months on: past the reporter's window, still the desk's to reopen
    const empty = await t.http().post(`/api/admin/complaints/${id}/reopen`).set(superadmin.auth).send({ message: '  ' }).expect(400);
    expect(empty.body.error.details.fields.message).toEqual(['Please tell us why the problem is not fixed.']);
    const reopened = await t
      .http()
      .post(`/api/admin/complaints/${id}/reopen`)
      .set(superadmin.auth)
      .send({ message: 'A neighbour reports the crater is back.' })
      .expect(200);
    expect(reopened.body.status).toBe('in_progress');
    await deliveredTo(sink, OFFICE, 'A neighbour reports the crater is back.');
    await t.http().post(`/api/admin/complaints/${id}/reopen`).set(superadmin.auth).send({ message: 'Again' }).expect(409);
    // Not resolved any more: no new report.
    expect((await report(id, { photo: await upload(neighbour) }).expect(409)).body.error.message).toBe(
      'Only a resolved public complaint can be reported as still broken.',
    );
    expect((await t.http().get(`/api/admin/complaints/${id}/still-broken`).set(superadmin.auth).expect(200)).body.items[0].current).toBe(false);
  });

  it('the scorecards and their CSV add confirmed fixed, reopened and the median rating with the answers behind them, none under 5', async () => {
    at(new Date('2027-11-01T04:30:00.000Z'));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await resolvedComplaint({ category: SCORE_CATEGORY }));
    at(new Date('2027-11-29T04:30:00.000Z'));
    expect((await run()).sent).toEqual(expect.arrayContaining(ids));
    const answers = [
      { fixed: true, rating: 4 },
      { fixed: true, rating: 5 },
      { fixed: false, rating: 1 },
      { fixed: true, rating: 4 },
      { fixed: true, rating: 3 },
    ];
    const row = async (expectAnswers: number) =>
      eventually(async () => {
        const res = await t.http().get('/api/public/scorecards.csv').query({ by: 'authority' }).expect(200);
        const rows = parse(res.text, { columns: true }) as Record<string, string>[];
        const found = rows.find((r) => r.key === SCORE_OFFICE);
        return found && found.follow_up_answers === String(expectAnswers) ? { header: res.text.split('\n')[0], found } : null;
      });
    for (let i = 0; i < 4; i++) await answer(ids[i], answers[i]).expect(200);
    const four = await row(4);
    expect(four.header).toContain('follow_up_answers,confirmed_fixed_share,reopened_share,median_rating');
    expect(four.found).toMatchObject({ follow_up_answers: '4', confirmed_fixed_share: '', reopened_share: '', median_rating: '' });
    await answer(ids[4], answers[4]).expect(200);
    const five = await row(5);
    expect(five.found).toMatchObject({ follow_up_answers: '5', confirmed_fixed_share: '0.8', reopened_share: '0.2', median_rating: '4' });
    const json = (await t.http().get('/api/public/scorecards').query({ by: 'taluka' }).expect(200)).body.items as Record<string, unknown>[];
    expect(
      json.every((r) => (r.followUpAnswers as number) >= 5 || (r.confirmedFixedShare === null && r.medianRating === null && r.reopenedShare === null)),
    ).toBe(true);
  });
});
