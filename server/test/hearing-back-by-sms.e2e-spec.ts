import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import JSZip from 'jszip';
import { Clock } from '../src/kernel/clock/clock.js';
import { binary } from './billing-fixtures.js';
import { CANACONA, CANACONA_ULB, routeToOffice } from './authority-fixtures.js';
import { createUser, fileComplaint, type TestUser } from './complaints-fixtures.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createTestApp, eventually, outboxDrained, type TestApp } from './helpers/test-app.js';
import { startTwilioStandIn, type TwilioStandIn } from './helpers/twilio-stand-in.js';

/**
 * Citizens choose how they hear about their complaints (docs/adr/0152-hearing-back-by-sms.md): a phone is verified by
 * a code sent by SMS before anything else goes to it; SMS is chosen only with a verified phone; then an admin's status
 * change and an authority's answer reach the phone as SMS in the citizen's language, with the complaint id and its
 * short link, through Twilio's REST protocol (a local stand-in); the sent-mail log lists every SMS. Without a provider,
 * the embedded sandbox records the messages for superadmins.
 */

const stamp = Date.now();
const PUBLIC_URL = 'https://portal.hearback.test';
const OFFICE = `co.canacona-${stamp}@hearback.test`;
const CATEGORY = `hearback_roads_${stamp}`;
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'stand-in-auth-token';
const TEMPLATES = {
  phone_code: '1107160000000000001',
  complaint_update: '1107160000000000002',
  complaint_resolved: '1107160000000000003',
  complaint_escalation_citizen: '1107160000000000004',
  complaint_follow_up: '1107160000000000005',
};

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];

/** Files a complaint in the test's category at Canacona (routed to OFFICE) as `reporter`: its public id. */
function fileAtCanacona(t: TestApp, reporter: TestUser, title: string, location: string): Promise<string> {
  return fileComplaint(t, reporter, {
    category: CATEGORY,
    title,
    location,
    geo: CANACONA_ULB,
    coordinates: { ...CANACONA, source: 'manual', accuracy: 8 },
  });
}

