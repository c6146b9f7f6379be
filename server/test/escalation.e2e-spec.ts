import { dueInWords, stepInWords } from '@civic/contracts';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { PDFParse } from 'pdf-parse';
import { DataSource } from 'typeorm';
import { CommandBus } from '@nestjs/cqrs';
import { PrepareOverdueDigestCommand } from '../src/complaints/application/commands/prepare-overdue-digest/prepare-overdue-digest.command.js';
import { EscalationRunner } from '../src/complaints/infrastructure/escalation/escalation-runner.js';
import { Clock } from '../src/kernel/clock/clock.js';
import { citizensReportingIn } from '../src/documents/public.js';
import { emailDate } from '../src/notifications/reactions/send-escalation-emails.js';
import { pdfText } from './billing-fixtures.js';
import { cachesSettled, createTestApp, eventually, freePort, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';

/**
 * Deadlines and escalation: due dates on forward, the ladder driven by the injectable Clock (no sleeps)
 * through reminder → level 1 → level 2 with one mail each at a real SMTP server, resolving and pausing stop it, two
 * scheduler instances at once take each step once, and the reporter's "Escalate now" rules.
 */

/** Canacona municipality (ULB 252100, South Goa 552) and its centroid. */
const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
/** Where goa-panaji.jpg was taken (its EXIF GPS; /work/shared/data/photos/README.md). */
const PANAJI_PHOTO = { lat: 15.4989, lng: 73.8278 };
const LEVEL0 = 'co.canacona@escalation.test';
const LEVEL1 = 'collector-south@escalation.test';
const LEVEL2 = 'director-municipal@escalation.test';
const DAY = 24 * 3600 * 1000;
const CATEGORY = `escalation_roads_${Date.now()}`;

describe('Deadlines and escalation', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  let other: TestApp | null = null;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let now = new Date('2026-12-01T04:30:00.000Z'); // 10:00 India time
  const setNow = (date: Date) => {
    now = date;
  };

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
    dir = mkdtempSync(join(tmpdir(), 'civic-escalation-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>' });
    t.app.get(Clock).now = () => now;
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    // A category of this file's own, so that contacts other test files made at the same places never collide.
    await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ key: CATEGORY, name: `Escalation roads ${Date.now()}`, subcategories: ['Potholes'], responseDays: 15 })
      .expect(201);
    const contact = (body: Record<string, unknown>) => t.http().post('/api/admin/geo-routing/contacts').set(superadmin.auth).send(body).expect(201);
    await contact({ scope: 'Urban', ...CANACONA_ULB, categoryKey: CATEGORY, authorityEmail: LEVEL0, authorityDesignation: 'Chief Officer' });
    // Levels 1 and 2 exist only at the district: the resolution falls back from the ULB to the district per level.
    const l1 = await contact({
      scope: 'Urban',
      districtCode: '552',
      categoryKey: CATEGORY,
      authorityEmail: LEVEL1,
      authorityDesignation: 'District Collector',
      escalationLevel: 1,
    });
    expect(l1.body).toMatchObject({ escalationLevel: 1, level: 'district' });
    await contact({
      scope: 'Urban',
      districtCode: '552',
      authorityEmail: LEVEL2,
      authorityDesignation: 'Director of Municipal Administration',
      escalationLevel: 2,
    });
  });
  after(async () => {
    if (other) await other.close();
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function fileAndForward(user: TestUser = reporter, pin: { lat: number; lng: number } = CANACONA): Promise<string> {
    const id = await fileComplaint(t, user, {
      category: CATEGORY,
      title: 'Crater on the Canacona market road',
      location: 'Market road near Chaudi bus stand, Canacona',
      geo: CANACONA_ULB,
      coordinates: { ...pin, source: 'manual', accuracy: 8 },
      // A pin away from Canacona (an after-photo's place) keeps the Canacona routing: the citizen confirmed both.
      geoMismatchConfirmed: pin !== CANACONA,
    });
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    return id;
  }

  async function run(): Promise<{ sent: { complaintId: string; level: number; kind: string; recipients: string[]; cc: string[] }[] }> {
    return (await t.http().post('/api/admin/escalations/run').set(superadmin.auth).expect(200)).body;
  }

  /** Mails received by the SMTP server whose subject names the complaint and the step. */
  function smtpMails(complaintId: string, step: string): ParsedMail[] {
    return received.filter((m) => (m.subject ?? '').includes(complaintId) && (m.subject ?? '').includes(step));
  }

  /** The one mail of a step sent to `to` (the authority's, or the reporter's). */
  function mailTo(complaintId: string, step: string, to: string): ParsedMail {
    const mails = smtpMails(complaintId, step).filter((m) => (Array.isArray(m.to) ? m.to[0].text : m.to?.text) === to);
    expect(mails).toHaveLength(1);
    return mails[0];
  }

  /** The text of the one PDF attached to a mail (exactly one attachment, a PDF). */
  async function letterOf(mail: ParsedMail): Promise<{ filename: string; text: string }> {
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const [pdf] = mail.attachments;
    return { filename: pdf.filename ?? '', text: await pdfText(pdf.content) };
  }

  async function mine(id: string) {
    const res = await t.http().get('/api/complaints').set(reporter.auth).expect(200);
    return res.body.items.find((c: { id: string }) => c.id === id);
  }

  it('sets dueAt on forward from the category response days (roads 15), end of day India time', async () => {
    const categories = await t.http().get('/api/categories').expect(200);
    const defaults = new Set(['roads', 'garbage', 'safety', 'police', 'animals', 'electricity', 'environment', 'construction']);
    const items = (categories.body.items as { key: string; responseDays: number }[]).filter((c) => defaults.has(c.key));
    expect(Object.fromEntries(items.map((c) => [c.key, c.responseDays]))).toEqual({
      roads: 15,
      garbage: 3,
      safety: 7,
      police: 7,
      animals: 7,
      electricity: 3,
      environment: 15,
      construction: 30,
    });
    setNow(new Date('2026-12-01T04:30:00.000Z'));
    const id = await fileAndForward();
    const view = await mine(id);
    expect(view.dueAt).toBe('2026-12-16T18:29:59.999Z');
    expect(view.overdueDays).toBe(0);
    expect(view.escalation).toEqual({ level: 0, paused: false, pauseNote: '', heldUntil: null, returned: false, steps: [] });
  });

  it('categories take responseDays from 1 to 90 on create and edit', async () => {
    const created = await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ name: `Water Supply ${Date.now()}`, responseDays: 5 })
      .expect(201);
    expect(created.body.responseDays).toBe(5);
    const message = 'Response time must be a whole number of days from 1 to 90';
    for (const bad of [0, 91, 2.5, 'ten']) {
      const res = await t.http().patch(`/api/admin/categories/${created.body._id}`).set(superadmin.auth).send({ responseDays: bad }).expect(400);
      expect(res.body.error.details.fields.responseDays).toEqual([message]);
    }
    const edited = await t.http().patch(`/api/admin/categories/${created.body._id}`).set(superadmin.auth).send({ responseDays: 21 }).expect(200);
    expect(edited.body.responseDays).toBe(21);
    const plain = await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ name: `Parks ${Date.now()}` })
      .expect(201);
    expect(plain.body.responseDays).toBe(15);
  });

  it('climbs reminder → level 1 → level 2 with exactly one mail each, never repeating a step', async () => {
    setNow(new Date('2026-12-01T04:30:00.000Z'));
    const id = await fileAndForward();
    // A neighbour says 'Me too': the escalation emails and letters count two citizens, and the neighbour, who follows it
    // now, hears of each escalation (not of the reminder).
    const neighbour = await createUser(t);
    await t.http().post(`/api/complaints/${id}/me-too`).set(neighbour.auth).expect(200);
    expect((await run()).sent.filter((s) => s.complaintId === id)).toEqual([]);

    // 17 December, 09:00 India time: one day past due.
    setNow(new Date('2026-12-17T03:30:00.000Z'));
    const first = await run();
    expect(first.sent.filter((s) => s.complaintId === id)).toEqual([
      { complaintId: id, level: 0, kind: 'reminder', recipients: [LEVEL0], cc: [], daysOverdue: 1 },
    ]);
    expect((await run()).sent.filter((s) => s.complaintId === id)).toEqual([]);
    await eventually(async () => smtpMails(id, 'Reminder').length >= 2);

    // Six days later nothing; seven days after the reminder the level-1 escalation, the level-0 authority in copy.
    setNow(new Date(now.getTime() + 6 * DAY));
    expect((await run()).sent.filter((s) => s.complaintId === id)).toEqual([]);
    setNow(new Date('2026-12-24T03:30:00.000Z'));
    expect((await run()).sent.filter((s) => s.complaintId === id)).toMatchObject([{ level: 1, kind: 'escalation', recipients: [LEVEL1], cc: [LEVEL0] }]);
    await eventually(async () => smtpMails(id, 'Escalation to level 1').length >= 3);

    setNow(new Date('2027-01-08T03:30:00.000Z'));
    expect((await run()).sent.filter((s) => s.complaintId === id)).toMatchObject([{ level: 2, kind: 'escalation', recipients: [LEVEL2], cc: [LEVEL0] }]);
    await eventually(async () => smtpMails(id, 'Escalation to level 2').length >= 3);
    setNow(new Date('2027-02-08T03:30:00.000Z'));
    expect((await run()).sent.filter((s) => s.complaintId === id)).toEqual([]);

    // Let any duplicate delivery surface before counting: the notifications queue is idle once every job completed.
    await eventually(async () => {
      const [row] = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE event_name = 'ComplaintEscalationStepTaken' AND payload->>'complaintId' = $1", [
        id,
      ]);
      return row.n === 3;
    });
    const reminder = smtpMails(id, 'Reminder');
    expect(reminder.map((m) => m.to && (Array.isArray(m.to) ? m.to[0].text : m.to.text)).sort()).toEqual([LEVEL0, reporter.email].sort());
    const level1 = smtpMails(id, 'Escalation to level 1');
    expect(level1.map((m) => m.to && (Array.isArray(m.to) ? m.to[0].text : m.to.text)).sort()).toEqual([LEVEL1, reporter.email, neighbour.email].sort());
    const toAuthority = level1.find((m) => (Array.isArray(m.to) ? m.to[0].text : m.to?.text) === LEVEL1)!;
    expect(Array.isArray(toAuthority.cc) ? toAuthority.cc[0].text : toAuthority.cc?.text).toBe(LEVEL0);
    expect(toAuthority.text).toContain('8 day(s) overdue');
    expect(toAuthority.text).toContain('Reminder sent: 17 December 2026');
    expect(toAuthority.text).not.toContain(reporter.email);
    expect(toAuthority.text).toContain('Reported by: 2 citizens report this');
    expect(smtpMails(id, 'Escalation to level 2')).toHaveLength(3);

    // Levels 1 and 2 carry exactly one escalation letter each; the reminder and the reporter's emails none.
    expect(mailTo(id, 'Reminder', LEVEL0).attachments).toEqual([]);
    expect(mailTo(id, 'Escalation to level 1', reporter.email).attachments).toEqual([]);
    const letter1 = await letterOf(toAuthority);
    expect(letter1.filename).toBe(`escalation-letter-${id}-level-1.pdf`);
    for (const words of [
      id,
      'Overdue Complaint Escalated to Level 1',
      'Overdue by 8 day(s)',
      '2 citizens report this',
      'Reminder sent on 17 December 2026',
      'Due by 16 December 2026',
      LEVEL1,
      LEVEL0,
    ]) {
      expect({ words, found: letter1.text.includes(words) }).toEqual({ words, found: true });
    }
    expect(letter1.text).not.toContain('Rohan Dsouza');
    expect(letter1.text).not.toContain(reporter.email);
    const level2Mail = mailTo(id, 'Escalation to level 2', LEVEL2);
    expect(level2Mail.text).toContain('23 day(s) overdue');
    const letter2 = await letterOf(level2Mail);
    expect(letter2.filename).toBe(`escalation-letter-${id}-level-2.pdf`);
    for (const words of [id, 'Overdue Complaint Escalated to Level 2', 'Overdue by 23 day(s)', '2 citizens report this', LEVEL2]) {
      expect({ words, found: letter2.text.includes(words) }).toEqual({ words, found: true });
    }
    // One stored letter per escalation step, each announced once.
    const docs = await ds.query(
      "SELECT d.kind, d.filename FROM complaint_documents d JOIN complaints c ON c.id = d.complaint_id WHERE c.public_id = $1 AND d.kind = 'escalation_letter' ORDER BY d.filename",
      [id],
    );
    expect(docs).toEqual([
      { kind: 'escalation_letter', filename: `escalation-letter-${id}-level-1.pdf` },
      { kind: 'escalation_letter', filename: `escalation-letter-${id}-level-2.pdf` },
    ]);
    const [rendered] = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE event_name = 'EscalationLetterRendered' AND payload->>'complaintId' = $1", [
      id,
    ]);
    expect(rendered.n).toBe(2);

    const view = await mine(id);
    expect(view.overdueDays).toBe(54);
    expect(view.escalation.level).toBe(2);
    expect(view.escalation.steps).toMatchObject([
      { level: 0, kind: 'reminder', at: '2026-12-17T03:30:00.000Z', recipients: [LEVEL0], cc: [], byReporter: false },
      { level: 1, kind: 'escalation', at: '2026-12-24T03:30:00.000Z', recipients: [LEVEL1], cc: [LEVEL0] },
      { level: 2, kind: 'escalation', at: '2027-01-08T03:30:00.000Z', recipients: [LEVEL2], cc: [LEVEL0] },
    ]);
    expect(view.updates.slice(-3).map((u: { message: string }) => u.message)).toEqual([
      `Reminder sent to Chief Officer <${LEVEL0}>: the complaint is 1 day(s) overdue.`,
      `Escalated to level 1: District Collector <${LEVEL1}>.`,
      `Escalated to level 2: Director of Municipal Administration <${LEVEL2}>.`,
    ]);
    const admin = await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200);
    expect(admin.body).toMatchObject({ dueAt: view.dueAt, overdueDays: 54, escalation: { level: 2 } });
    expect(admin.body.escalation.steps).toHaveLength(3);

    // After level 2 the reporter downloads a ready RTI application to the PIO of the level-0 authority.
    const rti = await t
      .http()
      .get(`/api/complaints/${id}/rti-application.pdf`)
      .set(reporter.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(rti.headers['content-type']).toBe('application/pdf');
    expect(rti.headers['content-disposition']).toBe(`attachment; filename="rti-application-${id}.pdf"`);
    const parser = new PDFParse({ data: new Uint8Array(rti.body as Buffer) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('RIGHT TO INFORMATION ACT, 2005');
    expect(text).toContain('The Public Information Officer');
    expect(text).toContain(`Complaint ID: ${id}`);
    expect(text).toContain('Chief Officer');
    expect(text).toContain(LEVEL0);
    expect(text).toContain('Rohan Dsouza');
    const stranger = await createUser(t);
    await t.http().get(`/api/complaints/${id}/rti-application.pdf`).set(stranger.auth).expect(404);
  });

  it('resolving a complaint stops its ladder; pausing one stops it too', async () => {
    setNow(new Date('2027-03-01T04:30:00.000Z'));
    const resolved = await fileAndForward();
    const paused = await fileAndForward();
    await t.http().patch(`/api/admin/complaints/${resolved}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    const noNote = await t.http().patch(`/api/admin/complaints/${paused}/escalation`).set(superadmin.auth).send({ paused: true }).expect(400);
    expect(noNote.body.error.details.fields.note).toEqual(['Please add a note explaining the pause.']);
    await t.http().patch(`/api/admin/complaints/${paused}/escalation`).set(superadmin.auth).send({ paused: true, note: 'Work order issued' }).expect(200);
    setNow(new Date('2027-04-01T04:30:00.000Z'));
    const result = await run();
    expect(result.sent.filter((s) => s.complaintId === resolved || s.complaintId === paused)).toEqual([]);
    expect((await mine(resolved)).overdueDays).toBe(0);
    const view = await mine(paused);
    expect(view.escalation).toMatchObject({ paused: true, pauseNote: 'Work order issued', steps: [] });
    await t.http().patch(`/api/admin/complaints/${paused}/escalation`).set(superadmin.auth).send({ paused: false }).expect(200);
    expect((await run()).sent.filter((s) => s.complaintId === paused)).toMatchObject([{ level: 0, kind: 'reminder' }]);
  });

  it('a reporter escalates an overdue complaint at once, at most one step per 7 days, up to level 2', async () => {
    setNow(new Date('2027-06-01T04:30:00.000Z'));
    const id = await fileAndForward();
    const escalate = (user: TestUser = reporter) => t.http().post(`/api/complaints/${id}/escalate`).set(user.auth);

    const early = await escalate().expect(409);
    expect(early.body.error).toMatchObject({ code: 'NOT_OVERDUE', message: 'This complaint is not overdue yet, so it cannot be escalated.' });
    const stranger = await createUser(t);
    await escalate(stranger).expect(404);
    // A neighbour who follows the complaint hears of the escalation too (not of the ladder's reminders).
    await t.http().put(`/api/complaints/${id}/follow`).set(stranger.auth).expect(200);

    setNow(new Date('2027-06-17T06:00:00.000Z'));
    const first = await escalate().expect(200);
    expect(first.body).toMatchObject({ complaintId: id, level: 1, kind: 'escalation', recipients: [LEVEL1], cc: [LEVEL0], daysOverdue: 1 });
    await eventually(async () => smtpMails(id, 'Escalation to level 1').length >= 3);
    const followerMail = mailTo(id, 'Escalation to level 1', stranger.email);
    expect(followerMail.subject).toBe(`Complaint ${id} you follow: Escalation to level 1`);
    expect(followerMail.text).toContain(`/c/${id}`);

    const notYet = await t.http().get(`/api/complaints/${id}/rti-application.pdf`).set(reporter.auth).expect(409);
    expect(notYet.body.error.message).toBe('The RTI application is available once the complaint has been escalated to level 2.');

    setNow(new Date('2027-06-23T06:00:00.000Z'));
    const tooSoon = await escalate().expect(409);
    expect(tooSoon.body.error.code).toBe('ESCALATION_TOO_SOON');
    expect(tooSoon.body.error.details).toEqual({ nextAllowedAt: '2027-06-24T06:00:00.000Z' });
    // The ladder sends no reminder once the reporter went to level 1.
    expect((await run()).sent.filter((s) => s.complaintId === id)).toEqual([]);

    setNow(new Date('2027-06-24T06:00:00.000Z'));
    expect((await escalate().expect(200)).body).toMatchObject({ level: 2, recipients: [LEVEL2] });
    setNow(new Date('2027-07-24T06:00:00.000Z'));
    const top = await escalate().expect(409);
    expect(top.body.error).toMatchObject({ code: 'CONFLICT', message: 'This complaint has already been escalated to the highest level.' });
    const view = await mine(id);
    expect(view.escalation.steps.map((s: { level: number; byReporter: boolean }) => [s.level, s.byReporter])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it("the ladder's reminder does not count toward the reporter's 7 days: the reporter escalates right after it", async () => {
    setNow(new Date('2027-08-01T04:30:00.000Z'));
    const id = await fileAndForward();
    setNow(new Date('2027-08-17T03:30:00.000Z'));
    expect((await run()).sent.filter((s) => s.complaintId === id)).toMatchObject([{ level: 0, kind: 'reminder' }]);
    setNow(new Date('2027-08-17T04:00:00.000Z'));
    const res = await t.http().post(`/api/complaints/${id}/escalate`).set(reporter.auth).expect(200);
    expect(res.body).toMatchObject({ complaintId: id, level: 1, kind: 'escalation' });
    // The reporter's own escalation counts: the next one waits 7 days from it.
    setNow(new Date('2027-08-20T04:00:00.000Z'));
    const tooSoon = await t.http().post(`/api/complaints/${id}/escalate`).set(reporter.auth).expect(409);
    expect(tooSoon.body.error).toMatchObject({ code: 'ESCALATION_TOO_SOON', details: { nextAllowedAt: '2027-08-24T04:00:00.000Z' } });
  });

  it("an admin's edit of the escalation_letter template is used by the next letter (the reporter's Escalate now), and previews", async () => {
    const edited = {
      ...(await t.http().get('/api/admin/pdf-templates/escalation_letter').set(superadmin.auth).expect(200)).body.content,
      headerTitle: 'Edited escalation notice for {{complaintId}}, {{daysOverdue}} days late',
    };
    const saved = await t.http().put('/api/admin/pdf-templates/escalation_letter').set(superadmin.auth).send({ content: edited }).expect(200);
    expect(saved.body).toMatchObject({ key: 'escalation_letter', isDefault: false, content: { headerTitle: edited.headerTitle } });
    try {
      const preview = await t
        .http()
        .post('/api/admin/pdf-templates/escalation_letter/preview')
        .set(superadmin.auth)
        .send({})
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(preview.headers['content-type']).toBe('application/pdf');
      const previewText = await pdfText(preview.body as Buffer);
      expect(previewText).toContain('Edited escalation notice for GCP-2026-000123, 8 days late');
      expect(previewText).toContain('3 citizens report this');

      setNow(new Date('2028-03-01T04:30:00.000Z'));
      const id = await fileAndForward();
      setNow(new Date('2028-03-20T06:00:00.000Z')); // due at the end of 16 March: 4 days overdue
      await t.http().post(`/api/complaints/${id}/escalate`).set(reporter.auth).expect(200);
      await eventually(async () => smtpMails(id, 'Escalation to level 1').length >= 2);
      const letter = await letterOf(mailTo(id, 'Escalation to level 1', LEVEL1));
      expect(letter.text).toContain(`Edited escalation notice for ${id}, 4 days late`);
      // The reporter escalated before any reminder.
      expect(letter.text).toContain('no reminder (escalated by the complainant)');
      expect(letter.text).toContain('1 citizen reports this');
    } finally {
      await t.http().delete('/api/admin/pdf-templates/escalation_letter').set(superadmin.auth).expect(200);
    }
  });

  describe('confirm fix and reopen', () => {
    const upload = async (name: string, user: TestUser = reporter): Promise<string> =>
      (await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo(name), name).expect(201)).body.url;
    const resolve = (id: string) => t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    const confirm = (id: string, body: object = {}, user: TestUser = reporter) => t.http().post(`/api/complaints/${id}/confirm-fix`).set(user.auth).send(body);
    const reopen = (id: string, body: object, user: TestUser = reporter) => t.http().post(`/api/complaints/${id}/reopen`).set(user.auth).send(body);

    it('an after-photo taken at the pin marks the fix verified; once only, within 30 days', async () => {
      setNow(new Date('2027-08-01T04:30:00.000Z'));
      const id = await fileAndForward(reporter, PANAJI_PHOTO);
      const early = await confirm(id).expect(409);
      expect(early.body.error.message).toBe('Only a complaint resolved within the last 30 days can be confirmed or reopened.');
      setNow(new Date('2027-08-05T04:30:00.000Z'));
      await resolve(id);
      const resolvedView = await mine(id);
      expect(resolvedView.fix).toEqual({ confirmedAt: null, photo: null, verified: false, actionsUntil: '2027-09-04T04:30:00.000Z' });

      const stranger = await createUser(t);
      await confirm(id, {}, stranger).expect(404);
      const own = await confirm(id, { photo: resolvedView.photos[0] }).expect(400);
      expect(own.body.error.details.fields.photo).toEqual(['Please upload the after-photo again.']);
      await confirm(id, { photo: '/uploads/0123456789abcdef0123456789abcdef.jpg' }).expect(400);
      expect(
        (await t.http().get(`/api/complaints`).set(reporter.auth).expect(200)).body.items.find((c: { id: string }) => c.id === id).fix.confirmedAt,
      ).toBeNull();

      setNow(new Date('2027-08-10T04:30:00.000Z'));
      const after = await upload('goa-panaji.jpg');
      const confirmed = await confirm(id, { photo: after }).expect(200);
      expect(confirmed.body).toMatchObject({
        id,
        status: 'resolved',
        fix: { confirmedAt: '2027-08-10T04:30:00.000Z', photo: after, verified: true, actionsUntil: null },
      });
      expect(confirmed.body.updates.at(-1)).toEqual({
        status: 'resolved',
        statusLabel: 'Resolved',
        date: '2027-08-10T04:30:00.000Z',
        message: 'The reporter confirmed the fix with an after-photo taken within 200 m of the reported location (verified).',
        photos: [after],
        source: 'reporter',
      });
      const twice = await confirm(id).expect(409);
      expect(twice.body.error.message).toBe('You have already confirmed this fix.');
      await reopen(id, { message: 'Broken again' }).expect(409);
      await eventually(async () => received.some((m) => m.subject === `Complaint ${id}: You confirmed the fix` && (m.text ?? '').includes('(verified)')));
    });

    it('an after-photo far from the pin, or uploaded before the resolution, is kept unverified', async () => {
      setNow(new Date('2027-09-01T04:30:00.000Z'));
      const far = await fileAndForward(); // pinned at Canacona, about 55 km from where the photo was taken
      const early = await fileAndForward(reporter, PANAJI_PHOTO);
      const old = await upload('goa-panaji.jpg');
      setNow(new Date('2027-09-02T04:30:00.000Z'));
      await resolve(far);
      await resolve(early);
      const farPhoto = await upload('goa-panaji.jpg');
      expect((await confirm(far, { photo: farPhoto }).expect(200)).body.fix).toMatchObject({ photo: farPhoto, verified: false });
      expect((await confirm(early, { photo: old }).expect(200)).body.fix).toMatchObject({ photo: old, verified: false });
    });

    it('reopening puts the complaint back in progress, restarts the due date and emails the authority and the reporter', async () => {
      setNow(new Date('2027-10-01T04:30:00.000Z'));
      const id = await fileAndForward();
      setNow(new Date('2027-10-05T04:30:00.000Z'));
      await resolve(id);
      const noNote = await reopen(id, { message: '  ' }).expect(400);
      expect(noNote.body.error.details.fields.message).toEqual(['Please tell us why the problem is not fixed.']);
      const notOurs = await reopen(id, { message: 'Still broken', photos: ['https://example.com/x.jpg'] }).expect(400);
      expect(notOurs.body.error.details.fields.photos).toEqual(['Photos must be uploaded through the portal.']);
      await reopen(id, { message: 'Still broken' }, await createUser(t)).expect(404);

      setNow(new Date('2027-11-04T04:30:00.000Z')); // 30 days after the resolution: the last moment
      const evidence = await upload('goa-panaji.jpg');
      const reopened = await reopen(id, { message: 'The crater was filled with loose gravel and is back.', photos: [evidence] }).expect(200);
      expect(reopened.body).toMatchObject({ status: 'in_progress', dueAt: '2027-11-19T18:29:59.999Z', overdueDays: 0, fix: { actionsUntil: null } });
      expect(reopened.body.updates.at(-1)).toEqual({
        status: 'in_progress',
        statusLabel: 'In Progress',
        date: '2027-11-04T04:30:00.000Z',
        message: 'Reopened by the reporter: The crater was filled with loose gravel and is back.',
        photos: [evidence],
        source: 'reporter',
      });
      await eventually(async () => received.some((m) => m.subject === `Complaint ${id}: You reopened the complaint`));
      await eventually(async () => received.some((m) => (m.subject ?? '').startsWith(`Civic complaint ${id}:`) && (m.text ?? '').includes('reopened')));
      const toAuthority = received.filter((m) => (m.subject ?? '').startsWith(`Civic complaint ${id}:`) && (m.text ?? '').includes('reopened'));
      expect(toAuthority).toHaveLength(1);
      expect(Array.isArray(toAuthority[0].to) ? toAuthority[0].to[0].text : toAuthority[0].to?.text).toBe(LEVEL0);
      expect(toAuthority[0].text).toContain(
        'The reporter reopened this complaint on 4 November 2027, saying the problem is not fixed: "The crater was filled with loose gravel and is back.". Please act by 19 November 2027.',
      );

      // Resolved again, the window is 30 days from this resolution; one day too late is refused.
      await resolve(id);
      setNow(new Date('2027-12-04T04:30:01.000Z'));
      const late = await reopen(id, { message: 'Again' }).expect(409);
      expect(late.body.error.code).toBe('CONFLICT');
      await confirm(id).expect(409);
    });
  });

  it("the admins' daily digest lists complaints newly overdue, once a day even with several runs at once", async () => {
    const desk = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    const marathiDesk = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    await ds.query(`UPDATE users SET locale = 'mr' WHERE id = $1`, [marathiDesk.id]);
    await cachesSettled(t);
    const billing = await createUser(t, { role: 'admin', adminModules: ['billing'] });
    setNow(new Date('2028-01-01T04:30:00.000Z'));
    const id = await fileAndForward(); // roads: due at the end of 16 January 2028, India time
    setNow(new Date('2028-01-17T03:30:00.000Z'));
    const commands = t.app.get(CommandBus);
    const results = await Promise.all([
      t.http().post('/api/admin/escalations/run').set(superadmin.auth).expect(200),
      t.http().post('/api/admin/escalations/run').set(superadmin.auth).expect(200),
      commands.execute(new PrepareOverdueDigestCommand(now)),
      commands.execute(new PrepareOverdueDigestCommand(now)),
    ]);
    const prepared = results.map((r) => (r && 'body' in r ? r.body.digest : r)).filter((d) => d !== null);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ day: '2028-01-17' });
    expect(prepared[0].complaints).toBeGreaterThanOrEqual(1);

    const subject = 'Overdue complaints, 17 January 2028:';
    const digestTo = (email: string) =>
      received.filter((m) => (m.subject ?? '').startsWith(subject) && (Array.isArray(m.to) ? m.to[0].text : m.to?.text) === email);
    // Every admin of the shared test database gets one, one mail after another: give the job time.
    await eventually(async () => digestTo(superadmin.email).length >= 1 && digestTo(desk.email).length >= 1, 120_000);
    const [mail] = digestTo(desk.email);
    expect(mail.text).toContain(`${id} · Crater on the Canacona market road · Market road near Chaudi bus stand, Canacona · due 16 January 2028`);
    expect(mail.subject).toBe(`${subject} ${prepared[0].complaints} new`);
    // An admin who reads Marathi: the day, the due date, the words around it and the count in Marathi.
    const marathi = await eventually(async () =>
      received.find((m) => (Array.isArray(m.to) ? m.to[0].text : m.to?.text) === marathiDesk.email && (m.text ?? '').includes(id)),
    );
    expect(marathi.text).toContain(
      `${id} · Crater on the Canacona market road · Market road near Chaudi bus stand, Canacona · ${dueInWords(emailDate('2028-01-16T12:00:00+05:30', 'mr'), 'mr')}`,
    );
    expect(marathi.subject).toContain(emailDate('2028-01-17T12:00:00+05:30', 'mr'));
    expect(marathi.subject).toContain('२०२८');
    expect(`${marathi.subject}\n${marathi.text}`).not.toMatch(/January|\bdue\b|\bmore\b|\bnew\b/);
    // Later the same day: nothing more. The next day, with nothing newly overdue: no digest mail.
    setNow(new Date('2028-01-17T10:00:00.000Z'));
    expect((await run()) as unknown as { digest: unknown }).toMatchObject({ digest: null });
    setNow(new Date('2028-01-18T03:30:00.000Z'));
    expect((await run()) as unknown as { digest: unknown }).toMatchObject({ digest: { day: '2028-01-18', complaints: 0 } });
    await eventually(async () => {
      const [row] = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE event_name = 'OverdueDigestPrepared' AND payload->>'day' = '2028-01-17'");
      return row.n === 1;
    });
    const [pending] = await ds.query("SELECT count(*)::int AS n FROM outbox WHERE event_name = 'OverdueDigestPrepared' AND payload->>'day' = '2028-01-18'");
    expect(pending.n).toBe(0);
    expect(digestTo(superadmin.email)).toHaveLength(1);
    expect(digestTo(desk.email)).toHaveLength(1);
    expect(digestTo(billing.email)).toHaveLength(0);
  });

  it('only a superadmin runs the ladder on demand', async () => {
    const admin = await createUser(t, { role: 'admin', adminModules: ['complaints'] });
    await t.http().post('/api/admin/escalations/run').set(admin.auth).expect(403);
    await t.http().post('/api/admin/escalations/run').set(reporter.auth).expect(403);
  });
  it('two scheduler instances running at once take each step once', async () => {
    setNow(new Date('2027-05-01T04:30:00.000Z'));
    const id = await fileAndForward();
    // A second app on the same database and Redis: another scheduler process. It stays open until the end (Passport's
    // strategies are process-global, so closing it early would sign the first app's requests out).
    other = await createTestApp({ UPLOAD_DIR: dir }, { workers: false });
    {
      const later = new Date('2027-05-20T03:30:00.000Z');
      const results = await Promise.all([
        t.app.get(EscalationRunner).run(later),
        other.app.get(EscalationRunner).run(later),
        t.app.get(EscalationRunner).run(later),
        other.app.get(EscalationRunner).run(later),
      ]);
      expect(results.flatMap((r) => r.sent).filter((s) => s.complaintId === id)).toHaveLength(1);
    }
    const [steps] = await ds.query(
      'SELECT count(*)::int AS n FROM complaint_escalation_steps s JOIN complaints c ON c.id = s.complaint_id WHERE c.public_id = $1',
      [id],
    );
    expect(steps.n).toBe(1);
    const [events] = await ds.query(
      "SELECT count(*)::int AS n FROM outbox WHERE event_name = 'ComplaintEscalationStepTaken' AND payload->>'complaintId' = $1",
      [id],
    );
    expect(events.n).toBe(1);
  });

  // Last in this file: from here on the level-1 officer's address belongs to an account that reads Hindi.
  it("an officer whose account reads Hindi gets the escalation email in Hindi, the category's Hindi name and the step included", async () => {
    const hindiName = 'सड़क के गड्ढे (एस्केलेशन)';
    await ds.query(`UPDATE categories SET translations = $1::jsonb WHERE key = $2`, [JSON.stringify({ hi: { name: hindiName } }), CATEGORY]);
    const officer = await createUser(t);
    await ds.query(`UPDATE users SET email = $1, locale = 'hi' WHERE id = $2`, [LEVEL1, officer.id]);
    await cachesSettled(t);
    setNow(new Date('2027-07-01T04:30:00.000Z'));
    const id = await fileAndForward();
    setNow(new Date('2027-07-17T03:30:00.000Z'));
    expect((await run()).sent.filter((s) => s.complaintId === id)).toMatchObject([{ level: 0, kind: 'reminder' }]);
    setNow(new Date('2027-07-24T03:30:00.000Z'));
    expect((await run()).sent.filter((s) => s.complaintId === id)).toMatchObject([{ level: 1, kind: 'escalation', recipients: [LEVEL1] }]);
    const toOfficer = await eventually(async () =>
      received.find((m) => (m.subject ?? '').includes(id) && (Array.isArray(m.to) ? m.to[0].text : m.to?.text) === LEVEL1),
    );
    expect(toOfficer.text).toContain(hindiName);
    expect(toOfficer.text).toContain(stepInWords({ kind: 'escalation', level: 1 }, 'hi'));
    expect(toOfficer.text).not.toContain('Escalation to level 1');
    // Its dates too: due on 16 July 2027.
    expect(toOfficer.text).toContain('16 जुलाई 2027');
    expect(toOfficer.text).not.toContain('July 2027');
    // How many citizens report it, in the words of the Hindi letters.
    expect(toOfficer.text).toContain(citizensReportingIn(0, 'hi'));
    expect(toOfficer.text).not.toContain('citizen reports this');
  });
});
