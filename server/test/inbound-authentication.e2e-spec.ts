import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { generateKeyPairSync } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import dns from 'node:dns';
import dnsPacket from 'dns-packet';
import { dkimSign } from 'mailauth';
import { createTransport, type SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { DataSource } from 'typeorm';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, freePort, outboxDrained, type TestApp } from './helpers/test-app.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';

/**
 * Only an authority can answer as one: an emailed reply reaches the history only when its From: is one of the
 * complaint's recipients, its From: domain is authenticated (DMARC, aligned DKIM or SPF, checked by the portal with
 * mailauth; or the topmost Authentication-Results of the deployment's own mail server, INBOUND_TRUSTED_AUTHSERV_ID),
 * and its reply key's link is neither revoked nor expired. Anything else waits for an admin with its reason, and the
 * reporter hears nothing of it. Real SMTP both ways; the DNS the checks read (SPF, DKIM key and DMARC records) is
 * served by a DNS server on 127.0.0.1 that this process's resolver is pointed at, and replies are DKIM-signed for real.
 */

const CANACONA_ULB = { districtCode: '552', ulbCode: '252100' };
const CANACONA = { lat: 15.00951, lng: 74.04006 };
const DOMAIN = 'replies.auth.goa-civic.local';
const AUTHORITY_DOMAIN = 'pwd.goa.test';
const AUTHORITY = `ee.canacona@${AUTHORITY_DOMAIN}`;
const OTHER_DOMAIN = 'elsewhere.test';
const TRUSTED = 'mx.portal.test';
const CATEGORY = `inbound_auth_${Date.now()}`;

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const DKIM_RECORD = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** The zone the stand-in DNS server answers: the authority's domain mails only from 192.0.2.10 and rejects spoofs. */
const ZONE: Record<string, string> = {
  [AUTHORITY_DOMAIN]: 'v=spf1 ip4:192.0.2.10 -all',
  [`_dmarc.${AUTHORITY_DOMAIN}`]: 'v=DMARC1; p=reject',
  [`sel._domainkey.${AUTHORITY_DOMAIN}`]: DKIM_RECORD,
  [OTHER_DOMAIN]: 'v=spf1 -all',
  [`_dmarc.${OTHER_DOMAIN}`]: 'v=DMARC1; p=reject',
  [`sel._domainkey.${OTHER_DOMAIN}`]: DKIM_RECORD,
};

/** A DNS server on 127.0.0.1 (UDP): TXT records of ZONE, NXDOMAIN for anything else. */
async function startDnsServer(): Promise<{ socket: Socket; port: number }> {
  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    const record = question && question.type === 'TXT' ? ZONE[question.name.toLowerCase()] : undefined;
    const answer = dnsPacket.encode({
      id: query.id,
      type: 'response',
      // Authoritative, recursion desired and available; rcode 3 (NXDOMAIN) when the name has no record here.
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (record === undefined ? 3 : 0),
      questions: query.questions,
      // A TXT string holds 255 bytes at most: a DKIM key is split, and the reader joins the parts.
      answers: record === undefined ? [] : [{ type: 'TXT', name: question!.name, ttl: 60, data: record.match(/.{1,255}/g)! }],
    });
    socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { socket, port: socket.address().port };
}

/** The message nodemailer would send, DKIM-signed by `domain` with mailauth's dkimSign (selector `sel`). */
async function signedRaw(mail: SendMailOptions, domain: string): Promise<Buffer> {
  const raw = await new MailComposer(mail).compile().build();
  const { signatures, errors } = await dkimSign(raw, {
    signingDomain: domain,
    selector: 'sel',
    privateKey: PRIVATE_PEM,
    signatureData: [{ signingDomain: domain, selector: 'sel', privateKey: PRIVATE_PEM }],
  });
  expect(errors).toEqual([]);
  expect(signatures).toContain('DKIM-Signature:');
  return Buffer.concat([Buffer.from(signatures), raw]);
}

