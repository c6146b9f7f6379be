import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { withSpooledMail } from './inbound-spool.js';
import { complaintIdsIn } from './inbound-mail-receiver.js';
import {
  INBOUND_LIMITS,
  INBOUND_MAX_BYTES,
  MAX_THREAD_IDS,
  INBOUND_TEXT_MAX,
  readInboundMail as readSpooled,
  replyKeyOf,
  threadIdsOf,
  visibleReply,
  type InboundMailRead,
} from './read-inbound-mail.js';

const DOMAIN = 'goa-civic.local';
const KEY = 'Xk3b9QpL2mZr7TfA1cVd8eWq';

/** An email built by nodemailer (its stream transport answers the message's bytes), as a sending server would deliver it. */
async function compose(mail: SendMailOptions): Promise<Buffer> {
  const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
  return info.message as Buffer;
}

/** Spools `raw` as the transports do (in chunks of 64 KB) and reads it; `inspect` runs while the spool still exists. */
async function readInboundMail(
  raw: Buffer,
  domain: string,
  envelope: { mailFrom: string | null; recipients: string[] } | null = null,
  inspect?: (read: InboundMailRead) => Promise<void>,
): Promise<InboundMailRead> {
  const chunks = Array.from({ length: Math.ceil(raw.length / 65536) }, (_, i) => raw.subarray(i * 65536, (i + 1) * 65536));
  return withSpooledMail(Readable.from(chunks), INBOUND_MAX_BYTES, async (mail) => {
    const read = await readSpooled(mail, domain, envelope);
    await inspect?.(read);
    return read;
  });
}

/** A message whose MIME parts are nested `depth` deep (each a multipart/mixed holding the next). */
function nested(depth: number): Buffer {
  let head = '';
  let tail = '';
  for (let i = 0; i < depth; i++) {
    head += `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`;
    tail = `\r\n--b${i}--\r\n${tail}`;
  }
  return Buffer.from(
    `From: clerk@goa.gov.in\r\nTo: reply+${KEY}@${DOMAIN}\r\nSubject: Nested\r\nMessage-ID: <nested-${depth}@goa.gov.in>\r\nMIME-Version: 1.0\r\n${head}Content-Type: text/plain\r\n\r\nDeep inside.${tail}`,
  );
}

