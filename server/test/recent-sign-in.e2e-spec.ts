import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { generate } from 'otplib';
import { ErrorCode, Messages } from '@civic/contracts';
import { RECENT_SIGN_IN_MINUTES } from '../src/identity/application/current-password.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, tokenSignedInAgo, uniqueEmail } from './identity-fixtures.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { auth_time?: number };
/** Seconds past the window of a recent sign-in. */
const LONG_AGO = RECENT_SIGN_IN_MINUTES * 60 + 60;

/**
 * An account without a password (Google sign-in) has no password to prove a change with: its email, a new password and
 * its second factor change only within RECENT_SIGN_IN_MINUTES of signing in (`auth_time`), so that a session taken days
 * ago cannot take the account for good (docs/adr/0170-recent-sign-in-for-accounts-without-a-password.md).
 */
describe('Recent sign-in: what an account without a password changes only soon after signing in', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const refused = (body: { error: { code: string; message: string } }) =>
    expect(body.error).toMatchObject({ code: ErrorCode.RecentSignInRequired, message: Messages.auth.recentSignInRequired });

  it('a new email: 403 RECENT_SIGN_IN_REQUIRED from a session signed in long ago, accepted soon after signing in', async () => {
    const user = await createUser(t, { google: true });
    const change = (token: string) =>
      t
        .http()
        .patch('/api/auth/profile')
        .set(bearer(token))
        .send({ firstName: 'Asha', lastName: 'Naik', email: uniqueEmail('next'), phone: '9822000000' });
    refused((await change(await tokenSignedInAgo(t, user, LONG_AGO)).expect(403)).body);
    // Tokens issued before `auth_time` existed count as long ago.
    refused((await change(user.token).expect(403)).body);
    const accepted = await change(await tokenSignedInAgo(t, user, 30)).expect(200);
    expect(accepted.body.pendingEmail).toMatch(/^next-/);
  });

  it('the fresh token of a saved profile keeps the sign-in time: saving the language does not make a session recent', async () => {
    const user = await createUser(t, { google: true });
    const old = await tokenSignedInAgo(t, user, LONG_AGO);
    const saved = await t.http().patch('/api/auth/profile').set(bearer(old)).send({ locale: 'hi' }).expect(200);
    const fresh = (saved.body as { token: string }).token;
    expect(claimsOf(fresh).auth_time).toBe(claimsOf(old).auth_time);
    const res = await t.http().post('/api/auth/change-password').set(bearer(fresh)).send({ newPassword: 'monsoon-kept-2026' }).expect(403);
    refused(res.body);
  });

  it('a first password: refused long after sign-in, created soon after it', async () => {
    const user = await createUser(t, { google: true });
    refused(
      (
        await t
          .http()
          .post('/api/auth/change-password')
          .set(bearer(await tokenSignedInAgo(t, user, LONG_AGO)))
          .send({ newPassword: 'monsoon-kept-2026' })
          .expect(403)
      ).body,
    );
    const res = await t
      .http()
      .post('/api/auth/change-password')
      .set(bearer(await tokenSignedInAgo(t, user, 5)))
      .send({ newPassword: 'monsoon-kept-2026' })
      .expect(200);
    expect(res.body).toEqual({ createdPassword: true });
  });

  it('two-factor sign-in: turning it on needs a recent sign-in too', async () => {
    const user = await createUser(t, { google: true });
    const old = await tokenSignedInAgo(t, user, LONG_AGO);
    const setup = await t.http().post('/api/auth/2fa/setup').set(bearer(old)).expect(200);
    const code = await generate({ secret: setup.body.secret as string });
    refused((await t.http().post('/api/auth/2fa/enable').set(bearer(old)).send({ code }).expect(403)).body);
    const enabled = await t
      .http()
      .post('/api/auth/2fa/enable')
      .set(bearer(await tokenSignedInAgo(t, user, 5)))
      .send({ code })
      .expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
  });

  it('an account with a password proves the change with it, whenever it signed in', async () => {
    const user = await createUser(t);
    const res = await t
      .http()
      .post('/api/auth/change-password')
      .set(bearer(await tokenSignedInAgo(t, user, LONG_AGO)))
      .send({ currentPassword: user.password, newPassword: 'monsoon-kept-2026' })
      .expect(200);
    expect(res.body).toEqual({ createdPassword: false });
  });

  it('a sign-in issues its token with auth_time now', async () => {
    const user = await createUser(t);
    const session = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const authTime = claimsOf((session.body as { token: string }).token).auth_time ?? 0;
    expect(Math.abs(authTime - Date.now() / 1000)).toBeLessThan(5);
  });
});
