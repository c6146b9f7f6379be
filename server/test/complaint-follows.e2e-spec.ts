import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { ParsedMail } from 'mailparser';
import { COMPLAINT_STATUS_WORDS } from '@civic/contracts';
import { PersonalDataRegistry } from '../src/kernel/personal-data/personal-data.registry.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { deliveredTo, startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, outboxDrained, type TestApp } from './helpers/test-app.js';

/**
 * Following a complaint (docs/adr/0149-following-a-complaint.md): a citizen who follows it and one who said 'Me too'
 * receive its status change by email, each in their account's language, with nothing of the reporter in it; one who
 * unfollowed gets nothing. The email's one-click address unfollows by POST (RFC 8058) and a GET changes nothing; the
 * reporter cannot follow their own complaint; an unknown complaint is 404. My Complaints' followed list is paged and
 * in the reader's language; the follows are in the account's data export and go with the account. Read from a real
 * SMTP server, as the followers would.
 */

const stamp = Date.now();
const PUBLIC_URL = 'https://portal.follow.test';
const SECRET_TITLE = `SECRET-TITLE-${stamp}`;
const SECRET_PLACE = `SECRET-PLACE-${stamp}`;

/** The text and headers of a message, as one string to look for personal data in. */
function wholeMessage(mail: ParsedMail): string {
  return [mail.subject, mail.text, mail.html, ...mail.headerLines.map((h) => h.line)].join('\n');
}

