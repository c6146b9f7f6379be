import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { SendMailOptions } from 'nodemailer';
import { DataSource } from 'typeorm';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, freePort, type TestApp } from './helpers/test-app.js';
import { forwardToOffice, routeToOffice, sendReply, type Office } from './authority-fixtures.js';
import { createUser, type TestUser } from './complaints-fixtures.js';

/**
 * How an emailed reply finds its complaint, over real SMTP (docs/adr/0137-replies-matched-or-refused.md): a reply
 * address in any case; a reply to the portal's sender address by its In-Reply-To, else by the complaint id in its
 * subject when the sender is a recipient; an address that matches nothing refused at RCPT TO with where to write; and a
 * reply held for an admin, attached to a complaint or discarded from the admin inbox. Replies are not signed: the suite
 * runs with INBOUND_REQUIRE_AUTH=false (inbound-authentication.e2e-spec.ts holds the sender checks).
 */

const DOMAIN = 'replies-matching.test.goa-civic.local';
const SENDER = 'portal@test.goa-civic.local';
const AUTHORITY = 'co.canacona@matching.test';
const CATEGORY = `matching_roads_${Date.now()}`;
const NO_SUCH_MAILBOX = 'No such mailbox here: to answer a complaint, reply to the email you received about it, or open its response link';

