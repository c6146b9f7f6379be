import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { createHttpAdapter } from '../src/bootstrap.js';
import { GOOGLE_CERTS_SOURCE, GoogleIdTokenVerifier, type GoogleCertsSource } from '../src/identity/infrastructure/google-id-token.verifier.js';
import { loadConfig, type AppConfig } from '../src/kernel/config/app-config.js';
import { DomainError } from '../src/kernel/errors/domain-error.js';
import { SUPERADMIN, cachesSettled } from './helpers/test-app.js';
import { uniqueEmail } from './identity-fixtures.js';

const CLIENT_ID = '1234567890-test.apps.googleusercontent.com';
const KID = 'test-key-1';

/** An RSA key pair made for this run; its public key stands in for Google's certificates. */
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const certs: GoogleCertsSource = {
  getCerts: async () => ({ [KID]: google.publicKey.export({ type: 'spki', format: 'pem' }).toString() }),
};

interface Claims {
  iss?: string;
  aud?: string;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  iat?: number;
  exp?: number;
}

/** A Google-style ID token: RS256 JWT with a kid header, signed by `key`. */
function idToken(claims: Claims, key: KeyObject = google.privateKey, kid = KID): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', kid, typ: 'JWT' };
  const payload = { iss: 'https://accounts.google.com', aud: CLIENT_ID, iat: now, exp: now + 3600, email_verified: true, ...claims };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signed = `${encode(header)}.${encode(payload)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key).toString('base64url')}`;
}

function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    REDIS_URL: process.env.TEST_REDIS_URL,
    QUEUE_PREFIX: process.env.TEST_QUEUE_PREFIX,
    LOG_LEVEL: 'error',
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    PUBLIC_URL: 'http://localhost:3999',
    RATE_LIMIT_PER_MINUTE: '1000',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    ...env,
  });
}

