import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { DataSource } from 'typeorm';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, freePort, outboxDrained, type TestApp } from './helpers/test-app.js';
import { forwardToOffice, routeToOffice, sendReply, type Office } from './authority-fixtures.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';

/**
 * Authorities' replies by email, end to end over real SMTP: the portal sends to a real SMTP sink, and a real SMTP
 * client (nodemailer) delivers replies to the portal's inbound listener. A recipient's reply lands in the history with
 * its photo and the reporter is emailed; another sender's waits for review; automatic answers, bounces and unknown
 * replies that match no complaint only reach the mail log; a bounce marks the routing contact failing; two app instances receiving one reply
 * record it once. These replies are not signed and no DNS vouches for their domains: the suite runs with
 * INBOUND_REQUIRE_AUTH=false, and inbound-authentication.e2e-spec.ts holds the authentication rules.
 */

const DOMAIN = 'replies.test.goa-civic.local';
const AUTHORITY = 'co.canacona@inbound.test';
const DEPUTY = 'deputy.canacona@inbound.test';
const CATEGORY = `inbound_roads_${Date.now()}`;

describe('Replies by email', () => {
  let sink: MailSink;
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let inboundPort: number;
  let superadmin: TestUser;
  let reporter: TestUser;
  let office: Office;
  let seq = 0;

  before(async () => {
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-inbound-'));
    inboundPort = await freePort();
    t = await createTestApp({
      UPLOAD_DIR: dir,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>',
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_REQUIRE_AUTH: 'false',
    });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    office = await routeToOffice(t, superadmin, CATEGORY, AUTHORITY, [{ authorityEmail: DEPUTY, authorityDesignation: 'Deputy Chief Officer' }]);
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Files a complaint at Canacona, forwards it, and answers its id and the Reply-To of the authority's email. */
  async function fileAndForward(): Promise<{ id: string; replyTo: string }> {
    const id = await forwardToOffice(t, office, reporter, superadmin);
    const forward = await eventually(async () =>
      sink.received.find((m) => (m.subject ?? '').includes(id) && m.to && !Array.isArray(m.to) && m.to.text === AUTHORITY),
    );
    return { id, replyTo: forward.replyTo?.value[0]?.address ?? '' };
  }

  /** Delivers a message to the portal's inbound listener (port `port`) with a real SMTP client. */
  const deliver = async (mail: SendMailOptions, port = inboundPort) => void (await sendReply(port, mail));

  const messageId = () => `<reply-${Date.now()}-${++seq}@inbound.test>`;
  const received = async (id: string) => (await ds.query('SELECT outcome, detail, complaint_public_id FROM inbound_mails WHERE message_id = $1', [id]))[0];
  const admin = async (id: string) => (await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200)).body;

  it('sends every authority email with Reply-To reply+{replyKey}@{INBOUND_EMAIL_DOMAIN} and keeps its Message-ID', async () => {
    const { id, replyTo } = await fileAndForward();
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{36}@${DOMAIN.replaceAll('.', '\\.')}$`));
    const [link] = await ds.query(
      'SELECT l.reply_key FROM response_links l JOIN complaints c ON c.id = l.complaint_id WHERE c.public_id = $1 AND l.recipient_email = $2',
      [id, AUTHORITY],
    );
    expect(replyTo).toBe(`reply+${link.reply_key}@${DOMAIN}`);
    // The log records the Message-ID once the delivery is confirmed, which can be just after the sink has the email.
    const row = await eventually(async () => {
      const [logged] = await ds.query("SELECT reply_to, message_id FROM mail_messages WHERE template_key = 'complaint_forward_authority' AND subject LIKE $1", [
        `%${id}%`,
      ]);
      return logged?.message_id ? logged : undefined;
    });
    expect(row.reply_to).toBe(replyTo);
    expect(row.message_id).toMatch(/^<[0-9a-f]{40}@test\.goa-civic\.local>$/);
  });

  it("publishes a recipient's reply at once: 'Reply from' with its text and JPEG as an after-photo, and emails the reporter", async () => {
    const { id, replyTo } = await fileAndForward();
    const mid = messageId();
    await deliver({
      from: `Chief Officer <${AUTHORITY}>`,
      to: replyTo,
      subject: `Re: Civic complaint ${id}`,
      messageId: mid,
      text: `The crater was filled this morning.\n\nOn Mon, 23 Nov 2026 at 10:00, Goa Civic Portal <portal@test.goa-civic.local> wrote:\n> Complaint ${id}\n> Crater on the Canacona market road`,
      attachments: [
        { filename: 'after.jpg', content: photo('goa-panaji.jpg'), contentType: 'image/jpeg' },
        { filename: 'notes.txt', content: 'site notes', contentType: 'text/plain' },
      ],
    });
    expect(await received(mid)).toMatchObject({
      outcome: 'published',
      complaint_public_id: id,
      detail: 'Attachments dropped: notes.txt (not a photo or document)',
    });
    const entry = (await admin(id)).updates.at(-1);
    expect(entry).toMatchObject({
      source: 'authority',
      authorityAction: 'reply',
      authorityName: 'Chief Officer Canacona',
      message: 'The crater was filled this morning.',
    });
    expect(entry.photos).toHaveLength(1);
    expect(entry.photos[0]).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    await t.http().get(entry.photos[0]).expect(200);
    const toReporter = await eventually(async () =>
      sink.received.find((m) => !Array.isArray(m.to) && m.to?.text === reporter.email && (m.text ?? '').includes('The crater was filled this morning.')),
    );
    expect(toReporter.subject).toContain(id);
  });

  it('takes a reply from the Cc’d recipient as theirs', async () => {
    const { id, replyTo } = await fileAndForward();
    const mid = messageId();
    await deliver({ from: DEPUTY, to: replyTo, subject: `Re: Civic complaint ${id}`, messageId: mid, text: 'Work order issued.' });
    expect(await received(mid)).toMatchObject({ outcome: 'published' });
    expect((await admin(id)).updates.at(-1)).toMatchObject({ source: 'authority', authorityName: 'Deputy Chief Officer', message: 'Work order issued.' });
  });

  it('holds a reply from any other address for review; an admin publishes one and discards another', async () => {
    const { id, replyTo } = await fileAndForward();
    const before = (await admin(id)).updates.length;
    const [first, second] = [messageId(), messageId()];
    await deliver({
      from: 'clerk.canacona@gmail.com',
      to: replyTo,
      subject: `Fwd: ${id}`,
      messageId: first,
      text: 'Road repaired, photo attached.',
      attachments: [{ filename: 'site.jpg', content: photo('goa-panaji.jpg') }],
    });
    await deliver({ from: 'someone@spoof.example', to: replyTo, subject: `Re: ${id}`, messageId: second, text: 'Complaint closed, nothing to do.' });
    expect(await received(first)).toMatchObject({ outcome: 'held' });
    expect(await received(second)).toMatchObject({ outcome: 'held' });
    const view = await admin(id);
    expect(view.updates).toHaveLength(before);
    expect(view.repliesToReview).toBe(2);

    const desk = await t.http().get('/api/admin/complaints?repliesToReview=true&limit=50').set(superadmin.auth).expect(200);
    expect(desk.body.items.map((c: { id: string }) => c.id)).toContain(id);
    expect(desk.body.items.every((c: { repliesToReview: number }) => c.repliesToReview > 0)).toBe(true);

    const held = (await t.http().get(`/api/admin/complaints/${id}/replies`).set(superadmin.auth).expect(200)).body;
    expect(held.map((r: { fromAddress: string }) => r.fromAddress)).toEqual(['clerk.canacona@gmail.com', 'someone@spoof.example']);
    expect(held[0]).toMatchObject({
      recipientEmail: AUTHORITY,
      authorityName: 'Chief Officer Canacona',
      text: 'Road repaired, photo attached.',
      heldReason: 'sender_not_recipient',
    });
    expect(held[0].photos).toHaveLength(1);

    const published = await t.http().post(`/api/admin/complaints/${id}/replies/${held[0].id}/publish`).set(superadmin.auth);
    expect([published.status, published.body]).toEqual([200, { id: held[0].id, status: 'published' }]);
    await t.http().post(`/api/admin/complaints/${id}/replies/${held[1].id}/discard`).set(superadmin.auth).expect(200, { id: held[1].id, status: 'discarded' });
    const again = await t.http().post(`/api/admin/complaints/${id}/replies/${held[1].id}/publish`).set(superadmin.auth).expect(409);
    expect(again.body.error.message).toBe('This reply was already published or discarded.');

    const after = await admin(id);
    expect(after.repliesToReview).toBe(0);
    expect(after.updates).toHaveLength(before + 1);
    expect(after.updates.at(-1)).toMatchObject({
      source: 'authority',
      authorityAction: 'reply',
      message: 'Road repaired, photo attached.',
      photos: held[0].photos,
    });
    const desk2 = await t.http().get('/api/admin/complaints?repliesToReview=true&limit=50').set(superadmin.auth).expect(200);
    expect(desk2.body.items.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('never puts an automatic answer, a bounce or a reply that matches nothing in the history; a bounce marks the contact failing', async () => {
    const { id, replyTo } = await fileAndForward();
    const before = (await admin(id)).updates.length;
    const [auto, outOfOffice, bounce, unknown] = [messageId(), messageId(), messageId(), messageId()];
    await deliver({
      from: AUTHORITY,
      to: replyTo,
      subject: `Re: ${id}`,
      messageId: auto,
      text: 'I will be back on Monday.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    await deliver({ from: AUTHORITY, to: replyTo, subject: `Out of office: Civic complaint ${id}`, messageId: outOfOffice, text: 'Away.' });
    await deliver({
      envelope: { from: '', to: [`portal@test.goa-civic.local`] },
      raw: [
        'From: Mail Delivery System <MAILER-DAEMON@mx.inbound.test>',
        'To: portal@test.goa-civic.local',
        `Subject: Undelivered Mail Returned to Sender`,
        `Message-ID: ${bounce}`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"',
        '',
        '--dsn',
        'Content-Type: text/plain',
        '',
        'Your message could not be delivered.',
        '--dsn',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.inbound.test',
        '',
        `Final-Recipient: rfc822; ${DEPUTY}`,
        'Action: failed',
        'Status: 5.1.1',
        'Diagnostic-Code: smtp; 550 5.1.1 user unknown',
        '',
        '--dsn--',
        '',
      ].join('\r\n'),
    });
    // A reply to the sender address that matches no complaint is logged, then refused (inbound-matching.e2e-spec.ts).
    await expect(
      deliver({ from: AUTHORITY, to: 'portal@test.goa-civic.local', subject: 'Re: an old complaint', messageId: unknown, text: 'Done.' }),
    ).rejects.toThrow(/550 5\.1\.1 This reply matches no complaint/);
    expect(await received(auto)).toMatchObject({ outcome: 'auto_reply' });
    expect(await received(outOfOffice)).toMatchObject({ outcome: 'auto_reply' });
    expect(await received(bounce)).toMatchObject({ outcome: 'bounce', detail: `Failing: ${DEPUTY} (5.1.1 550 5.1.1 user unknown)` });
    expect(await received(unknown)).toMatchObject({ outcome: 'unknown_key', complaint_public_id: null });
    await outboxDrained(t);
    expect((await admin(id)).updates).toHaveLength(before);

    const contacts = await t.http().get(`/api/admin/geo-routing/contacts?q=canacona&limit=100`).set(superadmin.auth).expect(200);
    const contact = contacts.body.items.find((c: { _id: string }) => c._id === office.contactId);
    expect(contact.failingAddresses).toEqual([{ email: DEPUTY, failedAt: expect.any(String), reason: '5.1.1 550 5.1.1 user unknown' }]);

    const log = await t.http().get('/api/admin/mail/received?limit=100').set(superadmin.auth).expect(200);
    const outcomes = new Map(log.body.items.map((m: { messageId: string; outcome: string }) => [m.messageId, m.outcome]));
    expect([auto, bounce, unknown].map((m) => outcomes.get(m))).toEqual(['auto_reply', 'bounce', 'unknown_key']);
  });

  it('refuses a message over 25 MB with 552 and logs it as oversize, never reading it into the history', async () => {
    const { id, replyTo } = await fileAndForward();
    const before = (await admin(id)).updates.length;
    const huge = Buffer.alloc(25 * 1024 * 1024 + 1024, 0x41);
    await expect(
      deliver({ from: AUTHORITY, to: replyTo, subject: `Re: ${id}`, text: 'Site video attached.', attachments: [{ filename: 'site.bin', content: huge }] }),
    ).rejects.toThrow(/552/);
    const [row] = await ds.query("SELECT outcome, from_address, to_addresses, size_bytes FROM inbound_mails WHERE outcome = 'oversize' AND from_address = $1", [
      AUTHORITY,
    ]);
    expect(row).toMatchObject({ outcome: 'oversize', to_addresses: [replyTo.toLowerCase()] });
    expect(row.size_bytes).toBeGreaterThan(25 * 1024 * 1024);
    await outboxDrained(t);
    expect((await admin(id)).updates).toHaveLength(before);
  });

  it('refuses mail for other domains (no open relay)', async () => {
    await expect(deliver({ from: AUTHORITY, to: 'someone@gmail.com', subject: 'Relay?', text: 'x' })).rejects.toThrow(/Relay access denied/);
  });

  it('records a reply delivered to two app instances, or twice to one, once', async () => {
    const { id, replyTo } = await fileAndForward();
    const secondPort = await freePort();
    const second = await createTestApp({
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: String(secondPort),
      MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>',
      INBOUND_REQUIRE_AUTH: 'false',
    });
    try {
      const before = (await admin(id)).updates.length;
      const mid = messageId();
      const mail = { from: AUTHORITY, to: replyTo, subject: `Re: ${id}`, messageId: mid, text: 'Patched today, twice reported.' };
      await Promise.all([deliver(mail), deliver(mail, secondPort)]);
      await deliver(mail);
      await outboxDrained(t);
      const updates = (await admin(id)).updates;
      expect(updates).toHaveLength(before + 1);
      expect(updates.filter((u: { message: string }) => u.message === 'Patched today, twice reported.')).toHaveLength(1);
      expect(await ds.query('SELECT count(*)::int AS n FROM inbound_mails WHERE message_id = $1', [mid])).toEqual([{ n: 1 }]);
      expect(await ds.query('SELECT count(*)::int AS n FROM authority_replies WHERE message_id = $1', [mid])).toEqual([{ n: 1 }]);
    } finally {
      await second.close();
    }
  });
});