describe('Hearing back by SMS through Twilio', () => {
  let sms: TwilioStandIn;
  let sink: MailSink;
  let t: TestApp;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;
  let now: Date | null = null;

  before(async () => {
    sms = await startTwilioStandIn(ACCOUNT_SID, AUTH_TOKEN);
    sink = await startMailSink();
    dir = mkdtempSync(join(tmpdir(), 'civic-hearback-'));
    t = await createTestApp({
      UPLOAD_DIR: dir,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Goa Civic Portal <portal@hearback.test>',
      PUBLIC_URL,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_API_URL: sms.url,
      SMS_SENDER_ID: 'GOACVC',
      SMS_DLT_ENTITY_ID: '1101600000000000000',
      SMS_DLT_TEMPLATE_IDS: Object.entries(TEMPLATES)
        .map(([kind, id]) => `${kind}=${id}`)
        .join(','),
    });
    const clock = t.app.get(Clock);
    const real = clock.now.bind(clock);
    clock.now = () => now ?? real();
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { firstName: 'Rohan', lastName: 'Dsouza' });
    await routeToOffice(t, superadmin, CATEGORY, OFFICE);
  });
  after(async () => {
    await t.close();
    await sink.close();
    await sms.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sentTo = (phone: string, containing: string) => eventually(async () => sms.received.find((m) => m.to === phone && m.body.includes(containing)) ?? null);
  const requestCode = (user: TestUser, phone?: string) =>
    t
      .http()
      .post('/api/auth/me/phone/code')
      .set(user.auth)
      .send(phone === undefined ? {} : { phone });
  const confirm = (user: TestUser, code: string) => t.http().post('/api/auth/me/phone/verify').set(user.auth).send({ code });
  const choose = (user: TestUser, channels: string[]) => t.http().put('/api/auth/me/notification-channels').set(user.auth).send({ channels });

  /** The code of the latest SMS to `phone` that carries one, waiting for a new one when `after` messages were already there. */
  async function codeSentTo(phone: string, after: number): Promise<string> {
    const message = await eventually(async () => sms.received.filter((m) => m.to === phone && codeIn(m.body)).slice(after)[0] ?? null);
    return codeIn(message.body)!;
  }
  const codesSoFar = (phone: string) => sms.received.filter((m) => m.to === phone && codeIn(m.body)).length;

  it('starts with email alone, refuses SMS without a verified phone and an invalid number, then verifies the phone by the texted code', async () => {
    await t.http().patch('/api/auth/profile').set(reporter.auth).send({ locale: 'hi' }).expect(200);
    const me = await t.http().get('/api/auth/me').set(reporter.auth).expect(200);
    expect(me.body.notificationChannels).toEqual(['email']);
    expect(me.body.verifiedPhone).toBeNull();

    const refused = await choose(reporter, ['email', 'sms']).expect(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(refused.body.error.details.fields.channels).toEqual(['Verify your phone number before choosing SMS']);
    expect((await choose(reporter, []).expect(400)).body.error.details.fields.channels).toEqual(['Choose at least one way to hear from us']);
    expect((await choose(reporter, ['whatsapp']).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    expect((await choose(reporter, ['pigeon']).expect(400)).body.error.code).toBe('VALIDATION_FAILED');

    const bad = await requestCode(reporter, '12345').expect(400);
    expect(bad.body.error.details.fields.phone).toEqual(['Enter a valid Indian mobile number']);
    // No profile phone and none given: refused the same way.
    await requestCode(reporter).expect(400);

    const before = codesSoFar('+919822012345');
    const sent = await requestCode(reporter, '098220-12345').expect(200);
    expect(sent.body).toEqual({ message: 'We sent a code by SMS. Enter it to verify your phone.', phone: '+919822012345', expiryMinutes: 10 });
    const code = await codeSentTo('+919822012345', before);
    const message = sms.received.find((m) => m.body.includes(code))!;
    expect(message.from).toBe('GOACVC');
    // In the account's language (Hindi, Devanagari).
    expect(message.body).toContain('सत्यापित');

    const wrong = await confirm(reporter, code === '000000' ? '111111' : '000000').expect(400);
    expect(wrong.body.error.details.fields.code).toEqual(['That code is wrong or has expired']);
    const verified = await confirm(reporter, code).expect(200);
    expect(verified.body.verifiedPhone).toBe('+919822012345');
    expect(verified.body.phone).toBe('+919822012345');
    // A spent code does not verify twice.
    await confirm(reporter, code).expect(400);

    const chosen = await choose(reporter, ['sms']).expect(200);
    expect(chosen.body.notificationChannels).toEqual(['sms']);
    expect((await t.http().get('/api/auth/me').set(reporter.auth).expect(200)).body.notificationChannels).toEqual(['sms']);

    // The log keeps the code's SMS with the code redacted: the provider delivered it.
    const log = await t.http().get('/api/admin/mail/texts').query({ channel: 'sms', q: '+919822012345' }).set(superadmin.auth).expect(200);
    const codeSms = log.body.items.find((m: { kind: string }) => m.kind === 'phone_code');
    expect(codeSms).toMatchObject({ channel: 'sms', provider: 'twilio', status: 'sent', templateId: TEMPLATES.phone_code, locale: 'hi' });
    expect(codeSms.body).toContain('[redacted]');
    expect(codeSms.body).not.toContain(code);
    expect(codeSms.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("an admin's status change and an authority's answer reach the verified phone as SMS in Hindi, with the id and the short link, and no email", async () => {
    const id = await fileAtCanacona(t, reporter, 'Crater on the Canacona market road', 'Market road near Chaudi bus stand, Canacona');
    // The filing's acknowledgement answers the web filing by email; what follows goes by the channels chosen.
    const addressedTo = (m: ParsedMail, email: string) => JSON.stringify([m.to, m.cc]).toLowerCase().includes(email.toLowerCase());
    const aboutIt = () => sink.received.filter((m) => addressedTo(m, reporter.email) && m.subject?.includes(id));
    await eventually(async () => aboutIt().length === 1);
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    const forwarded = await sentTo('+919822012345', id);
    expect(forwarded.body).toContain(`${PUBLIC_URL}/c/${id}`);
    expect(forwarded.body).toContain('प्राधिकरण को भेजी गई');
    expect(forwarded.body).toContain('शिकायत');

    const forward = await eventually(
      async () => sink.received.find((m) => addressedTo(m, OFFICE) && m.subject?.includes(id) && m.attachments.length > 0) ?? null,
    );
    const token = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/respond/([A-Za-z0-9_-]{43})`).exec(forward.text ?? '')?.[1];
    expect(token).toBeDefined();
    await t.http().post(`/api/respond/${token}`).send({ action: 'in_progress', message: 'Crew sent on Monday.' }).expect(200);
    const answered = await eventually(async () => sms.received.filter((m) => m.to === '+919822012345' && m.body.includes(id))[1] ?? null);
    expect(answered.body).toContain(`${PUBLIC_URL}/c/${id}`);
    expect(answered.body).toMatch(/[\u0900-\u097F]/);
    expect(answered.body).not.toBe(forwarded.body);

    // SMS alone was chosen: the reporter got no email about it.
    await outboxDrained(t);
    expect(aboutIt()).toHaveLength(1);
    // Each event texted once.
    expect(sms.received.filter((m) => m.body.includes(id))).toHaveLength(2);

    const log = await t.http().get('/api/admin/mail/texts').query({ q: id }).set(superadmin.auth).expect(200);
    expect(log.body.total).toBe(2);
    expect(log.body.items.map((m: { kind: string }) => m.kind).sort()).toEqual(['complaint_update', 'complaint_update']);
    for (const item of log.body.items) {
      expect(item).toMatchObject({ channel: 'sms', recipient: '+919822012345', complaintId: id, status: 'sent', templateId: TEMPLATES.complaint_update });
    }
    // Filtered by another channel, nothing.
    expect((await t.http().get('/api/admin/mail/texts').query({ q: id, channel: 'whatsapp' }).set(superadmin.auth).expect(200)).body.total).toBe(0);
    await t.http().get('/api/admin/mail/texts').query({ channel: 'pigeon' }).set(superadmin.auth).expect(400);
    await t.http().get('/api/admin/mail/texts').set(reporter.auth).expect(403);
  });

  it('with email and SMS chosen both go; a provider refusing the SMS is retried without a second email', async () => {
    await choose(reporter, ['email', 'sms']).expect(200);
    const id = await fileAtCanacona(t, reporter, 'Another crater', 'Chaudi, Canacona');
    const aboutIt = () => sink.received.filter((m) => JSON.stringify(m.to).includes(reporter.email) && m.subject?.includes(id));
    await eventually(async () => aboutIt().length === 1);
    sms.refuseNext(1);
    await t
      .http()
      .patch(`/api/admin/complaints/${id}/status`)
      .set(superadmin.auth)
      .send({ status: 'rejected', message: 'Duplicate of another complaint.' })
      .expect(200);
    const text = await sentTo('+919822012345', id);
    expect(text.body).toContain('अस्वीकृत');
    await eventually(async () => aboutIt().length === 2);
    await outboxDrained(t);
    expect(aboutIt()).toHaveLength(2);
    expect(sms.received.filter((m) => m.body.includes(id))).toHaveLength(1);
  });

  it("a resolution asks 'Is it fixed?' by SMS, and so does the four-week follow-up, in Hindi with the short link", async () => {
    const id = await fileAtCanacona(t, reporter, 'Broken streetlight', 'Chaudi, Canacona');
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'forwarded' }).expect(200);
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'resolved' }).expect(200);
    const resolved = await sentTo('+919822012345', 'क्या यह ठीक हो गया?');
    expect(resolved.body).toContain(id);
    expect(resolved.body).toContain(`${PUBLIC_URL}/c/${id}`);

    now = new Date(Date.now() + 29 * 24 * 3600 * 1000);
    try {
      const run = await t.http().post('/api/admin/follow-ups/run').set(superadmin.auth).expect(200);
      expect(run.body.sent).toContain(id);
      const followUp = await sentTo('+919822012345', 'का समाधान बताया गया था');
      expect(followUp.body).toContain(id);
      expect(followUp.body).toContain(`${PUBLIC_URL}/was-it-fixed?id=${id}`);
    } finally {
      now = null;
    }
    const kinds = (await t.http().get('/api/admin/mail/texts').query({ q: id }).set(superadmin.auth).expect(200)).body.items.map(
      (m: { kind: string }) => m.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['complaint_resolved', 'complaint_follow_up']));
  });

  it('refuses an expired code and a code after too many wrong tries; changing the phone clears the verification and SMS', async () => {
    const other = await createUser(t, {});
    let before = codesSoFar('+919923456789');
    await requestCode(other, '+91 99234 56789').expect(200);
    const expired = await codeSentTo('+919923456789', before);
    now = new Date(Date.now() + 11 * 60_000);
    await confirm(other, expired).expect(400);
    now = null;

    before = codesSoFar('+919923456789');
    await requestCode(other, '+91 99234 56789').expect(200);
    const code = await codeSentTo('+919923456789', before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await confirm(other, wrong).expect(400);
    await confirm(other, code).expect(400);
    expect((await t.http().get('/api/auth/me').set(other.auth).expect(200)).body.verifiedPhone).toBeNull();
    // Five codes an hour per account: the sixth is refused.
    for (let i = 0; i < 3; i += 1) await requestCode(other, '+91 99234 56789').expect(200);
    const tooMany = await requestCode(other, '+91 99234 56789').expect(429);
    expect(tooMany.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many codes sent. Try again in an hour.' });

    // The reporter changes the profile's phone: no longer verified, and email takes over from SMS.
    const me = (await t.http().get('/api/auth/me').set(reporter.auth).expect(200)).body;
    await choose(reporter, ['sms']).expect(200);
    const changed = await t
      .http()
      .patch('/api/auth/profile')
      .set(reporter.auth)
      .send({ firstName: me.firstName, lastName: me.lastName, email: me.email, phone: '+91 99234 00000' })
      .expect(200);
    expect(changed.body.user.verifiedPhone).toBeNull();
    expect(changed.body.user.notificationChannels).toEqual(['email']);
  });
});

describe('Hearing back by SMS in the sandbox (no provider set)', () => {
  let t: TestApp;
  let superadmin: TestUser;
  let citizen: TestUser;

  before(async () => {
    t = await createTestApp({ PUBLIC_URL });
    superadmin = await createUser(t, { role: 'superadmin' });
    citizen = await createUser(t, {});
  });
  after(async () => {
    await t.close();
  });

  it('records each SMS for superadmins, code included, and the code read there verifies the phone', async () => {
    const delivery = await t.http().get('/api/admin/mail/sms-delivery').set(superadmin.auth).expect(200);
    expect(delivery.body).toEqual({ provider: 'sandbox', sending: false });
    await t.http().post('/api/auth/me/phone/code').set(citizen.auth).send({ phone: '9822098220' }).expect(200);
    const logged = await eventually(async () => {
      const res = await t.http().get('/api/admin/mail/texts').query({ channel: 'sms', q: '+919822098220' }).set(superadmin.auth).expect(200);
      return res.body.items.find((m: { kind: string; status: string }) => m.kind === 'phone_code' && m.status === 'recorded') ?? null;
    });
    expect(logged).toMatchObject({ provider: 'sandbox', channel: 'sms', locale: 'en', templateId: null });
    const code = codeIn(logged.body as string);
    expect(code).toBeDefined();
    const verified = await t.http().post('/api/auth/me/phone/verify').set(citizen.auth).send({ code }).expect(200);
    expect(verified.body.verifiedPhone).toBe('+919822098220');
    expect(
      (
        await t
          .http()
          .put('/api/auth/me/notification-channels')
          .set(citizen.auth)
          .send({ channels: ['email', 'sms'] })
          .expect(200)
      ).body.notificationChannels,
    ).toEqual(['email', 'sms']);
  });

  it("an account's deletion leaves its text messages without its number, a number never confirmed included", async () => {
    const leaving = await createUser(t, {});
    await t.http().post('/api/auth/me/phone/code').set(leaving.auth).send({ phone: '9822011111' }).expect(200);
    const texts = () => t.http().get('/api/admin/mail/texts').query({ q: '+919822011111' }).set(superadmin.auth).expect(200);
    const logged = await eventually(async () => (await texts()).body.items[0] ?? null);
    await t
      .http()
      .post('/api/auth/me/phone/verify')
      .set(leaving.auth)
      .send({ code: codeIn(logged.body as string) })
      .expect(200);
    // A second number, texted a code but never confirmed.
    await t.http().post('/api/auth/me/phone/code').set(leaving.auth).send({ phone: '9822022222' }).expect(200);
    const unconfirmed = () => t.http().get('/api/admin/mail/texts').query({ q: '+919822022222' }).set(superadmin.auth).expect(200);
    await eventually(async () => (await unconfirmed()).body.total === 1);
    // The owner's data export lists both.
    const exported = await t.http().get('/api/auth/me/export').set(leaving.auth).buffer(true).parse(binary).expect(200);
    const zip = await JSZip.loadAsync(exported.body as Buffer);
    const exportedTexts = JSON.parse(await zip.file('text-messages.json')!.async('string')) as { to: string; kind: string }[];
    expect(exportedTexts.map((m) => [m.kind, m.to])).toEqual([
      ['phone_code', '+919822011111'],
      ['phone_code', '+919822022222'],
    ]);
    await t.http().delete(`/api/admin/users/${leaving.id}`).set(superadmin.auth).expect(200);
    await eventually(async () => (await texts()).body.total === 0);
    await eventually(async () => (await unconfirmed()).body.total === 0);
    const all = await t.http().get('/api/admin/mail/texts').query({ q: 'Deleted user' }).set(superadmin.auth).expect(200);
    expect(all.body.items.some((m: { recipient: string }) => m.recipient === 'Deleted user')).toBe(true);
  });
});
