import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { SendMailOptions } from 'nodemailer';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, freePort, outboxDrained, type TestApp } from './helpers/test-app.js';
import { deliveredTo, startMailSink, type MailSink } from './helpers/mail-sink.js';
import { CANACONA, forwardToOffice, routeToOffice, sendReply } from './authority-fixtures.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/**
 * An officer's emailed reply records what its first words say, as the response page does
 * (docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md), over real SMTP: replies shaped as Gmail, Outlook
 * and phones send them go to the inbound listener; the status, the history, the fix photo, the reporter's email and the
 * officer's acknowledgement (with the response page's links, one per action) are checked; an automatic answer changes
 * nothing and is not acknowledged; an address gets at most five acknowledgements an hour. Unsigned mail:
 * INBOUND_REQUIRE_AUTH=false, as in inbound-replies.e2e-spec.ts.
 */

const stamp = Date.now();
/** Where goa-panaji.jpg was taken (its EXIF GPS; /work/shared/data/photos/README.md). */
const PANAJI_PHOTO = { lat: 15.4989, lng: 73.8278 };
const DOMAIN = 'intent.test.goa-civic.local';
const PUBLIC_URL = 'http://localhost:3999';

describe('An emailed reply records what its first words say', () => {
  let sink: MailSink;
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let inboundPort: number;
  let superadmin: TestUser;
  let reporter: TestUser;
  let seq = 0;

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-intent-'));
    inboundPort = await freePort();
    t = await createTestApp({
      UPLOAD_DIR: dir,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>',
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_REQUIRE_AUTH: 'false',
      PUBLIC_URL,
    });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * An office of its own (a category routed at Canacona to a new address, so that the acknowledgements of one test do not
   * count against another's), a complaint filed at `pin` and forwarded to it: its id, the office's address, the
   * Reply-To and the response link's token of the forward email.
   */
  async function fileAndForward(pin = CANACONA): Promise<{ id: string; officer: string; replyTo: string; token: string; forward: ParsedMail }> {
    const n = ++seq;
    const office = await routeToOffice(t, superadmin, `intent_roads_${stamp}_${n}`, `co${n}-${stamp}@intent.test`);
    const id = await forwardToOffice(t, office, reporter, superadmin, { pin });
    const forward = await deliveredTo(sink, office.officer, id);
    const token = new RegExp(`${PUBLIC_URL}/respond/([A-Za-z0-9_-]{43})`).exec(forward.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    return { id, officer: office.officer, replyTo: forward.replyTo?.value[0]?.address ?? '', token, forward };
  }

  /** Delivers a message to the inbound listener with a real SMTP client. */
  const deliver = async (mail: SendMailOptions) => void (await sendReply(inboundPort, mail));

  const messageId = () => `<intent-${stamp}-${++seq}@intent.test>`;
  const received = async (mid: string) => (await ds.query('SELECT outcome, detail FROM inbound_mails WHERE message_id = $1', [mid]))[0];
  const admin = async (id: string) => (await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200)).body;
  const acks = (officer: string) =>
    sink.received.filter(
      (m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === officer)) && (m.subject ?? '').startsWith('Recorded on complaint'),
    );

  it('Gmail multipart/alternative with the quoted original: "Work completed today." resolves; reporter emailed; officer acknowledged with links that only open the page', async () => {
    const { id, officer, replyTo, token } = await fileAndForward();
    const mid = messageId();
    const quoted = `On Mon, 23 Nov 2026 at 10:00, Goa Civic Portal <portal@test.goa-civic.local> wrote:\n> Civic complaint ${id}\n> Answer this complaint, no account needed`;
    await deliver({
      from: `Chief Officer <${officer}>`,
      to: replyTo,
      subject: `Re: Civic complaint ${id}: Crater on the Canacona market road`,
      messageId: mid,
      text: `Work completed today.\n\n${quoted}`,
      html: `<div dir="ltr">Work completed today.</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, 23 Nov 2026 at 10:00, Goa Civic Portal &lt;portal@test.goa-civic.local&gt; wrote:<br></div><blockquote class="gmail_quote">Civic complaint ${id}</blockquote></div>`,
    });
    expect(await received(mid)).toMatchObject({ outcome: 'published', detail: 'Recorded as resolved' });
    const view = await admin(id);
    expect(view.status).toBe('resolved');
    expect(view.updates.at(-1)).toMatchObject({
      status: 'resolved',
      source: 'authority',
      authorityAction: 'resolved',
      authorityName: 'Chief Officer Canacona',
      message: 'Work completed today.',
    });

    // The reporter's email says what happened in its subject and first line, then gives the officer's words.
    const toReporter = await deliveredTo(sink, reporter.email, 'Work completed today.');
    expect(toReporter.subject).toContain(id);
    expect(toReporter.subject).toContain('Resolved by Chief Officer Canacona');

    const ack = await deliveredTo(sink, officer, 'was recorded as: Resolved');
    expect(ack.subject).toBe(`Recorded on complaint ${id}: Resolved`);
    expect(ack.replyTo?.value[0]?.address).toBe(replyTo);
    for (const action of ['resolved', 'in_progress', 'not_ours', 'message']) {
      expect(ack.text).toContain(`${PUBLIC_URL}/respond/${token}?action=${action}`);
      expect(ack.html).toContain(`href="${PUBLIC_URL}/respond/${token}?action=${action}"`);
    }
    // Following a button (as a mail scanner would) only reads: the page's GET changes nothing.
    const page = (await t.http().get(`/api/respond/${token}`).query({ action: 'in_progress' }).expect(200)).body;
    expect(page.complaint).toMatchObject({ status: 'resolved', fixVerified: false });
    expect((await admin(id)).updates).toHaveLength(view.updates.length);
    // The sent-mail log keeps the acknowledgement with the link's token redacted.
    const [logged] = await ds.query("SELECT text FROM mail_messages WHERE template_key = 'authority_reply_recorded' AND $1 = ANY(to_addresses)", [officer]);
    expect(logged.text).not.toContain(token);
  });

  it('an Outlook HTML reply: "Work started" puts the complaint in progress, without the quoted letter', async () => {
    const { id, officer, replyTo } = await fileAndForward();
    const mid = messageId();
    await deliver({
      from: `Chief Officer <${officer}>`,
      to: replyTo,
      subject: `RE: Civic complaint ${id}`,
      messageId: mid,
      html: `<html><body><div>Work started, the contractor is on site.</div><div><br></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri"><b>From:</b> Goa Civic Portal &lt;portal@test.goa-civic.local&gt;<br><b>Sent:</b> Monday, 23 November 2026 10:00<br><b>To:</b> Chief Officer &lt;${officer}&gt;<br><b>Subject:</b> Civic complaint ${id}</font><div>&nbsp;</div></div><div>Dear Chief Officer, a citizen has reported the following issue. Resolved</div></body></html>`,
    });
    expect(await received(mid)).toMatchObject({ outcome: 'published', detail: 'Recorded as in_progress' });
    const view = await admin(id);
    expect(view.status).toBe('in_progress');
    expect(view.updates.at(-1)).toMatchObject({ authorityAction: 'in_progress', message: 'Work started, the contractor is on site.' });
    await deliveredTo(sink, officer, 'was recorded as: Work in progress');
  });

  it('a one-liner with a JPEG taken at the pin: resolved with the fix verified by the photo', async () => {
    const { id, officer, replyTo, token } = await fileAndForward(PANAJI_PHOTO);
    const mid = messageId();
    await deliver({
      from: officer,
      to: replyTo,
      subject: `Re: ${id}`,
      messageId: mid,
      text: 'Fixed',
      attachments: [{ filename: 'IMG_2041.jpg', content: photo('goa-panaji.jpg'), contentType: 'image/jpeg' }],
    });
    expect(await received(mid)).toMatchObject({ outcome: 'published' });
    const view = await admin(id);
    expect(view.status).toBe('resolved');
    expect((await t.http().get(`/api/respond/${token}`).expect(200)).body.complaint.fixVerified).toBe(true);
    expect(view.updates.at(-1)).toMatchObject({ authorityAction: 'resolved', message: 'Fixed' });
    expect(view.updates.at(-1).photos).toHaveLength(1);
    await deliveredTo(sink, officer, 'was recorded as: Resolved');
  });

  it('a Marathi reply in base64: "काम पूर्ण झाले" resolves', async () => {
    const { id, officer, replyTo } = await fileAndForward();
    const mid = messageId();
    await deliver({
      from: officer,
      to: replyTo,
      subject: `Re: ${id}`,
      messageId: mid,
      text: 'काम पूर्ण झाले. रस्ता दुरुस्त केला आहे.',
      textEncoding: 'base64',
    });
    expect(await received(mid)).toMatchObject({ outcome: 'published', detail: 'Recorded as resolved' });
    const raw = (await ds.query('SELECT count(*)::int AS n FROM inbound_mails WHERE message_id = $1', [mid]))[0];
    expect(raw.n).toBe(1);
    const view = await admin(id);
    expect(view.status).toBe('resolved');
    expect(view.updates.at(-1)).toMatchObject({ authorityAction: 'resolved', message: 'रस्ता दुरुस्त केला आहे.' });
  });

  it('"Not our jurisdiction" returns the complaint; a reply naming no action stays a message; a second "Resolved" on a resolved complaint is a message', async () => {
    const { id, officer, replyTo } = await fileAndForward();
    const first = messageId();
    await deliver({ from: officer, to: replyTo, subject: `Re: ${id}`, messageId: first, text: 'Not our jurisdiction: this is a PWD road.' });
    expect(await received(first)).toMatchObject({ outcome: 'published', detail: 'Recorded as not_ours' });
    let view = await admin(id);
    expect(view.updates.at(-1)).toMatchObject({ authorityAction: 'not_ours', message: 'this is a PWD road.' });

    const second = messageId();
    await deliver({ from: officer, to: replyTo, subject: `Re: ${id}`, messageId: second, text: 'We will look into it next week.' });
    expect(await received(second)).toMatchObject({ outcome: 'published', detail: '' });
    view = await admin(id);
    expect(view.updates.at(-1)).toMatchObject({ authorityAction: 'reply', message: 'We will look into it next week.' });
    await deliveredTo(sink, officer, 'was recorded as: A message (the status is unchanged)');

    const { id: other, officer: otherOfficer, replyTo: otherReplyTo } = await fileAndForward();
    for (const text of ['Resolved.', 'Resolved. Patched again.']) {
      const mid = messageId();
      await deliver({ from: otherOfficer, to: otherReplyTo, subject: `Re: ${other}`, messageId: mid, text });
      expect(await received(mid)).toMatchObject({ outcome: 'published' });
    }
    const again = await admin(other);
    expect(again.status).toBe('resolved');
    expect(again.updates.at(-1)).toMatchObject({ authorityAction: 'reply', message: 'Resolved. Patched again.' });
  });

  it("a reply with a PDF: the document is kept (checked by content), listed and downloadable for the admin and the reporter, named on the public page, attached to the reporter's email", async () => {
    const { id, officer, replyTo } = await fileAndForward();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const mid = messageId();
    await deliver({
      from: officer,
      to: replyTo,
      subject: `Re: ${id}`,
      messageId: mid,
      text: 'Resolved. Action Taken Report attached.',
      attachments: [
        { filename: 'ATR-market-road.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'not-really.pdf', content: 'plain words, not a PDF', contentType: 'application/pdf' },
      ],
    });
    expect(await received(mid)).toMatchObject({
      outcome: 'published',
      detail: 'Recorded as resolved; Attachments dropped: not-really.pdf (not a photo or document)',
    });
    expect((await admin(id)).updates.at(-1)).toMatchObject({ authorityAction: 'resolved', message: 'Action Taken Report attached.' });

    const listed = (await t.http().get(`/api/admin/complaints/${id}/documents`).set(superadmin.auth).expect(200)).body;
    expect(listed).toEqual([
      expect.objectContaining({ filename: 'ATR-market-road.pdf', contentType: 'application/pdf', size: pdf.length, authorityName: 'Chief Officer Canacona' }),
    ]);
    const adminFile = await t.http().get(`/api/admin/complaints/${id}/documents/${listed[0].id}`).set(superadmin.auth).buffer(true).expect(200);
    expect(adminFile.headers['content-type']).toBe('application/pdf');
    expect(adminFile.headers['content-disposition']).toContain('attachment; filename="ATR-market-road.pdf"');
    expect(Buffer.compare(adminFile.body as Buffer, pdf)).toBe(0);

    const mine = (await t.http().get(`/api/complaints/${id}/documents`).set(reporter.auth).expect(200)).body;
    expect(mine.map((d: { id: string }) => d.id)).toEqual([listed[0].id]);
    const reporterFile = await t.http().get(`/api/complaints/${id}/documents/${listed[0].id}`).set(reporter.auth).buffer(true).expect(200);
    expect(Buffer.compare(reporterFile.body as Buffer, pdf)).toBe(0);
    const stranger = await createUser(t);
    expect((await t.http().get(`/api/complaints/${id}/documents`).set(stranger.auth).expect(200)).body).toEqual([]);
    await t.http().get(`/api/complaints/${id}/documents/${listed[0].id}`).set(stranger.auth).expect(404);
    await t.http().get(`/api/complaints/${id}/documents/${listed[0].id}`).expect(401);

    const named = (await t.http().get(`/api/public/complaints/${id}/documents`).expect(200)).body;
    expect(named).toEqual([{ filename: 'ATR-market-road.pdf', authorityName: 'Chief Officer Canacona' }]);

    const toReporter = await deliveredTo(sink, reporter.email, 'Action Taken Report attached.');
    expect(toReporter.subject).toContain('Resolved by Chief Officer Canacona');
    expect(toReporter.attachments.map((a) => [a.filename, a.contentType])).toEqual([['ATR-market-road.pdf', 'application/pdf']]);
    expect(Buffer.compare(toReporter.attachments[0].content, pdf)).toBe(0);
  });

  it('an out-of-office answer changes nothing and is not acknowledged', async () => {
    const { id, officer, replyTo } = await fileAndForward();
    const before = await admin(id);
    const mid = messageId();
    await deliver({
      from: officer,
      to: replyTo,
      subject: `Automatic reply: Civic complaint ${id}`,
      messageId: mid,
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
      text: 'Resolved queries will be answered when I return on 2 December.',
    });
    expect(await received(mid)).toMatchObject({ outcome: 'auto_reply' });
    await outboxDrained(t);
    const after = await admin(id);
    expect(after.status).toBe(before.status);
    expect(after.updates).toHaveLength(before.updates.length);
    expect(acks(officer)).toEqual([]);
  });

  it('acknowledges at most five replies an hour to one address, counted in the database', async () => {
    const { id, officer, replyTo } = await fileAndForward();
    for (let i = 1; i <= 6; i++) {
      const mid = messageId();
      await deliver({ from: officer, to: replyTo, subject: `Re: ${id}`, messageId: mid, text: `Note ${i}: site visited.` });
      expect(await received(mid)).toMatchObject({ outcome: 'published' });
    }
    await eventually(async () => (await admin(id)).updates.filter((u: { source: string }) => u.source === 'authority').length === 6);
    await outboxDrained(t);
    await deliveredTo(sink, officer, 'was recorded as', 5);
    const [{ n }] = await ds.query("SELECT count(*)::int AS n FROM mail_messages WHERE template_key = 'authority_reply_recorded' AND $1 = ANY(to_addresses)", [
      officer,
    ]);
    expect(n).toBe(5);
    expect(acks(officer)).toHaveLength(5);
  });
});
