import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { resolveJwtSecret } from '../src/identity/infrastructure/jwt-secret.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createUser, deliveredLinkToken, mailsTo, uniqueEmail, waitForMail } from './identity-fixtures.js';

/** Counters of this file (the sign-in delays) live under their own Redis prefix. */
const PREFIX = `${process.env.TEST_QUEUE_PREFIX}_hardening`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('Identity hardening: reset links, signed tokens, weak passwords, sign-in delays, per-recipient caps', () => {
  let t: TestApp;
  let ds: DataSource;
  // Reset links are read from the recipient's inbox: the sent-mail log keeps them with their tokens redacted.
  let sink: MailSink;

  before(async () => {
    sink = await startMailSink();
    t = await createTestApp({ QUEUE_PREFIX: PREFIX, SMTP_URL: sink.url });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  it('issuing a reset link revokes the earlier ones: only the newest works', async () => {
    const user = await createUser(t);
    await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const first = await deliveredLinkToken(t, sink, user.email, '/reset-password', 1);
    await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const second = await deliveredLinkToken(t, sink, user.email, '/reset-password', 2);
    const old = await t.http().post('/api/auth/reset-password').send({ token: first, newPassword: 'fresh-password' }).expect(400);
    expect(old.body.error.code).toBe('INVALID_TOKEN');
    await t.http().post('/api/auth/reset-password').send({ token: second, newPassword: 'fresh-password' }).expect(200);
  });

  it('a correctly signed token without exp is refused (401); the same claims with exp are accepted', async () => {
    const user = await createUser(t);
    // The app's own secret, without the module's default lifetime: a token with no exp at all.
    const secret = await resolveJwtSecret(ds, t.config);
    const noExp = await new JwtService({ secret }).signAsync({ sub: user.id, role: 'user', sv: 0 });
    expect(JSON.parse(Buffer.from(noExp.split('.')[1], 'base64url').toString()).exp).toBeUndefined();
    const refused = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${noExp}`).expect(401);
    expect(refused.body.error.code).toBe('UNAUTHORIZED');
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${user.token}`).expect(200);
  });

  it('forgot-password takes the same time for a known and an unknown email', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const user = await createUser(t);
      for (const [email, into] of [
        [user.email, known],
        [uniqueEmail('ghost'), unknown],
      ] as const) {
        const started = process.hrtime.bigint();
        await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
        into.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(200);
    // Both answer at the floor: their medians differ by far less than the floor itself.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  });

  it('at most 5 reset emails and 5 verification emails per account per hour; the answer stays the same', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 7; i += 1) {
      const res = await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      expect(res.body).toEqual({ message: 'If the email exists, a reset link has been sent.' });
    }
    await waitForMail(t, user.email, 'auth_reset_password', 5);
    const [issued] = await ds.query("SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1 AND purpose = 'reset_password'", [user.id]);
    expect(issued.n).toBe(5);

    const unverified = await createUser(t, { verified: false });
    for (let i = 0; i < 7; i += 1) await t.http().post('/api/auth/request-verification').send({ email: unverified.email }).expect(200);
    await waitForMail(t, unverified.email, 'auth_verify_email', 5);
    const [verifications] = await ds.query("SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1 AND purpose = 'verify_email'", [unverified.id]);
    expect(verifications.n).toBe(5);
    expect((await mailsTo(t, user.email, 'auth_reset_password')).length).toBe(5);
  });

  it("passwords easy to guess are refused with a clear message: common ones, the portal's words and Goa's places (zxcvbn score under 3), six spaces; the 6-character minimum stays", async () => {
    const easy = 'This password is too easy to guess. Please choose a longer one, for example a few unrelated words.';
    const signUp = (password: string) =>
      t
        .http()
        .post('/api/auth/signup')
        .send({ firstName: 'Asha', lastName: 'Naik', email: uniqueEmail('weak'), phone: '+91 98220 12345', password });
    for (const [password, message] of [
      ['123456', easy],
      ['password', easy],
      ['qwerty', easy],
      ['admin123', easy],
      ['Password@123', easy],
      ['India@123', easy],
      ['goa12345', easy],
      ['monsoon', easy],
      ['Panjim2024', easy],
      ['Margao@2026', easy],
      ['calangute99', easy],
      ['      ', 'Password cannot be only spaces.'],
      ['12345', 'Password must be at least 6 characters'],
    ]) {
      const res = await signUp(password).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect({ password, fields: res.body.error.details.fields.password }).toEqual({ password, fields: [message] });
    }
    // The passwords the tests and journeys use pass.
    for (const password of ['monsoon-2026', 'test-password-1', 'temp-4821', 'e2e-citizen-pass', 'e2e-admin-pass', 'first-pass-2026', 'local-password']) {
      await signUp(password).expect(201);
    }

    const user = await createUser(t);
    const change = await t
      .http()
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ currentPassword: user.password, newPassword: 'iloveyou' })
      .expect(400);
    expect(change.body.error.details.fields.newPassword).toEqual([easy]);
    const superadmin = await createUser(t, { role: 'superadmin' });
    const admin = await t
      .http()
      .post('/api/admin/admins')
      .set('Authorization', `Bearer ${superadmin.token}`)
      .send({ firstName: 'Rohan', lastName: 'Kamat', email: uniqueEmail('weak-admin'), password: 'admin123', modules: ['users'] })
      .expect(400);
    expect(admin.body.error.details.fields.password).toEqual([easy]);
  });

  it('after 5 wrong passwords for one account, each attempt waits longer (429 with Retry-After), whatever the address', async () => {
    const user = await createUser(t);
    const login = (password: string) => t.http().post('/api/auth/login').send({ email: user.email, password });
    for (let i = 0; i < 5; i += 1) await login('not-the-password').expect(401);
    const waiting = await login(user.password).expect(429);
    expect(waiting.body.error.code).toBe('RATE_LIMITED');
    expect(waiting.body.error.message).toMatch(/^Too many requests\. Try again in [12] seconds\.$/);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(2);

    // Past the first wait (2 s), one more wrong password doubles it (4 s).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await login('still-not-it').expect(401);
    const longer = await login(user.password).expect(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThanOrEqual(3);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(4);

    // The right password after the wait signs in and clears the count.
    await new Promise((resolve) => setTimeout(resolve, 4100));
    await login(user.password).expect(200);
    await login('wrong-again').expect(401);
    await login(user.password).expect(200);
  });
});