describe('Replies by email: only an authority speaks as one', () => {
  let mailSink: MailSink;
  let nameServer: { socket: Socket; port: number };
  let systemServers: string[];
  let t: TestApp;
  let ds: DataSource;
  let inboundPort: number;
  let superadmin: TestUser;
  let reporter: TestUser;
  let seq = 0;

  before(async () => {
    nameServer = await startDnsServer();
    systemServers = dns.getServers();
    dns.setServers([`127.0.0.1:${nameServer.port}`]);
    mailSink = await startMailSink();
    inboundPort = await freePort();
    t = await createTestApp({
      SMTP_URL: mailSink.url,
      MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>',
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_TRUSTED_AUTHSERV_ID: TRUSTED,
    });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin', firstName: 'Root', lastName: 'Admin' });
    reporter = await createUser(t, { plan: 'Advocate Plus', firstName: 'Anita', lastName: 'Gaonkar' });
    await t
      .http()
      .post('/api/admin/categories')
      .set(superadmin.auth)
      .send({ key: CATEGORY, name: `Inbound auth roads ${Date.now()}`, subcategories: ['Potholes'], responseDays: 15 })
      .expect(201);
    await t
      .http()
      .post('/api/admin/geo-routing/contacts')
      .set(superadmin.auth)
      .send({
        scope: 'Urban',
        ...CANACONA_ULB,
        categoryKey: CATEGORY,
        authorityEmail: AUTHORITY,
        authorityName: 'Executive Engineer PWD Canacona',
        authorityDesignation: 'Executive Engineer',
      })
      .expect(201);
  });
  after(async () => {
    await t.close();
    dns.setServers(systemServers);
    nameServer.socket.close();
    await mailSink?.close();
  });

  async function fileAndForward(): Promise<{ id: string; replyTo: string }> {
    const id = await fileComplaint(t, reporter, {
      category: CATEGORY,
      title: 'Culvert collapsed near Canacona market',
      location: 'Market road, Canacona',
      geo: CANACONA_ULB,
      coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
    });
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    const forward = await eventually(async () =>
      mailSink.received.find((m) => (m.subject ?? '').includes(id) && !Array.isArray(m.to) && m.to?.text === AUTHORITY),
    );
    return { id, replyTo: forward.replyTo?.value[0]?.address ?? '' };
  }

  async function deliver(mail: SendMailOptions, port = inboundPort): Promise<void> {
    const client = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    try {
      await client.sendMail(mail);
    } finally {
      client.close();
    }
  }

  const messageId = () => `<auth-${Date.now()}-${++seq}@mail.test>`;
  const received = async (id: string) => (await ds.query('SELECT outcome, detail FROM inbound_mails WHERE message_id = $1', [id]))[0];
  const admin = async (id: string) => (await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200)).body;
  const held = async (id: string) => (await t.http().get(`/api/admin/complaints/${id}/replies`).set(superadmin.auth).expect(200)).body;
  /** Whether the reporter was emailed the words (after every reaction has run). */
  const reporterHeard = async (words: string) => {
    await outboxDrained(t);
    return mailSink.received.some((m) => !Array.isArray(m.to) && m.to?.text === reporter.email && (m.text ?? '').includes(words));
  };

  it("holds a spoofed From: (the attacker's envelope, nothing signed) with its reason, and never emails the reporter", async () => {
    const { id, replyTo } = await fileAndForward();
    const before = (await admin(id)).updates.length;
    const mid = messageId();
    await deliver({
      envelope: { from: 'attacker@evil.example', to: [replyTo] },
      from: `Executive Engineer <${AUTHORITY}>`,
      to: replyTo,
      subject: `Re: Civic complaint ${id}`,
      messageId: mid,
      text: 'Complaint closed: the road is fine.',
    });
    const row = await received(mid);
    expect(row.outcome).toBe('held');
    // evil.example publishes nothing (spf=none); the authority's domain has DMARC p=reject and nothing is signed.
    expect(row.detail).toBe("Held for review: the sender's domain did not authenticate it (dmarc=fail spf=none (smtp.mailfrom=evil.example) dkim=none)");
    const [reply] = await held(id);
    expect(reply).toMatchObject({ fromAddress: AUTHORITY, heldReason: 'not_authenticated', text: 'Complaint closed: the road is fine.' });
    expect(reply.authentication).toContain('dmarc=fail');
    expect((await admin(id)).updates).toHaveLength(before);
    expect(await reporterHeard('Complaint closed: the road is fine.')).toBe(false);
  });

  it('publishes a reply DKIM-signed by the authority’s domain (DMARC pass) and emails the reporter', async () => {
    const { id, replyTo } = await fileAndForward();
    const mid = messageId();
    const raw = await signedRaw(
      { from: `Executive Engineer <${AUTHORITY}>`, to: replyTo, subject: `Re: Civic complaint ${id}`, messageId: mid, text: 'Culvert rebuilt today.' },
      AUTHORITY_DOMAIN,
    );
    await deliver({ envelope: { from: 'bounces@mailer.pwd.goa.test', to: [replyTo] }, raw });
    expect(await received(mid)).toMatchObject({ outcome: 'published', detail: '' });
    expect((await admin(id)).updates.at(-1)).toMatchObject({ source: 'authority', message: 'Culvert rebuilt today.' });
    expect(await reporterHeard('Culvert rebuilt today.')).toBe(true);
  });

  it('believes the trusted upstream’s Authentication-Results and ignores the same header from another server', async () => {
    const { id, replyTo } = await fileAndForward();
    const [vouched, forged] = [messageId(), messageId()];
    const mail = (mid: string, authservId: string, text: string): SendMailOptions => ({
      envelope: { from: AUTHORITY, to: [replyTo] },
      headers: [{ key: 'Authentication-Results', value: `${authservId}; spf=pass smtp.mailfrom=${AUTHORITY}; dmarc=pass header.from=${AUTHORITY_DOMAIN}` }],
      from: AUTHORITY,
      to: replyTo,
      subject: `Re: ${id}`,
      messageId: mid,
      text,
    });
    await deliver(mail(forged, 'mx.elsewhere.test', 'Forged: work done.'));
    await deliver(mail(vouched, TRUSTED, 'Vouched: work done.'));
    expect(await received(forged)).toMatchObject({ outcome: 'held' });
    expect(await received(vouched)).toMatchObject({ outcome: 'published' });
    expect(await held(id)).toEqual([expect.objectContaining({ text: 'Forged: work done.', heldReason: 'not_authenticated' })]);
    expect((await admin(id)).updates.at(-1)).toMatchObject({ source: 'authority', message: 'Vouched: work done.' });
  });

  it('holds an authenticated reply whose From: is not the routing contact’s address', async () => {
    const { id, replyTo } = await fileAndForward();
    const mid = messageId();
    const raw = await signedRaw(
      { from: `clerk@${OTHER_DOMAIN}`, to: replyTo, subject: `Re: ${id}`, messageId: mid, text: 'Forwarded to the right office.' },
      OTHER_DOMAIN,
    );
    await deliver({ envelope: { from: `clerk@${OTHER_DOMAIN}`, to: [replyTo] }, raw });
    expect(await received(mid)).toMatchObject({ outcome: 'held' });
    expect(await held(id)).toEqual([expect.objectContaining({ fromAddress: `clerk@${OTHER_DOMAIN}`, heldReason: 'sender_not_recipient' })]);
    expect((await held(id))[0].authentication).toMatch(/^dmarc=pass /);
    expect(await reporterHeard('Forwarded to the right office.')).toBe(false);
  });

  it('holds a signed reply to the key of a revoked link, and to the key of an expired one', async () => {
    const revoked = await fileAndForward();
    await t.http().delete(`/api/admin/complaints/${revoked.id}/response-links`).set(superadmin.auth).expect(200);
    const expired = await fileAndForward();
    await ds.query(
      "UPDATE response_links SET expires_at = now() - interval '1 day' FROM complaints c WHERE c.id = response_links.complaint_id AND c.public_id = $1",
      [expired.id],
    );
    for (const [{ id, replyTo }, reason] of [
      [revoked, 'link_revoked'],
      [expired, 'link_expired'],
    ] as const) {
      const mid = messageId();
      const text = `Reply to a ${reason} key.`;
      const raw = await signedRaw({ from: AUTHORITY, to: replyTo, subject: `Re: ${id}`, messageId: mid, text }, AUTHORITY_DOMAIN);
      await deliver({ envelope: { from: AUTHORITY, to: [replyTo] }, raw });
      expect(await received(mid)).toMatchObject({ outcome: 'held' });
      expect(await held(id)).toEqual([expect.objectContaining({ heldReason: reason, text })]);
      expect((await held(id))[0].authentication).toMatch(/^dmarc=pass /);
      expect(await reporterHeard(text)).toBe(false);
    }
  });

  it('publishes unauthenticated mail from the recipient when INBOUND_REQUIRE_AUTH=false (a local trial)', async () => {
    const { id, replyTo } = await fileAndForward();
    const trialPort = await freePort();
    const trial = await createTestApp({
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: String(trialPort),
      MAIL_FROM: 'Goa Civic Portal <portal@test.goa-civic.local>',
      INBOUND_REQUIRE_AUTH: 'false',
    });
    try {
      const mid = messageId();
      await deliver(
        { envelope: { from: 'anyone@laptop.local', to: [replyTo] }, from: AUTHORITY, to: replyTo, subject: `Re: ${id}`, messageId: mid, text: 'Trial reply.' },
        trialPort,
      );
      expect(await received(mid)).toMatchObject({ outcome: 'published' });
      expect((await admin(id)).updates.at(-1)).toMatchObject({ source: 'authority', message: 'Trial reply.' });
    } finally {
      await trial.close();
    }
  });
});
