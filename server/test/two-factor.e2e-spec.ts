import { createHash } from 'node:crypto';
import { describe, it, before, beforeEach, after } from 'node:test';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import argon2 from 'argon2';
import { generate } from 'otplib';
import { DataSource } from 'typeorm';
import { Clock } from '../src/kernel/clock/clock.js';
import { createTestApp, eventually, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './identity-fixtures.js';

/**
 * The instant the app's Clock is pinned to (pinClock): the middle of the current 30-second step, so that the codes of
 * the step before, of the step and of the step after are all within the server's tolerance whenever the request
 * arrives. A code made from the wall clock failed once when a boundary passed between making and checking it.
 */
let pinnedSeconds = 0;

/** A TOTP code of the 30-second step `offset` steps from the pinned instant (accepted around it, each once). */
function codeAt(secret: string, offset: number): Promise<string> {
  return generate({ secret, epoch: pinnedSeconds + offset * 30 });
}

describe('Staff two-factor sign-in (TOTP, RFC 6238) and REQUIRE_STAFF_2FA', () => {
  let t: TestApp;
  let ds: DataSource;
  let superadmin: TestUser;
  let superadminSecret: string;

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  /**
   * Sets up and turns on two-factor sign-in for a user through the API; returns the secret, the recovery codes and
   * the fresh token of the session that enabled it (every other session, the one it was given included, has ended).
   */
  async function enrol(user: { token: string; password: string }): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
    const setup = await t.http().post('/api/auth/2fa/setup').set(auth(user.token)).expect(200);
    const secret = setup.body.secret as string;
    const enabled = await t
      .http()
      .post('/api/auth/2fa/enable')
      .set(auth(user.token))
      .send({ code: await codeAt(secret, -1), password: user.password })
      .expect(200);
    return { secret, recoveryCodes: enabled.body.recoveryCodes, token: enabled.body.token };
  }

  /** A full sign-in (password, then a TOTP code of the step `offset` from now); returns the session's token. */
  async function signIn(user: TestUser, secret: string, offset = 0): Promise<string> {
    const res = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(user), code: await codeAt(secret, offset) })
      .expect(200);
    return res.body.token as string;
  }

  /** The password step: expects 401 TWO_FACTOR_REQUIRED and returns the challenge. */
  async function challengeFor(user: TestUser): Promise<string> {
    const res = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    expect(res.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    expect(typeof res.body.error.details.challenge).toBe('string');
    return res.body.error.details.challenge as string;
  }

  /** Pins the app's Clock to the middle of the wall clock's current step (codeAt's instant). */
  function pinClock(): void {
    pinnedSeconds = Math.floor(Date.now() / 30_000) * 30 + 15;
    t.app.get(Clock).now = () => new Date(pinnedSeconds * 1000);
  }

  before(async () => {
    t = await createTestApp({ REQUIRE_STAFF_2FA: 'true' });
    ds = t.app.get(DataSource);
    pinClock();
    superadmin = await createUser(t, { role: 'superadmin' });
    const enrolled = await enrol(superadmin);
    superadminSecret = enrolled.secret;
    superadmin.token = enrolled.token;
  });
  // Each test's own step, near the wall clock: the lock's Retry-After and the tokens' times stay about right.
  beforeEach(pinClock);
  after(async () => {
    await t.close();
  });

  it('a staff account without two-factor sign-in reaches its profile only: admin routes answer 403 TWO_FACTOR_ENROLMENT_REQUIRED', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const me = await t.http().get('/api/auth/me').set(auth(admin.token)).expect(200);
    expect(me.body.twoFactorEnabled).toBe(false);
    const refused = await t.http().get('/api/admin/users').set(auth(admin.token)).expect(403);
    expect(refused.body.error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    expect(refused.body.error.message).toBe('Set up two-factor sign-in on your profile before using the admin pages.');
    // Sign-in itself works (to reach /profile), and gives a session, not a challenge.
    const login = await t.http().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    expect(login.body.token).toBeTruthy();

    const { token } = await enrol({ token: login.body.token, password: admin.password });
    await t.http().get('/api/admin/users').set(auth(token)).expect(200);
  });

  it('set-up answers the secret once with its otpauth URI and QR code; the database keeps it encrypted; enabling needs the right code', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['complaints'] });
    const setup = await t.http().post('/api/auth/2fa/setup').set(auth(admin.token)).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Goa%20Civic%20Portal:/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await ds.query('SELECT secret_ciphertext, enabled_at FROM user_two_factor WHERE user_id = $1', [admin.id]);
    expect(row.secret_ciphertext).not.toContain(setup.body.secret);
    expect(row.enabled_at).toBeNull();

    // A session alone cannot enrol an authenticator: the account's password comes with the code, checked first.
    const noPassword = await t
      .http()
      .post('/api/auth/2fa/enable')
      .set(auth(admin.token))
      .send({ code: await codeAt(setup.body.secret, 0) })
      .expect(400);
    expect(noPassword.body.error.details.fields).toEqual({ password: ['Enter your current password'] });
    const wrongPassword = await t
      .http()
      .post('/api/auth/2fa/enable')
      .set(auth(admin.token))
      .send({ code: await codeAt(setup.body.secret, 0), password: `${admin.password}x` })
      .expect(400);
    expect(wrongPassword.body.error.details.fields).toEqual({ password: ['Current password is incorrect'] });
    const wrong = await t.http().post('/api/auth/2fa/enable').set(auth(admin.token)).send({ code: '000000', password: admin.password }).expect(400);
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    const empty = await t.http().post('/api/auth/2fa/enable').set(auth(admin.token)).send({ code: '', password: admin.password }).expect(400);
    expect(empty.body.error.code).toBe('VALIDATION_FAILED');

    const enabled = await t
      .http()
      .post('/api/auth/2fa/enable')
      .set(auth(admin.token))
      .send({ code: await codeAt(setup.body.secret, 0), password: admin.password })
      .expect(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored as argon2id, each with a salt of its own: no code, and no bare digest of one, is in the table.
    const stored = (await ds.query('SELECT code_hash, prehashed FROM user_recovery_codes WHERE user_id = $1', [admin.id])) as {
      code_hash: string;
      prehashed: boolean;
    }[];
    expect(stored).toHaveLength(10);
    const salts = new Set<string>();
    for (const { code_hash, prehashed } of stored) {
      expect(code_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(prehashed).toBe(false);
      salts.add(code_hash.split('$')[4]);
      for (const code of codes) {
        expect(code_hash).not.toContain(code.replace('-', ''));
        expect(code_hash).not.toContain(createHash('sha256').update(code.replace('-', '')).digest('hex'));
      }
    }
    expect(salts.size).toBe(10);
    const fresh = enabled.body.token as string;
    // Never returned again: a new set-up is refused while two-factor sign-in is on.
    const again = await t.http().post('/api/auth/2fa/setup').set(auth(fresh)).expect(409);
    expect(again.body.error.message).toBe('Two-factor sign-in is already on for this account.');
    const me = await t.http().get('/api/auth/me').set(auth(fresh)).expect(200);
    expect(me.body.twoFactorEnabled).toBe(true);
    expect(JSON.stringify(me.body)).not.toContain(setup.body.secret);
  });

  it('sign-in with a TOTP code: the password step answers a challenge, the code step a session; a code is accepted once', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { secret } = await enrol(admin);
    const challenge = await challengeFor(admin);
    // The challenge is no bearer token.
    await t.http().get('/api/auth/me').set(auth(challenge)).expect(401);

    const code = await codeAt(secret, 0);
    const session = await t.http().post('/api/auth/login/2fa').send({ challenge, code }).expect(200);
    expect(session.body.user.email).toBe(admin.email);
    expect(session.body.user.twoFactorEnabled).toBe(true);
    await t.http().get('/api/admin/users').set(auth(session.body.token)).expect(200);

    const replay = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(admin), code })
      .expect(400);
    expect(replay.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    // A bearer token is no challenge, and a forged one is refused.
    const forged = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: session.body.token, code: await codeAt(secret, 1) })
      .expect(401);
    expect(forged.body.error.message).toBe('Your sign-in step has expired. Please log in again.');
  });

  it("a code is checked at the Clock's time: a code of three steps before it is refused, one of the step after it accepted", async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { secret } = await enrol(admin);
    t.app.get(Clock).now = () => new Date((pinnedSeconds + 90) * 1000);
    const stale = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(admin), code: await codeAt(secret, 0) })
      .expect(400);
    expect(stale.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    await signIn(admin, secret, 4);
  });

  it('sign-in with a recovery code, once only', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { recoveryCodes } = await enrol(admin);
    const used = recoveryCodes[3];
    const session = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(admin), code: used.toUpperCase() })
      .expect(200);
    expect(session.body.token).toBeTruthy();
    const again = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(admin), code: used })
      .expect(400);
    expect(again.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    const [{ count }] = await ds.query('SELECT count(*)::int AS count FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [admin.id]);
    expect(count).toBe(9);
    await eventually(async () => {
      const rows = await ds.query("SELECT 1 FROM audit_log WHERE action = 'RecoveryCodeUsed' AND entity_id = $1", [admin.id]);
      return rows.length === 1;
    });
  });

  it('wrong codes are limited per account: after 5 in a row even the right code is refused with 429 for 15 minutes', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { secret } = await enrol(admin);
    const challenge = await challengeFor(admin);
    for (let i = 0; i < 5; i++) {
      const res = await t.http().post('/api/auth/login/2fa').send({ challenge, code: '123456' }).expect(400);
      expect(res.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    }
    const locked = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge, code: await codeAt(secret, 0) })
      .expect(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    expect(locked.body.error.message).toBe('Too many wrong codes. Try again in 15 minutes.');
    // Retry-After in seconds: the 15 minutes of the lock, less the moments since it began.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(15 * 60 - 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Per account: another account's sign-in is not affected.
    const other = await createUser(t, { role: 'admin', modules: ['users'] });
    const otherFactor = await enrol(other);
    await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(other), code: await codeAt(otherFactor.secret, 0) })
      .expect(200);
  });

  it('a password change ends a pending challenge', async () => {
    const citizen = await createUser(t);
    const { secret } = await enrol(citizen);
    const challenge = await challengeFor(citizen);
    await ds.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [citizen.id]);
    await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge, code: await codeAt(secret, 0) })
      .expect(401);
  });

  it('citizens may enrol, and turn it off with the password and a code', async () => {
    const citizen = await createUser(t);
    const { recoveryCodes } = await enrol(citizen);
    const session = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(citizen), code: recoveryCodes[0] })
      .expect(200);
    const disable = (body: Record<string, string>) => t.http().post('/api/auth/2fa/disable').set(auth(session.body.token)).send(body);
    const wrong = await disable({ code: '999999', password: citizen.password }).expect(400);
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    // Without the password, or with a wrong one, nothing happens and the code is not spent.
    const noPassword = await disable({ code: recoveryCodes[1] }).expect(400);
    expect(noPassword.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Enter your current password',
      details: { fields: { password: ['Enter your current password'] } },
    });
    const wrongPassword = await disable({ code: recoveryCodes[1], password: 'not-my-password' }).expect(400);
    expect(wrongPassword.body.error.details.fields).toEqual({ password: ['Current password is incorrect'] });
    const [{ unused }] = await ds.query('SELECT count(*)::int AS unused FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [citizen.id]);
    expect(unused).toBe(9);
    const off = await disable({ code: recoveryCodes[1], password: citizen.password }).expect(200);
    expect(off.body.message).toBe('Two-factor sign-in is off.');
    expect(off.body.user.twoFactorEnabled).toBe(false);
    // The session that turned it off goes on with its fresh token; its earlier token has ended.
    await t.http().get('/api/auth/me').set(auth(off.body.token)).expect(200);
    await t.http().get('/api/auth/me').set(auth(session.body.token)).expect(401);
    const login = await t.http().post('/api/auth/login').send({ email: citizen.email, password: citizen.password }).expect(200);
    expect(login.body.user.twoFactorEnabled).toBe(false);
    const rows = await ds.query('SELECT 1 FROM user_recovery_codes WHERE user_id = $1 UNION ALL SELECT 1 FROM user_two_factor WHERE user_id = $1', [
      citizen.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("a superadmin resets an admin's two-factor sign-in: the admin's sessions end and the admin enrols again", async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { secret } = await enrol(admin);
    const session = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(admin), code: await codeAt(secret, 0) })
      .expect(200);
    // An admin cannot reset it; a superadmin (enrolled) can.
    const other = await createUser(t, { role: 'admin', modules: ['users'] });
    const otherSession = await enrol(other);
    await t.http().post(`/api/admin/admins/${admin.id}/reset-2fa`).set(auth(otherSession.token)).expect(403);
    // A second session of the admin, on another device: it ends too.
    const secondSession = await signIn(admin, secret, 1);
    const before = await t.http().get('/api/admin/admins').set(auth(superadmin.token)).expect(200);
    expect(before.body.items.find((a: { _id: string }) => a._id === admin.id).twoFactorEnabled).toBe(true);
    const citizen = await createUser(t);
    await t.http().post(`/api/admin/admins/${citizen.id}/reset-2fa`).set(auth(superadmin.token)).expect(404);
    const reset = await t.http().post(`/api/admin/admins/${admin.id}/reset-2fa`).set(auth(superadmin.token)).expect(200);
    expect(reset.body.message).toBe('Two-factor sign-in reset');

    await t.http().get('/api/auth/me').set(auth(session.body.token)).expect(401);
    await t.http().get('/api/auth/me').set(auth(secondSession)).expect(401);
    // The superadmin's own session is not touched.
    await t.http().get('/api/admin/admins').set(auth(superadmin.token)).expect(200);
    const login = await t.http().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    const refused = await t.http().get('/api/admin/users').set(auth(login.body.token)).expect(403);
    expect(refused.body.error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    const list = await t.http().get('/api/admin/admins').set(auth(superadmin.token)).expect(200);
    expect(list.body.items.find((a: { _id: string }) => a._id === admin.id).twoFactorEnabled).toBe(false);
    await eventually(async () => {
      const rows = await ds.query("SELECT actor_email FROM audit_log WHERE action = 'TwoFactorReset' AND entity_id = $1", [admin.id]);
      return rows[0]?.actor_email === superadmin.email ? rows : null;
    });
    expect(superadminSecret).toBeTruthy();
  });

  it('a token says how it was obtained (amr): a password alone, then the second factor', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const jwt = t.app.get(JwtService);
    const login = await t.http().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    expect(jwt.decode(login.body.token)).toMatchObject({ sub: admin.id, amr: ['pwd'] });
    const { secret, token } = await enrol({ token: login.body.token, password: admin.password });
    expect(jwt.decode(token)).toMatchObject({ sub: admin.id, amr: ['pwd', 'otp'], sv: 1 });
    expect(jwt.decode(await signIn(admin, secret))).toMatchObject({ sub: admin.id, amr: ['pwd', 'otp'] });
  });

  it('a session obtained by the password alone before enrolment is refused once the account turns two-factor sign-in on; the session that turned it on goes on', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    // Two sessions before enrolment: a laptop's and a phone's, by password alone.
    const laptop = await t.http().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    const phone = await t.http().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    const enrolled = await enrol({ token: laptop.body.token, password: admin.password });

    for (const token of [phone.body.token, laptop.body.token, admin.token]) {
      const refused = await t.http().get('/api/admin/users').set(auth(token)).expect(401);
      expect(refused.body.error.message).toBe('Your session has expired. Please sign in again.');
      await t.http().get('/api/auth/me').set(auth(token)).expect(401);
    }
    await t.http().get('/api/admin/users').set(auth(enrolled.token)).expect(200);

    // Whatever its session version, a token without the second factor opens nothing for an account that has it:
    // one signed by password alone, or one issued before tokens said how they were obtained.
    const jwt = t.app.get(JwtService);
    const [{ session_version: sv }] = await ds.query('SELECT session_version FROM users WHERE id = $1', [admin.id]);
    for (const payload of [
      { sub: admin.id, role: 'admin', sv, amr: ['pwd'] },
      { sub: admin.id, role: 'admin', sv, amr: ['google'] },
      { sub: admin.id, role: 'admin', sv },
    ]) {
      await t
        .http()
        .get('/api/admin/users')
        .set(auth(await jwt.signAsync(payload)))
        .expect(401);
      await t
        .http()
        .get('/api/auth/me')
        .set(auth(await jwt.signAsync(payload)))
        .expect(401);
    }
    await t
      .http()
      .get('/api/admin/users')
      .set(auth(await jwt.signAsync({ sub: admin.id, role: 'admin', sv, amr: ['pwd', 'otp'] })))
      .expect(200);
  });

  it('turning two-factor sign-in off ends every other session of the account', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { secret, recoveryCodes } = await enrol(admin);
    const first = await signIn(admin, secret, 0);
    const second = await signIn(admin, secret, 1);
    await t.http().get('/api/admin/users').set(auth(second)).expect(200);
    const off = await t.http().post('/api/auth/2fa/disable').set(auth(first)).send({ code: recoveryCodes[0], password: admin.password }).expect(200);
    await t.http().get('/api/auth/me').set(auth(second)).expect(401);
    await t.http().get('/api/auth/me').set(auth(first)).expect(401);
    await t.http().get('/api/auth/me').set(auth(off.body.token)).expect(200);
    // REQUIRE_STAFF_2FA: the admin is back on the profile until it enrols again.
    const refused = await t.http().get('/api/admin/users').set(auth(off.body.token)).expect(403);
    expect(refused.body.error.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
  });

  it('a challenge is accepted once: after it completed a sign-in, the same challenge with a fresh code is refused', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { secret } = await enrol(admin);
    const challenge = await challengeFor(admin);
    // A wrong code leaves the challenge usable.
    await t.http().post('/api/auth/login/2fa').send({ challenge, code: '000000' }).expect(400);
    await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge, code: await codeAt(secret, 0) })
      .expect(200);
    const replay = await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge, code: await codeAt(secret, 1) })
      .expect(401);
    expect(replay.body.error.message).toBe('Your sign-in step has expired. Please log in again.');
    const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM spent_two_factor_challenges WHERE user_id = $1', [admin.id]);
    expect(n).toBe(1);
    // A new challenge signs in as before.
    await signIn(admin, secret, 1);
  });

  it('a recovery code issued before argon2 (its SHA-256 wrapped in argon2id by the migration) is accepted once', async () => {
    const admin = await createUser(t, { role: 'admin', modules: ['users'] });
    const { recoveryCodes } = await enrol(admin);
    const old = 'abcde-fghjk';
    const digest = createHash('sha256').update('abcdefghjk').digest('hex');
    // What the migration leaves for a row that held the bare digest.
    const wrapped = await argon2.hash(digest, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await ds.query('INSERT INTO user_recovery_codes (user_id, code_hash, prehashed) VALUES ($1, $2, true)', [admin.id, wrapped]);
    await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(admin), code: old })
      .expect(200);
    await t
      .http()
      .post('/api/auth/login/2fa')
      .send({ challenge: await challengeFor(admin), code: old })
      .expect(400);
    expect(recoveryCodes).not.toContain(old);
  });
});