describe('Google sign-in (citizen spec section 7, POST /api/auth/google)', () => {
  describe('GoogleIdTokenVerifier with certificates of a key pair generated here (no network)', () => {
    const verifier = new GoogleIdTokenVerifier(testConfig(), certs);
    const refused = async (credential: string) => {
      const error = await verifier.verify(credential).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401, message: 'Unable to sign in with Google' });
    };

    it('accepts a token signed by the key, for this client id, from Google, with a verified email', async () => {
      const identity = await verifier.verify(idToken({ sub: 'g-1', email: 'Meera@Example.in', given_name: 'Meera', family_name: 'Sawant' }));
      expect(identity).toEqual({ sub: 'g-1', email: 'meera@example.in', firstName: 'Meera', lastName: 'Sawant' });
      const named = await verifier.verify(idToken({ sub: 'g-2', email: 'x@example.in', name: 'Anil Kumar Rao' }));
      expect(named).toMatchObject({ firstName: 'Anil', lastName: 'Kumar Rao' });
    });

    it('refuses another audience, another issuer, another key, an unknown key id, an expired token and an unverified email', async () => {
      await refused(idToken({ sub: 'g', email: 'a@example.in', aud: 'someone-else.apps.googleusercontent.com' }));
      await refused(idToken({ sub: 'g', email: 'a@example.in', iss: 'https://evil.example' }));
      await refused(idToken({ sub: 'g', email: 'a@example.in' }, stranger.privateKey));
      await refused(idToken({ sub: 'g', email: 'a@example.in' }, google.privateKey, 'other-kid'));
      const past = Math.floor(Date.now() / 1000) - 7200;
      await refused(idToken({ sub: 'g', email: 'a@example.in', iat: past - 3600, exp: past }));
      await refused(idToken({ sub: 'g', email: 'a@example.in', email_verified: false }));
      await refused(idToken({ sub: 'g' }));
      await refused('not-a-jwt');
    });

    it('without GOOGLE_CLIENT_ID it is not available', async () => {
      const off = new GoogleIdTokenVerifier(testConfig({ GOOGLE_CLIENT_ID: '' }), certs);
      expect(off.clientId).toBeNull();
      await expect(off.verify(idToken({ sub: 'g', email: 'a@example.in' }))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Google sign-in is not available',
      });
    });
  });

  describe('the endpoint, with the app’s certificates source replaced by the generated key pair', () => {
    let app: INestApplication;
    let ds: DataSource;
    const http = () => request(app.getHttpServer());
    const signIn = (claims: Claims) =>
      http()
        .post('/api/auth/google')
        .send({ credential: idToken(claims) });

    before(async () => {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(testConfig())] })
        .overrideProvider(GOOGLE_CERTS_SOURCE)
        .useValue(certs)
        .compile();
      app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(), { logger: ['error'] });
      app.setGlobalPrefix('api');
      await app.init();
      await (app as NestFastifyApplication).getHttpAdapter().getInstance().ready();
      ds = app.get(DataSource);
    });
    after(async () => {
      await app.close();
    });

    it('GET /api/auth/config gives the client id for the button', async () => {
      const res = await http().get('/api/auth/config').expect(200);
      expect(res.body).toEqual({ googleClientId: CLIENT_ID });
    });

    it('a first sign-in creates a verified citizen without a password; the next one signs into the same account', async () => {
      const sub = `g-${randomBytes(4).toString('hex')}`;
      const email = uniqueEmail('google');
      const first = await signIn({ sub, email: email.toUpperCase(), given_name: 'Meera', family_name: 'Sawant' }).expect(200);
      expect(first.body.token).toEqual(expect.any(String));
      // The token says how the session was obtained (amr): Google's ID token.
      const claims = JSON.parse(Buffer.from(first.body.token.split('.')[1], 'base64url').toString('utf8'));
      expect(claims.amr).toEqual(['google']);
      expect(first.body.user).toMatchObject({
        email,
        firstName: 'Meera',
        lastName: 'Sawant',
        authProvider: 'google',
        emailVerified: true,
        hasPassword: false,
        role: 'user',
        phone: '',
      });
      const me = await http().get('/api/auth/me').set('Authorization', `Bearer ${first.body.token}`).expect(200);
      expect(me.body._id).toBe(first.body.user._id);
      const again = await signIn({ sub, email, given_name: 'Meera' }).expect(200);
      expect(again.body.user._id).toBe(first.body.user._id);
      const [row] = await ds.query('SELECT google_sub, password_hash FROM users WHERE id = $1', [first.body.user._id]);
      expect(row).toEqual({ google_sub: sub, password_hash: null });
      const login = await http().post('/api/auth/login').send({ email, password: 'whatever-it-is' }).expect(400);
      expect(login.body.error.code).toBe('PASSWORD_NOT_SET');
    });

    it('links a verified local account of the same email and keeps its password', async () => {
      const email = uniqueEmail('linked');
      await http().post('/api/auth/signup').send({ firstName: 'Ravi', lastName: 'Kamat', email, phone: '9822', password: 'local-password' }).expect(201);
      const [signedUp] = await ds.query('SELECT id FROM users WHERE email = $1', [email]);
      await ds.query('UPDATE users SET email_verified = true WHERE id = $1', [signedUp.id]);
      await cachesSettled({ app });
      const res = await signIn({ sub: `g-${randomBytes(4).toString('hex')}`, email, given_name: 'Ravi' }).expect(200);
      expect(res.body.user).toMatchObject({ _id: signedUp.id, authProvider: 'local', hasPassword: true, emailVerified: true });
      await http().post('/api/auth/login').send({ email, password: 'local-password' }).expect(200);
    });

    it('linking an unverified local account drops the password that nobody proved, and verifies the email', async () => {
      const email = uniqueEmail('squatted');
      await http().post('/api/auth/signup').send({ firstName: 'Not', lastName: 'Owner', email, phone: '9822', password: 'squatter-password' }).expect(201);
      const [signedUp] = await ds.query('SELECT id FROM users WHERE email = $1', [email]);
      const res = await signIn({ sub: `g-${randomBytes(4).toString('hex')}`, email, given_name: 'Real' }).expect(200);
      expect(res.body.user).toMatchObject({ _id: signedUp.id, hasPassword: false, emailVerified: true });
      const login = await http().post('/api/auth/login').send({ email, password: 'squatter-password' }).expect(400);
      expect(login.body.error.code).toBe('PASSWORD_NOT_SET');
    });

    it('refuses a blocked account, an email linked to another Google account, and a bad credential', async () => {
      const sub = `g-${randomBytes(4).toString('hex')}`;
      const email = uniqueEmail('blocked');
      const first = await signIn({ sub, email }).expect(200);
      await ds.query('UPDATE users SET blocked = true WHERE id = $1', [first.body.user._id]);
      await cachesSettled({ app });
      const blocked = await signIn({ sub, email }).expect(403);
      expect(blocked.body.error).toMatchObject({ code: 'ACCOUNT_BLOCKED' });

      const other = await signIn({ sub: `g-other-${randomBytes(4).toString('hex')}`, email }).expect(401);
      expect(other.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Unable to sign in with Google', details: null });

      const forged = await http()
        .post('/api/auth/google')
        .send({ credential: idToken({ sub: 'x', email: uniqueEmail() }, stranger.privateKey) })
        .expect(401);
      expect(forged.body.error.message).toBe('Unable to sign in with Google');
      const empty = await http().post('/api/auth/google').send({}).expect(400);
      expect(empty.body.error.message).toBe('Google did not return a credential. Please try again.');
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email]);
      expect(n).toBe(1);
    });

    it('a Google account creates a password with change-password (createdPassword true)', async () => {
      const email = uniqueEmail('pw');
      const session = await signIn({ sub: `g-${randomBytes(4).toString('hex')}`, email }).expect(200);
      const res = await http()
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${session.body.token}`)
        .send({ newPassword: 'created-pw-2026' })
        .expect(200);
      expect(res.body).toEqual({ createdPassword: true });
      await http().post('/api/auth/login').send({ email, password: 'created-pw-2026' }).expect(200);
    });
  });
});