/** A header field as the message carries it (mailparser folds the List-* fields into one parsed `list` value). */
function headerLine(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The List-Unsubscribe header's address, without its angle brackets. */
function oneClickUrl(mail: ParsedMail): string {
  return (headerLine(mail, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, '');
}

describe('Following a complaint', () => {
  let sink: MailSink;
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let follower: TestUser;
  let supporter: TestUser;
  let quitter: TestUser;
  let id: string;
  let other: string;

  const state = (user: TestUser, complaint = id) => t.http().get(`/api/complaints/${complaint}/follow`).set(user.auth);

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-follow-'));
    t = await createTestApp({ UPLOAD_DIR: dir, SMTP_URL: sink.url, MAIL_FROM: 'Goa Civic Portal <portal@follow.test>', PUBLIC_URL });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Reporterfirst', lastName: 'Reporterlast' });
    follower = await createUser(t, { firstName: 'Kavita', lastName: 'Kamat' });
    supporter = await createUser(t, { firstName: 'Harish', lastName: 'Verma' });
    quitter = await createUser(t, { firstName: 'Quentin', lastName: 'Fernandes' });
    await ds.query("UPDATE users SET locale = 'kok' WHERE id = $1", [follower.id]);
    await ds.query("UPDATE users SET locale = 'hi' WHERE id = $1", [supporter.id]);
    id = await fileComplaint(t, reporter, { title: SECRET_TITLE, location: SECRET_PLACE, landmark: SECRET_PLACE, description: `In front of ${SECRET_PLACE}` });
    other = await fileComplaint(t, reporter);
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('follows with PUT (idempotent), me-too follows too, and DELETE unfollows', async () => {
    expect((await state(follower).expect(200)).body).toEqual({ id, following: false, canFollow: true });
    for (let i = 0; i < 2; i++) {
      const res = await t.http().put(`/api/complaints/${id}/follow`).set(follower.auth).expect(200);
      expect(res.body).toEqual({ id, following: true, canFollow: true });
    }
    expect((await state(follower).expect(200)).body.following).toBe(true);

    await t.http().post(`/api/complaints/${id}/me-too`).set(supporter.auth).expect(200);
    expect((await state(supporter).expect(200)).body.following).toBe(true);

    await t.http().put(`/api/complaints/${id}/follow`).set(quitter.auth).expect(200);
    const gone = await t.http().delete(`/api/complaints/${id}/follow`).set(quitter.auth).expect(200);
    expect(gone.body).toEqual({ id, following: false, canFollow: true });
    const [{ n }] = (await ds.query('SELECT COUNT(*)::int AS n FROM complaint_follows f JOIN complaints c ON c.id = f.complaint_id WHERE c.public_id = $1', [
      id,
    ])) as {
      n: number;
    }[];
    expect(n).toBe(2);
  });

  it('refuses the reporter (409 OWN_COMPLAINT), an unknown or malformed complaint (404) and a visitor (401)', async () => {
    const own = await t.http().put(`/api/complaints/${id}/follow`).set(reporter.auth).expect(409);
    expect(own.body.error.code).toBe('OWN_COMPLAINT');
    expect((await state(reporter).expect(200)).body).toEqual({ id, following: false, canFollow: false });
    for (const unknown of ['GOA-2019-999999', 'nope', 'GOA-2026-000001%27']) {
      const res = await t.http().put(`/api/complaints/${unknown}/follow`).set(follower.auth).expect(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      await state(follower, unknown).expect(404);
    }
    await t.http().put(`/api/complaints/${id}/follow`).expect(401);
    await t.http().get('/api/complaints/followed').expect(401);
  });

  it("emails a status change to each follower in their language, with nothing of the reporter's, and not to one who unfollowed", async () => {
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'in_progress' }).expect(200);
    const kok = await deliveredTo(sink, follower.email, COMPLAINT_STATUS_WORDS.kok.in_progress);
    const hi = await deliveredTo(sink, supporter.email, COMPLAINT_STATUS_WORDS.hi.in_progress);
    await outboxDrained(t);

    expect(kok.text).toContain('नमस्कार Kavita');
    expect(kok.subject).toContain(id);
    expect(hi.text).toContain('नमस्ते Harish');
    for (const mail of [kok, hi]) {
      expect(mail.text).toContain(`${PUBLIC_URL}/c/${id}`);
      expect(mail.text).toContain(`${PUBLIC_URL}/unfollow?complaint=${id}&token=`);
      expect(mail.text).not.toContain('/dashboard');
      expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(oneClickUrl(mail)).toMatch(new RegExp(`^${PUBLIC_URL}/api/complaints/${id}/follow/unsubscribe\\?token=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$`));
      const whole = wholeMessage(mail);
      for (const secret of [SECRET_TITLE, SECRET_PLACE, 'Reporterfirst', 'Reporterlast', reporter.email, reporter.id]) expect(whole).not.toContain(secret);
    }
    // Each follower's token is their own.
    expect(oneClickUrl(kok)).not.toBe(oneClickUrl(hi));
    expect(sink.received.filter((m) => m.to && JSON.stringify(m.to).includes(quitter.email))).toHaveLength(0);
    // The reporter gets their own email, not a follower's.
    const own = await deliveredTo(sink, reporter.email, 'in progress');
    expect(headerLine(own, 'List-Unsubscribe')).toBeUndefined();
    // The sent-mail log keeps no working token.
    const logged = (await ds.query('SELECT text FROM mail_messages WHERE $1 = ANY(to_addresses)', [follower.email])) as { text: string }[];
    expect(logged.length).toBeGreaterThan(0);
    const token = new URL(oneClickUrl(kok)).searchParams.get('token')!;
    for (const row of logged) expect(row.text).not.toContain(token);
  });

  it("lists the followed complaints apart, paged, in the reader's language, as the public page shows them", async () => {
    await t.http().put(`/api/complaints/${other}/follow`).set(supporter.auth).expect(200);
    const res = await t.http().get('/api/complaints/followed').query({ limit: 1 }).set(supporter.auth).expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pages: 2 });
    expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([other]);
    const second = await t.http().get('/api/complaints/followed').query({ limit: 1, page: 2 }).set(supporter.auth).expect(200);
    expect(second.body.items[0]).toMatchObject({ id, status: 'in_progress', statusLabel: COMPLAINT_STATUS_WORDS.hi.in_progress, title: '' });
    const text = JSON.stringify(second.body);
    for (const secret of [SECRET_TITLE, SECRET_PLACE, 'Reporterfirst', reporter.email, reporter.id]) expect(text).not.toContain(secret);
    const empty = await t.http().get('/api/complaints/followed').set(quitter.auth).expect(200);
    expect(empty.body).toEqual({ items: [], total: 0, page: 1, pages: 1 });
    const bad = await t.http().get('/api/complaints/followed').query({ limit: 500 }).set(supporter.auth).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    const mine = await t.http().get('/api/complaints').set(supporter.auth).expect(200);
    expect(mine.body.items).toEqual([]);
  });

  it("tells a follower that the reporter confirmed the fix in the third person, not as 'you'", async () => {
    await t.http().patch(`/api/admin/complaints/${other}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    await t.http().post(`/api/complaints/${other}/confirm-fix`).set(reporter.auth).send({}).expect(200);
    const hi = await deliveredTo(sink, supporter.email, 'शिकायतकर्ता ने समाधान की पुष्टि की');
    expect(hi.subject).toContain(other);
    expect(wholeMessage(hi)).not.toContain('आपने समाधान की पुष्टि की');
  });

  it("unfollows by the email's one-click POST; a GET, a wrong token or another complaint's changes nothing", async () => {
    const kok = await deliveredTo(sink, follower.email, COMPLAINT_STATUS_WORDS.kok.in_progress);
    const url = new URL(oneClickUrl(kok));
    const path = `${url.pathname}${url.search}`;
    const token = url.searchParams.get('token')!;

    await t.http().get(path).expect(404);
    expect((await state(follower).expect(200)).body.following).toBe(true);
    const wrong = await t
      .http()
      .post(`/api/complaints/${id}/follow/unsubscribe`)
      .query({ token: `${token.slice(0, -2)}AA` })
      .expect(404);
    expect(wrong.body.error.code).toBe('NOT_FOUND');
    await t.http().post(`/api/complaints/${other}/follow/unsubscribe`).query({ token }).expect(404);
    await t.http().post(`/api/complaints/${id}/follow/unsubscribe`).expect(400);
    expect((await state(follower).expect(200)).body.following).toBe(true);

    // A mail client's one-click: a form body, no session.
    const res = await t.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(res.body).toEqual({ id, following: false, canFollow: true });
    expect((await state(follower).expect(200)).body.following).toBe(false);
    // Again (a retry, or the page's button after the mail client's POST): the same answer.
    await t.http().post(path).expect(200);

    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    await deliveredTo(sink, supporter.email, COMPLAINT_STATUS_WORDS.hi.resolved);
    await outboxDrained(t);
    expect(sink.received.filter((m) => JSON.stringify(m.to).includes(follower.email))).toHaveLength(1);
  });

  it("exports an account's follows and deletes them with the account", async () => {
    const holder = t.app
      .get(PersonalDataRegistry)
      .holders()
      .find((h) => h.section === 'follows')!;
    const section = await holder.collect({ id: supporter.id, email: supporter.email });
    expect((section.records as { complaintId: string }[]).map((r) => r.complaintId).sort()).toEqual([id, other].sort());
    await ds.transaction((manager) => holder.erase!({ id: supporter.id, email: supporter.email }, manager));
    const [{ n }] = (await ds.query('SELECT COUNT(*)::int AS n FROM complaint_follows WHERE user_id = $1', [supporter.id])) as { n: number }[];
    expect(n).toBe(0);
  });
});