describe('Emailed replies matched to their complaint, or refused', () => {
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
    dir = mkdtempSync(join(tmpdir(), 'civic-matching-'));
    inboundPort = await freePort();
    t = await createTestApp({
      UPLOAD_DIR: dir,
      SMTP_URL: sink.url,
      MAIL_FROM: `Goa Civic Portal <${SENDER}>`,
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_REQUIRE_AUTH: 'false',
    });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Rohan', lastName: 'Dsouza' });
    office = await routeToOffice(t, superadmin, CATEGORY, AUTHORITY);
  });
  after(async () => {
    await t.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Files and forwards a complaint; answers its id and the authority's forward email (Reply-To, Message-ID). */
  async function fileAndForward(title = 'Crater on the Canacona market road'): Promise<{ id: string; replyTo: string; forward: ParsedMail }> {
    const id = await forwardToOffice(t, office, reporter, superadmin, { title });
    const forward = await eventually(async () =>
      sink.received.find((m) => (m.subject ?? '').includes(id) && !Array.isArray(m.to) && m.to?.value.some((a) => a.address === AUTHORITY)),
    );
    return { id, replyTo: forward.replyTo?.value[0]?.address ?? '', forward };
  }

  /** Delivers a message to the inbound listener with a real SMTP client. */
  const deliver = async (mail: SendMailOptions) => void (await sendReply(inboundPort, mail));

  const messageId = () => `<matching-${Date.now()}-${++seq}@matching.test>`;
  const received = async (id: string) => (await ds.query('SELECT outcome, detail, complaint_public_id FROM inbound_mails WHERE message_id = $1', [id]))[0];
  const lastUpdate = async (id: string) => (await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200)).body.updates.at(-1);

  it('issues lower-case reply keys, and publishes a reply to a key whatever case its address arrives in', async () => {
    const { id, replyTo } = await fileAndForward();
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{36}@${DOMAIN.replaceAll('.', '\\.')}$`));
    const mid = messageId();
    await deliver({ from: AUTHORITY, to: replyTo.toUpperCase(), subject: `Re: ${id}`, messageId: mid, text: 'Inspected the crater today.' });
    expect(await received(mid)).toMatchObject({ outcome: 'published', complaint_public_id: id });
    expect(await lastUpdate(id)).toMatchObject({ source: 'authority', message: 'Inspected the crater today.' });

    // A key issued before keys were lower case (mixed-case base64url), written in lower case by the sender's mail system.
    const { id: older } = await fileAndForward('Older crater on the Canacona market road');
    const mixed = `Xk3b9QpL2mZr7TfA${String(Date.now()).slice(-8)}`;
    await ds.query('UPDATE response_links l SET reply_key = $1 FROM complaints c WHERE c.id = l.complaint_id AND c.public_id = $2 AND l.recipient_email = $3', [
      mixed,
      older,
      AUTHORITY,
    ]);
    const lower = messageId();
    await deliver({ from: AUTHORITY, to: `reply+${mixed.toLowerCase()}@${DOMAIN}`, subject: `Re: ${older}`, messageId: lower, text: 'Patch work scheduled.' });
    expect(await received(lower)).toMatchObject({ outcome: 'published', complaint_public_id: older });
    expect(await lastUpdate(older)).toMatchObject({ source: 'authority', message: 'Patch work scheduled.' });
  });

  it('refuses at RCPT TO, with where to write, an address that matches nothing, and records nothing', async () => {
    for (const to of [`reply+${'0'.repeat(36)}@${DOMAIN}`, `help@${DOMAIN}`, `someone@test.goa-civic.local`]) {
      const mid = messageId();
      const refused = await deliver({ from: AUTHORITY, to, subject: 'Re: an old complaint', messageId: mid, text: 'Done.' }).then(
        () => null,
        (error: { responseCode?: number; command?: string; response?: string; message: string }) => error,
      );
      expect(refused).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
      expect(refused?.response).toContain(`550 5.1.1 ${NO_SUCH_MAILBOX}`);
      expect(await received(mid)).toBeUndefined();
    }
  });

  it('publishes a reply to the sender address on the complaint whose email its In-Reply-To names', async () => {
    const first = await fileAndForward('First crater, Canacona');
    const second = await fileAndForward('Second crater, Canacona');
    expect(second.forward.messageId).toBeTruthy();
    const mid = messageId();
    // Outlook-like: the subject lost the complaint id; the threading headers still name the email answered.
    await deliver({
      from: `Chief Officer <${AUTHORITY}>`,
      to: SENDER,
      subject: 'RE: Civic complaint',
      messageId: mid,
      inReplyTo: second.forward.messageId,
      references: [first.forward.messageId ?? '', second.forward.messageId ?? ''],
      text: `Second crater filled.\n\n-----Original Message-----\nFrom: Goa Civic Portal <${SENDER}>`,
    });
    expect(await received(mid)).toMatchObject({ outcome: 'published', complaint_public_id: second.id });
    expect(await lastUpdate(second.id)).toMatchObject({ source: 'authority', authorityName: 'Chief Officer Canacona', message: 'Second crater filled.' });
    expect((await lastUpdate(first.id)).message).not.toBe('Second crater filled.');
  });

  it("matches a reply to the sender address by the complaint id in its subject, only from one of that complaint's recipients", async () => {
    const { id } = await fileAndForward('Subject-only crater, Canacona');
    const mid = messageId();
    await deliver({ from: AUTHORITY, to: SENDER, subject: `Re: Civic complaint ${id.toLowerCase()}`, messageId: mid, text: 'Road resurfaced.' });
    expect(await received(mid)).toMatchObject({ outcome: 'published', complaint_public_id: id });
    expect(await lastUpdate(id)).toMatchObject({ source: 'authority', message: 'Road resurfaced.' });

    const stranger = messageId();
    const refused = await deliver({ from: 'someone@elsewhere.example', to: SENDER, subject: `Re: ${id}`, messageId: stranger, text: 'Closed it.' }).then(
      () => null,
      (error: { responseCode?: number; response?: string }) => error,
    );
    expect(refused).toMatchObject({ responseCode: 550 });
    expect(refused?.response).toContain('This reply matches no complaint');
    expect(await received(stranger)).toMatchObject({ outcome: 'unknown_key', complaint_public_id: null });
    expect((await lastUpdate(id)).message).toBe('Road resurfaced.');
  });

  it('keeps a bounce to the sender address (250), as before', async () => {
    const mid = messageId();
    await deliver({
      envelope: { from: '', to: [SENDER] },
      raw: [
        'From: Mail Delivery System <MAILER-DAEMON@mx.matching.test>',
        `To: ${SENDER}`,
        'Subject: Undelivered Mail Returned to Sender',
        `Message-ID: ${mid}`,
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
        'Reporting-MTA: dns; mx.matching.test',
        '',
        'Final-Recipient: rfc822; nobody@matching.test',
        'Action: failed',
        'Status: 5.1.1',
        '',
        '--dsn--',
        '',
      ].join('\r\n'),
    });
    expect(await received(mid)).toMatchObject({ outcome: 'bounce' });
  });

  it('lists held replies in the admin inbox, where one is attached to another complaint and one discarded with its reason', async () => {
    const { id, replyTo } = await fileAndForward('Held crater, Canacona');
    const { id: other } = await fileAndForward('The crater the clerk meant, Canacona');
    const [first, second] = [messageId(), messageId()];
    await deliver({ from: 'clerk.canacona@gmail.com', to: replyTo, subject: `Fwd: ${id}`, messageId: first, text: 'Filled the crater near the bus stand.' });
    await deliver({ from: 'newsletter@elsewhere.example', to: replyTo, subject: 'Monthly digest', messageId: second, text: 'Our monthly news.' });
    expect(await received(first)).toMatchObject({ outcome: 'held' });
    expect(await received(second)).toMatchObject({ outcome: 'held' });

    const inbox = (await t.http().get('/api/admin/inbound-replies?status=held&limit=100').set(superadmin.auth).expect(200)).body;
    const ours = inbox.items.filter((r: { complaintId: string }) => r.complaintId === id);
    expect(ours.map((r: { fromAddress: string }) => r.fromAddress)).toEqual(['clerk.canacona@gmail.com', 'newsletter@elsewhere.example']);
    expect(ours[0]).toMatchObject({ status: 'held', heldReason: 'sender_not_recipient', complaintTitle: 'Held crater, Canacona', discardReason: null });
    expect(inbox.total).toBeGreaterThanOrEqual(2);

    await t.http().post(`/api/admin/inbound-replies/${ours[1].id}/discard`).set(superadmin.auth).send({ reason: '  ' }).expect(400);
    await t.http().post(`/api/admin/inbound-replies/${ours[0].id}/attach`).set(superadmin.auth).send({ complaintId: 'GOA-1' }).expect(400);
    await t.http().post(`/api/admin/inbound-replies/${ours[0].id}/attach`).set(superadmin.auth).send({ complaintId: 'GOA-2099-999999' }).expect(404);

    const attached = await t.http().post(`/api/admin/inbound-replies/${ours[0].id}/attach`).set(superadmin.auth).send({ complaintId: other.toLowerCase() });
    expect([attached.status, attached.body]).toEqual([200, { id: ours[0].id, status: 'published', complaintId: other }]);
    expect(await lastUpdate(other)).toMatchObject({ source: 'authority', message: 'Filled the crater near the bus stand.' });
    expect((await lastUpdate(id)).message).not.toBe('Filled the crater near the bus stand.');

    await t
      .http()
      .post(`/api/admin/inbound-replies/${ours[1].id}/discard`)
      .set(superadmin.auth)
      .send({ reason: 'A newsletter, not an answer' })
      .expect(200, { id: ours[1].id, status: 'discarded', complaintId: id });
    const again = await t.http().post(`/api/admin/inbound-replies/${ours[1].id}/attach`).set(superadmin.auth).send({ complaintId: id }).expect(409);
    expect(again.body.error.message).toBe('This reply was already published or discarded.');

    const held = (await t.http().get('/api/admin/inbound-replies?limit=100').set(superadmin.auth).expect(200)).body.items;
    expect(held.map((r: { id: string }) => r.id)).not.toContain(ours[0].id);
    const discarded = (await t.http().get('/api/admin/inbound-replies?status=discarded&limit=100').set(superadmin.auth).expect(200)).body.items;
    expect(discarded.find((r: { id: string }) => r.id === ours[1].id)).toMatchObject({
      discardReason: 'A newsletter, not an answer',
      reviewedAt: expect.any(String),
    });

    const citizen = await t.http().get('/api/admin/inbound-replies').set(reporter.auth);
    expect(citizen.status).toBe(403);
  });
});
