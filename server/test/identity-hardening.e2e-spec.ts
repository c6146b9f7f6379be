import assert from 'node:assert/strict';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { FORGOT_PASSWORD_MIN_MS } from '../src/identity/application/commands/request-password-reset/request-password-reset.handler.js';
import { resolveJwtSecret } from '../src/identity/infrastructure/jwt-secret.js';
import { Clock } from '../src/kernel/clock/clock.js';
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
    // Pairs of one known and one unknown email, in turns (ABBA: each goes first in half the pairs), so that whatever
    // slows the machine down (other processes, the garbage collector, the reset emails being sent) falls on both alike.
    // A pair's difference cancels what the two requests share; the median of the differences ignores the pairs a
    // passing spike hit. A leak shows either way: a path answering before the enforced floor (every sample must wait
    // at least FORGOT_PASSWORD_MIN_MS), or one path slower than the other by a good part of the floor in most pairs.
    const PAIRS = 16;
    const timed = async (email: string): Promise<number> => {
      const started = process.hrtime.bigint();
      await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: string[] = [];
    const samples: { known: number; unknown: number }[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const user = await createUser(t);
      known.push(user.id);
      if (i % 4 === 0 || i % 4 === 3) {
        const k = await timed(user.email);
        samples.push({ known: k, unknown: await timed(uniqueEmail('ghost')) });
      } else {
        const u = await timed(uniqueEmail('ghost'));
        samples.push({ known: await timed(user.email), unknown: u });
      }
    }
    // The known emails did take the path that issues a link (a fresh account, under the per-hour cap).
    const [{ n }] = await ds.query("SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = ANY($1) AND purpose = 'reset_password'", [known]);
    expect(n).toBe(PAIRS);
    const seen = `known/unknown ms: ${samples.map((s) => `${s.known.toFixed(0)}/${s.unknown.toFixed(0)}`).join(' ')}`;
    const fastest = Math.min(...samples.flatMap((s) => [s.known, s.unknown]));
    assert.ok(fastest >= FORGOT_PASSWORD_MIN_MS, `an answer came after ${fastest.toFixed(1)} ms, before the ${FORGOT_PASSWORD_MIN_MS} ms floor (${seen})`);
    const difference = median(samples.map((s) => s.known - s.unknown));
    assert.ok(
      Math.abs(difference) < FORGOT_PASSWORD_MIN_MS / 5,
      `known minus unknown, median of the pairs: ${difference.toFixed(1)} ms, not within a fifth of the floor (${seen})`,
    );
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

    // The waits are measured on the app's Clock: moving it forward stands for waiting, without sleeping.
    const clock = t.app.get(Clock);
    const realNow = clock.now;
    let ahead = 0;
    clock.now = () => new Date(Date.now() + ahead);
    try {
      // Just before the first wait (2 s) ends, still 429; past it, one more wrong password doubles it (4 s).
      ahead = 1500;
      await login(user.password).expect(429);
      ahead = 2100;
      await login('still-not-it').expect(401);
      const longer = await login(user.password).expect(429);
      expect(Number(longer.headers['retry-after'])).toBeGreaterThanOrEqual(3);
      expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(4);

      // The right password after the wait signs in and clears the count.
      ahead = 2100 + 4100;
      await login(user.password).expect(200);
      await login('wrong-again').expect(401);
      await login(user.password).expect(200);
    } finally {
      clock.now = realNow;
    }
  });

  it('wrong current passwords given by a session (an email change) count with sign-in: after 5, it waits too (429)', async () => {
    const user = await createUser(t);
    const change = (currentPassword: string) =>
      t
        .http()
        .patch('/api/auth/profile')
        .set('Authorization', `Bearer ${user.token}`)
        .send({ firstName: 'A', lastName: 'B', email: `moved-${user.email}`, phone: '9822000000', currentPassword });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change('not-the-password').expect(400);
      expect(wrong.body.error.details.fields).toEqual({ currentPassword: ['Current password is incorrect'] });
    }
    const waiting = await change(user.password).expect(429);
    expect(waiting.body.error.code).toBe('RATE_LIMITED');
    await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
  });
});
