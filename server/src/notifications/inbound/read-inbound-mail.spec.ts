import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { readInboundMail, replyKeyOf } from './read-inbound-mail.js';

const DOMAIN = 'goa-civic.local';
const KEY = 'Xk3b9QpL2mZr7TfA1cVd8eWq';

/** An email built by nodemailer (its stream transport answers the message's bytes), as a sending server would deliver it. */
async function compose(mail: SendMailOptions): Promise<Buffer> {
  const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
  return info.message as Buffer;
}

describe('reading a received email', () => {
  it('finds the reply key of reply+{key}@{INBOUND_EMAIL_DOMAIN}, keeping its case, and no other address', () => {
    expect(replyKeyOf(['someone@goa.gov.in', `reply+${KEY}@GOA-CIVIC.local`], DOMAIN)).toBe(KEY);
    expect(replyKeyOf([`reply+${KEY}@elsewhere.in`, `reply+@${DOMAIN}`, `reply+a b@${DOMAIN}`], DOMAIN)).toBeNull();
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
    expect(read.attachments.map((a) => [a.filename, a.contentType])).toEqual([['after.jpg', 'image/jpeg']]);
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