describe('reading a received email', () => {
  it('finds the reply key of reply+{key}@{INBOUND_EMAIL_DOMAIN} as written (it is looked up case ignored), and no other address', () => {
    expect(replyKeyOf(['someone@goa.gov.in', `reply+${KEY}@GOA-CIVIC.local`], DOMAIN)).toBe(KEY);
    expect(replyKeyOf([`reply+${KEY}@elsewhere.in`, `reply+@${DOMAIN}`, `reply+a b@${DOMAIN}`], DOMAIN)).toBeNull();
  });

  it('reads the Message-IDs a reply answers: In-Reply-To, then References newest first, without repeats, bounded', async () => {
    expect(threadIdsOf('<b@portal>', '<a@portal> <x@gmail.com>\r\n <b@portal>')).toEqual(['<b@portal>', '<x@gmail.com>', '<a@portal>']);
    expect(threadIdsOf('', '')).toEqual([]);
    const long = Array.from({ length: 50 }, (_, i) => `<m${i}@x>`).join(' ');
    expect(threadIdsOf('', long)).toHaveLength(MAX_THREAD_IDS);
    expect(threadIdsOf('', long)[0]).toBe('<m49@x>');
    const raw = await compose({
      from: 'clerk@goa.gov.in',
      to: 'portal@goa-civic.local',
      subject: 'Re: Civic complaint GOA-2026-000123',
      inReplyTo: '<sent-2@goa-civic.local>',
      references: ['<sent-1@goa-civic.local>', '<sent-2@goa-civic.local>'],
      text: 'Done.',
    });
    const read = await readInboundMail(raw, DOMAIN, { mailFrom: 'clerk@goa.gov.in', recipients: ['portal@goa-civic.local'] });
    expect(read).toMatchObject({ replyKey: null, threadIds: ['<sent-2@goa-civic.local>', '<sent-1@goa-civic.local>'] });
  });

  it('finds the complaint ids a subject names, in any case, once each', () => {
    expect(complaintIdsIn('Re: Civic complaint goa-2026-000123 (see also GOA-2026-000124, GOA-2026-000123)')).toEqual(['GOA-2026-000123', 'GOA-2026-000124']);
    expect(complaintIdsIn('Re: GOA-26-123 and XGOA-2026-0001234')).toEqual([]);
  });

  it('keeps the reply’s own words, without the quoted email and the signature, and its attachments', async () => {
    const raw = await compose({
      from: 'Mamlatdar Bardez <Mamlatdar-Bardez@goa.gov.in>',
      to: `reply+${KEY}@${DOMAIN}`,
      subject: 'Re: Civic complaint GOA-2026-000123',
      messageId: '<reply-1@goa.gov.in>',
      text: 'The pothole was filled this morning.\n\nOn Mon, 23 Nov 2026 at 10:00, Goa Civic Portal <no-reply@goa-civic.local> wrote:\n> Complaint GOA-2026-000123\n> Deep pothole',
      attachments: [{ filename: 'after.jpg', content: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' }],
    });
    const read = await readInboundMail(raw, DOMAIN, { mailFrom: 'mamlatdar-bardez@goa.gov.in', recipients: [`reply+${KEY}@${DOMAIN}`] });
    expect(read).toMatchObject({ kind: 'reply', replyKey: KEY, messageId: '<reply-1@goa.gov.in>', from: 'mamlatdar-bardez@goa.gov.in' });
    expect(read.text).toBe('The pothole was filled this morning.');
    expect(read.attachments.map((a) => [a.filename, a.contentType, a.sizeBytes])).toEqual([['after.jpg', 'image/jpeg', 3]]);
  });

  it('streams attachments into files of the spool folder, removed with it', async () => {
    const photo = Buffer.alloc(3 * 1024 * 1024, 0xab);
    const raw = await compose({
      from: 'clerk@goa.gov.in',
      to: `reply+${KEY}@${DOMAIN}`,
      subject: 'Re: photos',
      text: 'Two photos.',
      attachments: [
        { filename: 'a.jpg', content: photo, contentType: 'image/jpeg' },
        { filename: 'b.txt', content: 'notes', contentType: 'text/plain' },
      ],
    });
    let paths: string[] = [];
    const read = await readInboundMail(raw, DOMAIN, null, async (r) => {
      paths = r.attachments.map((a) => a.path);
      expect((await readFile(paths[0]!)).equals(photo)).toBe(true);
      expect((await readFile(paths[1]!)).toString()).toBe('notes');
    });
    expect(read.attachments.map((a) => [a.filename, a.sizeBytes])).toEqual([
      ['a.jpg', photo.length],
      ['b.txt', 5],
    ]);
    expect(paths.some((p) => existsSync(p))).toBe(false);
  });

  it('keeps at most the text limit of a 6 MB text part, and still reads the attachment after it', async () => {
    const words = `The drain on the market road was cleaned today.\n\n${'Site log line with details of the work done. '.repeat(140_000)}`;
    const raw = await compose({
      from: 'clerk@goa.gov.in',
      to: `reply+${KEY}@${DOMAIN}`,
      subject: 'Re: drain',
      text: words,
      attachments: [{ filename: 'after.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg' }],
    });
    expect(raw.length).toBeGreaterThan(6_000_000);
    const read = await readInboundMail(raw, DOMAIN);
    expect(read.kind).toBe('reply');
    expect(read.text.startsWith('The drain on the market road was cleaned today.')).toBe(true);
    expect(read.text.length).toBeLessThanOrEqual(5000);
    expect(read.attachments.map((a) => [a.filename, a.sizeBytes])).toEqual([['after.jpg', 4]]);
  });

  it('reads a message nested within the depth limit, and finds one nested 3,000 deep unreadable, with its sender', async () => {
    expect((await readInboundMail(nested(10), DOMAIN)).text).toBe('Deep inside.');
    const deep = await readInboundMail(nested(3000), DOMAIN);
    expect(deep).toMatchObject({
      kind: 'unreadable',
      problem: `Unreadable: MIME parts nested deeper than ${INBOUND_LIMITS.maxDepth} levels`,
      from: 'clerk@goa.gov.in',
      messageId: '<nested-3000@goa.gov.in>',
      subject: 'Nested',
      replyKey: KEY,
    });
  });

  it('finds a message with a NUL byte unreadable, and keeps no NUL in what it records', async () => {
    const raw = Buffer.from(`From: clerk@goa.gov.in\r\nTo: reply+${KEY}@${DOMAIN}\r\nSubject: Re: dr\0ain\r\n\r\nDone.\0\r\n`);
    const read = await readInboundMail(raw, DOMAIN);
    expect(read).toMatchObject({ kind: 'unreadable', subject: 'Re: drain', from: 'clerk@goa.gov.in' });
    expect(read.problem).toMatch(/^Unreadable: a NUL byte/);
  });

  it('finds a message with too many parts, or too many header bytes, unreadable', async () => {
    const many = await compose({
      from: 'clerk@goa.gov.in',
      to: `reply+${KEY}@${DOMAIN}`,
      subject: 'Many',
      text: 'x',
      attachments: Array.from({ length: INBOUND_LIMITS.maxParts + 1 }, (_, i) => ({ filename: `f${i}.txt`, content: 'x' })),
    });
    expect(await readInboundMail(many, DOMAIN)).toMatchObject({ kind: 'unreadable', problem: `Unreadable: More than ${INBOUND_LIMITS.maxParts} MIME parts` });
    const headers = Array.from({ length: 2000 }, (_, i) => `X-Padding-${i}: ${'y'.repeat(100)}`).join('\r\n');
    const tall = Buffer.from(`From: clerk@goa.gov.in\r\n${headers}\r\nSubject: Tall\r\n\r\nx\r\n`);
    expect((await readInboundMail(tall, DOMAIN)).kind).toBe('unreadable');
  });

  it('finds a message with more DKIM signatures than a verifier checks unreadable, before any is verified', async () => {
    const signature = (i: number) => `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=evil.example; s=s${i}; l=${i}; h=from; bh=x; b=y`;
    const signed = (n: number) =>
      Buffer.from(
        `${Array.from({ length: n }, (_, i) => signature(i)).join('\r\n')}\r\nFrom: clerk@goa.gov.in\r\nTo: reply+${KEY}@${DOMAIN}\r\nSubject: Signed\r\n\r\nDone.\r\n`,
      );
    expect((await readInboundMail(signed(INBOUND_LIMITS.maxDkimSignatures), DOMAIN)).kind).toBe('reply');
    expect(await readInboundMail(signed(INBOUND_LIMITS.maxDkimSignatures + 1), DOMAIN)).toMatchObject({
      kind: 'unreadable',
      problem: `Unreadable: More than ${INBOUND_LIMITS.maxDkimSignatures} DKIM-Signature headers`,
    });
  });

  it('reads a reply with a line of 15,000 characters at once (the quote-header pattern backtracks in its cube), and keeps the line whole', async () => {
    const line = `x${' on at'.repeat(2500)}`;
    const raw = await compose({
      from: 'clerk@goa.gov.in',
      to: `reply+${KEY}@${DOMAIN}`,
      subject: 'Long line',
      text: `${line}\n\nOn Mon, 23 Nov 2026 at 10:00, Goa Civic Portal <no-reply@goa-civic.local> wrote:\n> ${'quoted '.repeat(100)}\n> Deep pothole`,
    });
    const started = performance.now();
    const read = await readInboundMail(raw, DOMAIN);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(read.text).toBe(line.slice(0, INBOUND_TEXT_MAX));
    // A long quoted line stays hidden with the quote, and the reply's own long paragraph comes back as written.
    const paragraph = 'The pothole on the road at Porvorim was filled on Monday at noon and checked again. '.repeat(5).trim();
    expect(visibleReply(`${paragraph}\n\nOn Mon, 23 Nov 2026 at 10:00, Portal <a@b.example> wrote:\n> ${'q'.repeat(500)}\n> end`).trim()).toBe(paragraph);
  });

  it('keeps a Message-ID too long for its unique index as its SHA-256, the same for the same id', async () => {
    const id = `<${'漢'.repeat(990)}@x>`;
    const raw = Buffer.from(`From: clerk@goa.gov.in\r\nTo: reply+${KEY}@${DOMAIN}\r\nSubject: Long id\r\nMessage-ID: ${id}\r\n\r\nDone.\r\n`);
    const first = await readInboundMail(raw, DOMAIN);
    expect(first.messageId).toMatch(/^<[0-9a-f]{64}@long-message-id\.invalid>$/);
    expect((await readInboundMail(raw, DOMAIN)).messageId).toBe(first.messageId);
  });

  it('knows automatic answers by Auto-Submitted, X-Autoreply, an out-of-office subject or the null sender', async () => {
    const base = { from: 'mamlatdar-bardez@goa.gov.in', to: `reply+${KEY}@${DOMAIN}`, text: 'I am away until Monday.' };
    const cases = [
      { ...base, subject: 'Re: complaint', headers: { 'Auto-Submitted': 'auto-replied' } },
      { ...base, subject: 'Re: complaint', headers: { 'X-Autoreply': 'yes' } },
      { ...base, subject: 'Automatic reply: Civic complaint GOA-2026-000123' },
      { ...base, subject: 'Out of Office: Civic complaint' },
    ];
    for (const mail of cases) expect((await readInboundMail(await compose(mail), DOMAIN)).kind).toBe('auto_reply');
    const nullSender = await readInboundMail(await compose({ ...base, subject: 'Re: complaint' }), DOMAIN, { mailFrom: null, recipients: [] });
    expect(nullSender.kind).toBe('auto_reply');
    const human = await readInboundMail(await compose({ ...base, subject: 'Re: complaint', headers: { 'Auto-Submitted': 'no' } }), DOMAIN);
    expect(human.kind).toBe('reply');
  });

  it('reads a delivery status notification’s failed recipients, not the delayed ones', async () => {
    const raw = Buffer.from(
      [
        'From: Mail Delivery System <MAILER-DAEMON@mx.goa.gov.in>',
        `To: no-reply@${DOMAIN}`,
        'Subject: Undelivered Mail Returned to Sender',
        'Message-ID: <dsn-1@mx.goa.gov.in>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain',
        '',
        'Your message could not be delivered.',
        '--b1',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.goa.gov.in',
        '',
        'Final-Recipient: rfc822; old-mamlatdar@goa.gov.in',
        'Action: failed',
        'Status: 5.1.1',
        'Diagnostic-Code: smtp; 550 5.1.1 user unknown',
        '',
        'Final-Recipient: rfc822; slow@goa.gov.in',
        'Action: delayed',
        'Status: 4.4.1',
        '',
        '--b1--',
        '',
      ].join('\r\n'),
    );
    const read = await readInboundMail(raw, DOMAIN, { mailFrom: null, recipients: [`no-reply@${DOMAIN}`] });
    expect(read.kind).toBe('bounce');
    expect(read.failedRecipients).toEqual([{ email: 'old-mamlatdar@goa.gov.in', reason: '5.1.1 550 5.1.1 user unknown' }]);
  });

  it('gives a message without a Message-ID one derived from its bytes, the same for the same bytes', async () => {
    const raw = Buffer.from(`From: a@goa.gov.in\r\nTo: reply+${KEY}@${DOMAIN}\r\nSubject: Re\r\n\r\nDone.\r\n`);
    const [one, two] = [await readInboundMail(raw, DOMAIN), await readInboundMail(raw, DOMAIN)];
    expect(one.messageId).toMatch(/^<[0-9a-f]{64}@inbound\.invalid>$/);
    expect(two.messageId).toBe(one.messageId);
  });
});
