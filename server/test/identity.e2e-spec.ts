import { createHash, randomUUID } from 'node:crypto';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { SIGN_UP_MIN_MS } from '../src/identity/application/commands/sign-up/sign-up.handler.js';
import { createTestApp, eventually, type TestApp, cachesSettled } from './helpers/test-app.js';
import { REDACTED } from '../src/notifications/mail/mail-sender.js';
import { startMailSink, type MailSink } from './helpers/mail-sink.js';
import { createUser, deliveredLinkToken, mailsTo, tokenSignedInAgo, uniqueEmail, waitForMail } from './identity-fixtures.js';

const USER_FIELDS = [
  '_id',
  'adminModules',
  'authProvider',
  'blocked',
  'email',
  'emailVerified',
  'firstName',
  'hasPassword',
  'isPremium',
  'lastName',
  'locale',
  'name',
  'notificationChannels',
  'phone',
  'plan',
  'role',
  'twoFactorEnabled',
  'verifiedPhone',
  'whatsappNumber',
].sort();

describe('Identity: sign-up, sign-in, verification, password reset, profile (citizen spec sections 3 to 8)', () => {
  let t: TestApp;
  let ds: DataSource;
  // The links are read from the recipients' inbox: the sent-mail log keeps them with their tokens redacted.
  let sink: MailSink;

  before(async () => {
    sink = await startMailSink();
    t = await createTestApp({ SMTP_URL: sink.url });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
    await sink.close();
  });

  const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
    t
      .http()
      .post('/api/auth/signup')
      .send({ firstName: ' Asha ', lastName: 'Naik', email, phone: '+91 98220 12345', password: 'monsoon-2026', ...overrides });
  const login = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });

  /** Signs up and verifies through the emailed link; returns the address. */
  async function verifiedCitizen(label: string): Promise<string> {
    const email = uniqueEmail(label);
    await signUp(email).expect(201);
    await t
      .http()
      .get('/api/auth/verify-email')
      .query({ token: await deliveredLinkToken(t, sink, email, '/verify-email') })
      .expect(200);
    return email;
  }

  describe('POST /api/auth/signup', () => {
    it('creates an unverified local citizen, answers without a token, and emails a verification link through the outbox', async () => {
      const email = uniqueEmail('Signup').replace('signup', 'SignUp');
      const res = await signUp(email, { role: 'superadmin', emailVerified: true }).expect(201);
      // Only the message: the answer to an address that already has an account is the same.
      expect(res.body).toEqual({ message: 'Account created. Please verify your email, then sign in.' });
      const [created] = await ds.query('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
      const [view] = await ds.query(
        'SELECT first_name, last_name, phone, plan, is_premium, auth_provider, has_password, email_verified, blocked, role, admin_modules FROM users WHERE id = $1',
        [created.id],
      );
      expect(view).toEqual({
        first_name: 'Asha',
        last_name: 'Naik',
        phone: '+91 98220 12345',
        plan: 'Free Citizen',
        is_premium: false,
        auth_provider: 'local',
        has_password: true,
        email_verified: false,
        blocked: false,
        role: 'user',
        admin_modules: [],
      });
      const [row] = await ds.query('SELECT password_hash, role, email_verified FROM users WHERE id = $1', [created.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row).toMatchObject({ role: 'user', email_verified: false });
      expect(JSON.stringify(res.body)).not.toContain(row.password_hash);

      const mail = await waitForMail(t, email, 'auth_verify_email');
      expect(mail.subject).toBe('Verify your email for Goa Civic Portal');
      expect(mail.text).toContain('Hello Asha Naik,');
      expect(mail.text).toContain('This link expires in 24 hours.');
      const token = await deliveredLinkToken(t, sink, email, '/verify-email');
      expect(mail.html).toContain(`href="http://localhost:3999/verify-email?token=${REDACTED}"`);
      expect(`${mail.html} ${mail.text}`).not.toContain(token);
      expect(mail.idempotency_key).toBe(`${mail.event_id}:send-verification-email`);

      const tokens = await ds.query("SELECT token_hash, expires_at, created_at, used_at FROM auth_tokens WHERE user_id = $1 AND purpose = 'verify_email'", [
        created.id,
      ]);
      expect(tokens).toHaveLength(1);
      expect(tokens[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(tokens[0].used_at).toBeNull();
      expect(new Date(tokens[0].expires_at).getTime() - new Date(tokens[0].created_at).getTime()).toBeGreaterThan(24 * 3600_000 - 5000);

      const audit = await eventually(async () => {
        const rows = await ds.query(
          'SELECT action, context, actor_id, actor_email, entity_type, entity_id FROM audit_log WHERE entity_id = $1 ORDER BY action',
          [created.id],
        );
        return rows.length >= 2 ? rows : null;
      });
      expect(audit).toEqual([
        {
          action: 'UserSignedUp',
          context: 'identity',
          actor_id: created.id,
          actor_email: email.toLowerCase(),
          entity_type: 'user',
          entity_id: created.id,
        },
        {
          action: 'VerificationEmailRequested',
          context: 'identity',
          actor_id: created.id,
          actor_email: email.toLowerCase(),
          entity_type: 'user',
          entity_id: created.id,
        },
      ]);
    });

    it('requires every field in the spec’s words and a password of at least 6 characters', async () => {
      const res = await t.http().post('/api/auth/signup').send({}).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields).toEqual({
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        email: ['Enter your email'],
        phone: ['Phone number is required'],
        password: ['Password must be at least 6 characters'],
      });
      const noPhone = await signUp(uniqueEmail(), { phone: '   ' }).expect(400);
      expect(noPhone.body.error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Phone number is required',
        details: { fields: { phone: ['Phone number is required'] } },
      });
      const shortPassword = await signUp(uniqueEmail(), { password: '12345' }).expect(400);
      expect(shortPassword.body.error.message).toBe('Password must be at least 6 characters');
      const badEmail = await signUp('not-an-email').expect(400);
      expect(badEmail.body.error.message).toBe('That email address looks incorrect.');
    });

    it('a taken address (a citizen’s, whatever its case, or a staff one) is answered like a new one, changes nothing, and its owner is emailed', async () => {
      const citizen = await createUser(t, { firstName: 'Meera' });
      await ds.query("UPDATE users SET locale = 'kok' WHERE id = $1", [citizen.id]);
      const admin = await createUser(t, { role: 'admin', modules: ['users'], firstName: 'Rohan' });
      await cachesSettled(t);
      const [before] = await ds.query('SELECT password_hash, session_version, updated_at FROM users WHERE id = $1', [citizen.id]);

      const fresh = uniqueEmail('fresh');
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await signUp(email, { password: 'a-whole-new-passphrase' });
        return { res, ms: performance.now() - started };
      };
      const answers = [await timed(fresh), await timed(citizen.email.toUpperCase()), await timed(admin.email)];
      for (const { res } of answers) {
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ message: 'Account created. Please verify your email, then sign in.' });
      }
      // Timing: new and taken addresses take turns, and their medians stay within a band much narrower than the floor
      // (SIGN_UP_MIN_MS) that both wait for.
      const newTimes: number[] = [];
      const takenTimes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        newTimes.push((await timed(uniqueEmail('timing'))).ms);
        takenTimes.push((await timed(citizen.email)).ms);
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
      for (const ms of [...newTimes, ...takenTimes, ...answers.map((a) => a.ms)]) expect(ms).toBeGreaterThanOrEqual(SIGN_UP_MIN_MS - 5);
      expect({ newTimes, takenTimes, apart: Math.abs(median(newTimes) - median(takenTimes)) < 150 }).toMatchObject({ apart: true });

      // Nothing changed on the existing accounts, and no second account was made.
      const [after] = await ds.query('SELECT password_hash, session_version, updated_at FROM users WHERE id = $1', [citizen.id]);
      expect(after).toEqual(before);
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM users WHERE lower(email) IN ($1, $2)', [citizen.email, admin.email]);
      expect(n).toBe(2);
      expect(await mailsTo(t, citizen.email, 'auth_verify_email')).toEqual([]);

      // Each owner is told, in the account's language, once per attempt; the new address gets its verification link.
      const notice = await waitForMail(t, citizen.email, 'auth_signup_existing_account', 4);
      expect(notice.subject).toBe('कोणेंतरी तुमच्या ईमेल पत्त्यान खातें उगडपाचो यत्न केलो');
      expect(notice.text).toContain('नमस्कार Meera Tester,');
      expect(notice.text).toContain(t.config.publicUrl);
      const staffNotice = await waitForMail(t, admin.email, 'auth_signup_existing_account');
      expect(staffNotice.subject).toBe('Someone tried to sign up with your email address');
      expect(staffNotice.text).toContain('Hello Rohan Tester,');
      expect(staffNotice.text).toContain("choose 'Forgot password?' in the sign-in window");
      await waitForMail(t, fresh, 'auth_verify_email');
      await eventually(async () => {
        const rows = await ds.query("SELECT actor_id FROM audit_log WHERE action = 'SignUpWithExistingEmailAttempted' AND entity_id = $1", [citizen.id]);
        return rows.length === 4 ? rows : null;
      });
    });
  });

  describe('verification', () => {
    it('login before verification: EMAIL_NOT_VERIFIED; a wrong password or unknown email: 401 Invalid email or password', async () => {
      const email = uniqueEmail('unverified');
      await signUp(email).expect(201);
      const unverified = await login(email, 'monsoon-2026').expect(403);
      expect(unverified.body.error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email to sign in.' });
      const wrong = await login(email, 'wrong-password').expect(401);
      expect(wrong.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password', details: null });
      const unknown = await login(uniqueEmail('nobody'), 'monsoon-2026').expect(401);
      expect(unknown.body.error).toEqual(wrong.body.error);
    });

    it('GET /api/auth/verify-email verifies once; a used, unknown or expired link is 400 INVALID_TOKEN', async () => {
      const email = uniqueEmail('verify');
      await signUp(email).expect(201);
      const token = await deliveredLinkToken(t, sink, email, '/verify-email');

      const ok = await t.http().get('/api/auth/verify-email').query({ token }).expect(200);
      expect(ok.body).toEqual({ message: 'Email verified. You can now sign in.' });
      const session = await login(email, 'monsoon-2026').expect(200);
      expect(session.body.user).toMatchObject({ email, emailVerified: true });

      const again = await t.http().get('/api/auth/verify-email').query({ token }).expect(400);
      expect(again.body.error.code).toBe('INVALID_TOKEN');
      expect(again.body.error.message).toContain('invalid or expired');
      const junk = await t
        .http()
        .get('/api/auth/verify-email')
        .query({ token: 'x'.repeat(43) })
        .expect(400);
      expect(junk.body.error.code).toBe('INVALID_TOKEN');
      const missing = await t.http().get('/api/auth/verify-email').expect(400);
      expect(missing.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Missing token' });
    });

    it('an expired verification link is refused', async () => {
      const email = uniqueEmail('expired');
      await signUp(email).expect(201);
      const token = await deliveredLinkToken(t, sink, email, '/verify-email');
      const [{ id }] = await ds.query('SELECT id FROM users WHERE email = $1', [email]);
      await ds.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [id]);
      const expired = await t.http().get('/api/auth/verify-email').query({ token }).expect(400);
      expect(expired.body.error).toMatchObject({ code: 'INVALID_TOKEN', message: 'This link is invalid or expired' });
      const [row] = await ds.query('SELECT email_verified FROM users WHERE id = $1', [id]);
      expect(row.email_verified).toBe(false);
    });

    it('POST /api/auth/request-verification sends a new link to an unverified account and answers the same otherwise', async () => {
      const email = uniqueEmail('resend');
      await signUp(email).expect(201);
      await waitForMail(t, email, 'auth_verify_email', 1);
      const res = await t.http().post('/api/auth/request-verification').send({ email: email.toUpperCase() }).expect(200);
      expect(res.body).toEqual({ message: 'Verification email sent' });
      await waitForMail(t, email, 'auth_verify_email', 2);
      await t
        .http()
        .get('/api/auth/verify-email')
        .query({ token: await deliveredLinkToken(t, sink, email, '/verify-email', 2) })
        .expect(200);

      const unknown = uniqueEmail('unknown');
      const same = await t.http().post('/api/auth/request-verification').send({ email: unknown }).expect(200);
      expect(same.body).toEqual(res.body);
      await t.http().post('/api/auth/request-verification').send({ email }).expect(200); // now verified: nothing sent
      const bad = await t.http().post('/api/auth/request-verification').send({}).expect(400);
      expect(bad.body.error.message).toBe('Enter your email');
      // Nothing was appended for the unknown address or for the now verified account: two requests in all.
      const requested = await ds.query(
        "SELECT payload->>'email' AS email, payload->>'reason' AS reason FROM outbox WHERE event_name = 'VerificationEmailRequested' AND payload->>'email' IN ($1, $2) ORDER BY seq",
        [email, unknown],
      );
      expect(requested).toEqual([
        { email, reason: 'signup' },
        { email, reason: 'resend' },
      ]);
      expect(await mailsTo(t, unknown, 'auth_verify_email')).toEqual([]);
    });
  });

  describe('POST /api/auth/login and GET /api/auth/me', () => {
    it('returns { token, user }; the token carries sub and role; /me returns the section 3 fields and never a hash', async () => {
      const email = await verifiedCitizen('login');
      const res = await login(` ${email.toUpperCase()} `, 'monsoon-2026').expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      const payload = t.app.get(JwtService).decode<{ sub: string; role: string }>(res.body.token);
      expect(payload).toMatchObject({ sub: res.body.user._id, role: 'user' });
      const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`).expect(200);
      expect(Object.keys(me.body).sort()).toEqual(USER_FIELDS);
      expect(me.body).toMatchObject({ _id: res.body.user._id, email, hasPassword: true, emailVerified: true, role: 'user' });
      expect(JSON.stringify(me.body)).not.toMatch(/argon2|password_hash|passwordHash/);
    });

    it('/me needs a session: 401 without a token or with a forged one, 401 after a role change, 404 NOT_FOUND for a deleted account', async () => {
      const none = await t.http().get('/api/auth/me').expect(401);
      expect(none.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in to continue.', details: null });
      const forged = t.app.get(JwtService).sign({ sub: randomUUID(), role: 'superadmin' }, { secret: 'not-the-secret-of-this-app' });
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${forged}`).expect(401);

      const demoted = await createUser(t, { role: 'admin', modules: ['complaints'] });
      await ds.query("UPDATE users SET role = 'user', admin_modules = '{}' WHERE id = $1", [demoted.id]);
      await cachesSettled(t);
      const changed = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${demoted.token}`).expect(401);
      expect(changed.body.error.message).toBe('Your role has changed. Please sign in again.');

      const user = await createUser(t);
      await ds.query('DELETE FROM users WHERE id = $1', [user.id]);
      await cachesSettled(t);
      const gone = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${user.token}`).expect(404);
      expect(gone.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Account not found' });
      // A stale session does not break public routes: the caller is served as a visitor.
      await t.http().get('/api/auth/config').set('Authorization', `Bearer ${user.token}`).expect(200);
      await t.http().post('/api/auth/forgot-password').set('Authorization', `Bearer ${demoted.token}`).send({ email: demoted.email }).expect(200);
    });

    it('a blocked user cannot sign in (ACCOUNT_BLOCKED) and an existing session is refused', async () => {
      const user = await createUser(t);
      await ds.query('UPDATE users SET blocked = true WHERE id = $1', [user.id]);
      await cachesSettled(t);
      const res = await login(user.email, user.password).expect(403);
      expect(res.body.error).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: 'Your account has been blocked. Please contact support.' });
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${user.token}`).expect(401);
      const wrong = await login(user.email, 'not-the-password').expect(401);
      expect(wrong.body.error.message).toBe('Invalid email or password');
    });

    it('a Google account without a password: PASSWORD_NOT_SET with the spec message', async () => {
      const user = await createUser(t, { google: true });
      const res = await login(user.email, 'anything-at-all').expect(400);
      expect(res.body.error).toEqual({
        code: 'PASSWORD_NOT_SET',
        message: 'Password not set for this account. Use Google sign-in or choose "Forgot password" to create one.',
        details: null,
      });
    });

    it('login validates its body', async () => {
      const res = await t.http().post('/api/auth/login').send({ email: '' }).expect(400);
      expect(res.body.error.details.fields).toEqual({ email: ['Enter your email'], password: ['Enter your password'] });
    });
  });

  describe('password reset', () => {
    it('forgot-password always answers the same and emails a link only when the account exists', async () => {
      const user = await createUser(t);
      const unknown = uniqueEmail('ghost');
      const a = await t.http().post('/api/auth/forgot-password').send({ email: unknown }).expect(200);
      const b = await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      expect(a.body).toEqual({ message: 'If the email exists, a reset link has been sent.' });
      expect(b.body).toEqual(a.body);
      const mail = await waitForMail(t, user.email, 'auth_reset_password');
      expect(mail.subject).toBe('Reset your Goa Civic Portal password');
      expect(mail.text).toContain('This link expires in 30 minutes.');
      expect(mail.idempotency_key).toBe(`${mail.event_id}:send-password-reset-email`);
      expect(await mailsTo(t, unknown, 'auth_reset_password')).toEqual([]);
      const appended = await ds.query(
        "SELECT payload->>'email' AS email FROM outbox WHERE event_name = 'PasswordResetRequested' AND payload->>'email' IN ($1, $2)",
        [user.email, unknown],
      );
      expect(appended).toEqual([{ email: user.email }]);
      const empty = await t.http().post('/api/auth/forgot-password').send({ email: ' ' }).expect(400);
      expect(empty.body.error.message).toBe('Enter your email');
    });

    it('reset-password is single-use, revokes the other reset links, sets the password and ends old sessions', async () => {
      const user = await createUser(t);
      await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      const first = await deliveredLinkToken(t, sink, user.email, '/reset-password', 1);
      const second = await deliveredLinkToken(t, sink, user.email, '/reset-password', 2);

      const short = await t.http().post('/api/auth/reset-password').send({ token: second, newPassword: '12345' }).expect(400);
      expect(short.body.error.message).toBe('Password must be at least 6 characters');
      const noToken = await t.http().post('/api/auth/reset-password').send({ newPassword: 'fresh-password' }).expect(400);
      expect(noToken.body.error.message).toBe('Missing token');

      const ok = await t.http().post('/api/auth/reset-password').send({ token: second, newPassword: 'fresh-password' }).expect(200);
      expect(ok.body).toEqual({ message: 'Password updated. Please sign in.' });
      for (const token of [second, first]) {
        const res = await t.http().post('/api/auth/reset-password').send({ token, newPassword: 'another-password' }).expect(400);
        expect(res.body.error).toMatchObject({ code: 'INVALID_TOKEN', message: 'This link is invalid or expired' });
      }
      await login(user.email, user.password).expect(401);
      await login(user.email, 'fresh-password').expect(200);
      const old = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${user.token}`).expect(401);
      expect(old.body.error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
      const audit = await eventually(async () => {
        const rows = await ds.query("SELECT actor_id FROM audit_log WHERE action = 'PasswordReset' AND entity_id = $1", [user.id]);
        return rows.length ? rows : null;
      });
      expect(audit).toEqual([{ actor_id: user.id }]);
    });

    it('an expired reset link is refused', async () => {
      const user = await createUser(t);
      await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      const token = await deliveredLinkToken(t, sink, user.email, '/reset-password');
      await ds.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'reset_password'", [user.id]);
      await t.http().post('/api/auth/reset-password').send({ token, newPassword: 'fresh-password' }).expect(400);
      await login(user.email, user.password).expect(200);
    });

    it('a Google account creates its password through the reset link', async () => {
      const user = await createUser(t, { google: true });
      await t.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
      const token = await deliveredLinkToken(t, sink, user.email, '/reset-password');
      await t.http().post('/api/auth/reset-password').send({ token, newPassword: 'my-first-password' }).expect(200);
      const res = await login(user.email, 'my-first-password').expect(200);
      expect(res.body.user).toMatchObject({ authProvider: 'google', hasPassword: true });
    });
  });

  describe('PATCH /api/auth/profile', () => {
    it('saves the four fields and returns a fresh { token, user }', async () => {
      const user = await createUser(t);
      const res = await t
        .http()
        .patch('/api/auth/profile')
        .set('Authorization', `Bearer ${user.token}`)
        .send({ firstName: ' Ravi ', lastName: 'Kamat', email: user.email.toUpperCase(), phone: '0832 222 3333', role: 'admin' })
        .expect(200);
      expect(res.body.user).toMatchObject({
        firstName: 'Ravi',
        lastName: 'Kamat',
        name: 'Ravi Kamat',
        email: user.email,
        phone: '0832 222 3333',
        emailVerified: true,
        role: 'user',
      });
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    });

    it('requires all four fields', async () => {
      const user = await createUser(t);
      const res = await t
        .http()
        .patch('/api/auth/profile')
        .set('Authorization', `Bearer ${user.token}`)
        .send({ firstName: '', lastName: 'x', email: user.email })
        .expect(400);
      expect(res.body.error.details.fields).toEqual({ firstName: ['First name is required'], phone: ['Phone number is required'] });
      await t.http().patch('/api/auth/profile').send({ firstName: 'a', lastName: 'b', email: 'c@d.in', phone: '1' }).expect(401);
    });

    it('a new email needs the current password, waits for its link, then replaces the old one and the old address is told; a taken email is 409', async () => {
      const user = await createUser(t);
      const other = await createUser(t);
      const auth = { Authorization: `Bearer ${user.token}` };
      const taken = await t
        .http()
        .patch('/api/auth/profile')
        .set(auth)
        .send({ firstName: 'A', lastName: 'B', email: other.email.toUpperCase(), phone: '1', currentPassword: user.password })
        .expect(409);
      expect(taken.body.error).toMatchObject({ code: 'CONFLICT', message: 'An account with this email already exists' });

      const second = uniqueEmail('second');
      const third = uniqueEmail('third');
      const noPassword = await t.http().patch('/api/auth/profile').set(auth).send({ firstName: 'A', lastName: 'B', email: second, phone: '1' }).expect(400);
      expect(noPassword.body.error.details.fields).toEqual({ currentPassword: ['Enter your current password'] });
      const wrong = await t
        .http()
        .patch('/api/auth/profile')
        .set(auth)
        .send({ firstName: 'A', lastName: 'B', email: second, phone: '1', currentPassword: 'not-my-password' })
        .expect(400);
      expect(wrong.body.error.details.fields).toEqual({ currentPassword: ['Current password is incorrect'] });

      const changed = await t
        .http()
        .patch('/api/auth/profile')
        .set(auth)
        .send({ firstName: 'A', lastName: 'B', email: second, phone: '1', currentPassword: user.password })
        .expect(200);
      // Nothing changes yet: the old address stays in use, verified, until the new one's link is opened.
      expect(changed.body.user).toMatchObject({ email: user.email, emailVerified: true });
      expect(changed.body.pendingEmail).toBe(second);
      await login(user.email, user.password).expect(200);
      await login(second, user.password).expect(401);
      const secondLink = await deliveredLinkToken(t, sink, second, '/verify-email');
      const again = await t
        .http()
        .patch('/api/auth/profile')
        .set({ Authorization: `Bearer ${changed.body.token}` })
        .send({ firstName: 'A', lastName: 'B', email: third, phone: '1', currentPassword: user.password })
        .expect(200);
      expect(again.body.pendingEmail).toBe(third);
      const thirdLink = await deliveredLinkToken(t, sink, third, '/verify-email');

      // The earlier change link no longer works; the latest makes the change, verified.
      await t.http().get('/api/auth/verify-email').query({ token: secondLink }).expect(400);
      await t.http().get('/api/auth/verify-email').query({ token: thirdLink }).expect(200);
      await t.http().get('/api/auth/verify-email').query({ token: thirdLink }).expect(400);
      await login(third, user.password).expect(200);
      await login(user.email, user.password).expect(401);
      const notice = await waitForMail(t, user.email, 'auth_email_change_notice');
      expect(notice.subject).toBe('Your Goa Civic Portal email was changed');
      expect(notice.text).toContain(`is now ${third}.`);
      const audit = await eventually(async () => {
        const rows = await ds.query(
          "SELECT meta FROM audit_log WHERE action = 'ProfileUpdated' AND entity_id = $1 AND (meta->>'emailChanged')::boolean ORDER BY created_at",
          [user.id],
        );
        return rows.length >= 1 ? rows : null;
      });
      expect(audit.map((r: { meta: { previousEmail: string } }) => r.meta.previousEmail)).toEqual([user.email]);
    });

    it('a Google account without a password changes its email without one soon after signing in, still through the link', async () => {
      const user = await createUser(t, { google: true });
      const next = uniqueEmail('google-next');
      const res = await t
        .http()
        .patch('/api/auth/profile')
        .set('Authorization', `Bearer ${await tokenSignedInAgo(t, user, 60)}`)
        .send({ firstName: 'A', lastName: 'B', email: next, phone: '1' })
        .expect(200);
      expect(res.body).toMatchObject({ pendingEmail: next, user: { email: user.email } });
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('checks the current password, then changes it and ends every session', async () => {
      const user = await createUser(t);
      const auth = { Authorization: `Bearer ${user.token}` };
      const missing = await t.http().post('/api/auth/change-password').set(auth).send({ newPassword: 'brand-new-pw-2026' }).expect(400);
      expect(missing.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Enter your current password' });
      const wrong = await t
        .http()
        .post('/api/auth/change-password')
        .set(auth)
        .send({ newPassword: 'brand-new-pw-2026', currentPassword: 'nope-nope' })
        .expect(400);
      expect(wrong.body.error).toMatchObject({
        message: 'Current password is incorrect',
        details: { fields: { currentPassword: ['Current password is incorrect'] } },
      });
      const short = await t.http().post('/api/auth/change-password').set(auth).send({ newPassword: 'abc', currentPassword: user.password }).expect(400);
      expect(short.body.error.message).toBe('New password must be at least 6 characters');
      const none = await t.http().post('/api/auth/change-password').set(auth).send({ currentPassword: user.password }).expect(400);
      expect(none.body.error.message).toBe('Please enter a new password');

      const ok = await t
        .http()
        .post('/api/auth/change-password')
        .set(auth)
        .send({ newPassword: 'brand-new-pw-2026', currentPassword: user.password })
        .expect(200);
      expect(ok.body).toEqual({ createdPassword: false });
      await t.http().get('/api/auth/me').set(auth).expect(401);
      await login(user.email, user.password).expect(401);
      await login(user.email, 'brand-new-pw-2026').expect(200);
      expect((await waitForMail(t, user.email, 'auth_password_changed_notice')).text).toContain('A new password was just set');
    });

    it('a Google account without a password creates one soon after signing in (createdPassword true)', async () => {
      const user = await createUser(t, { google: true });
      const res = await t
        .http()
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${await tokenSignedInAgo(t, user, 60)}`)
        .send({ newPassword: 'google-made-pw' })
        .expect(200);
      expect(res.body).toEqual({ createdPassword: true });
      const session = await login(user.email, 'google-made-pw').expect(200);
      expect(session.body.user).toMatchObject({ hasPassword: true, authProvider: 'google' });
      // The owner hears of it (a session taken from a Google account could otherwise add a password unseen), in the
      // account's language, with where to take the account back.
      const notice = await waitForMail(t, user.email, 'auth_password_changed_notice');
      expect(notice.subject).toBe('Your Goa Civic Portal password was changed');
      expect(notice.text).toContain('If you did not make this change, use "Forgot password" on http');
    });
  });

  describe('Google sign-in when GOOGLE_CLIENT_ID is unset', () => {
    it('GET /api/auth/config hides the button and POST /api/auth/google says it is not available', async () => {
      const config = await t.http().get('/api/auth/config').expect(200);
      expect(config.body).toEqual({ googleClientId: null });
      const res = await t.http().post('/api/auth/google').send({ credential: 'a.b.c' }).expect(400);
      expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: 'Google sign-in is not available', details: null });
    });
  });
});
