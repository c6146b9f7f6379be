import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { REVOKED_SESSIONS_MAX } from '../src/identity/application/commands/log-out/log-out.handler.js';
import { SessionTokens } from '../src/identity/application/session-tokens.service.js';
import { User } from '../src/identity/domain/user.entity.js';
import { TableNotifications } from '../src/kernel/cache/table-notifications.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, type TestUser } from './identity-fixtures.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The claims of a JWT (`exp` in seconds). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number; sid?: string };
const expiryOf = (token: string): number => claimsOf(token).exp;

/**
 * Logout ends the session on the server: the token that logged out is refused by every API process from the next
 * request, while the account's other sessions go on (docs/adr/0169-logout-ends-the-session-on-the-server.md).
 */
describe('Logout: POST /api/auth/logout refuses the token from then on, logout-all every token of the account', () => {
  let a: TestApp;
  let b: TestApp;
  let ds: DataSource;

  before(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { workers: false });
    ds = a.app.get(DataSource);
  });
  after(async () => {
    await b.close();
    await a.close();
  });

  const signIn = async (user: TestUser): Promise<string> =>
    ((await a.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200)).body as { token: string }).token;

  const revokedRows = async (userId: string) =>
    (await ds.query('SELECT session_id, expires_at FROM revoked_sessions WHERE user_id = $1', [userId])) as { session_id: string; expires_at: Date }[];

  it('refuses the logged-out token at once in this process and the other, and keeps the other sessions', async () => {
    const user = await createUser(a);
    const laptop = await signIn(user);
    const phone = await signIn(user);
    // The other process has the account in its cache, with no session ended.
    await b.http().get('/api/auth/me').set(bearer(laptop)).expect(200);

    const out = await a.http().post('/api/auth/logout').set(bearer(laptop)).expect(200);
    expect(out.body).toEqual({ message: Messages.auth.loggedOut });

    const refused = await a.http().get('/api/auth/me').set(bearer(laptop)).expect(401);
    expect(refused.body).toMatchObject({ error: { code: 'UNAUTHORIZED', message: Messages.auth.sessionExpired } });
    await b.app.get(TableNotifications).sync();
    await b.http().get('/api/auth/me').set(bearer(laptop)).expect(401);
    await a.http().get('/api/auth/me').set(bearer(phone)).expect(200);
    await b.http().get('/api/auth/me').set(bearer(phone)).expect(200);

    // Kept until the token would have expired, no longer.
    const [row] = await revokedRows(user.id);
    expect(row.expires_at.getTime()).toBe(expiryOf(laptop) * 1000);
    // A second logout with the refused token changes nothing.
    await a.http().post('/api/auth/logout').set(bearer(laptop)).expect(401);
    expect(await revokedRows(user.id)).toHaveLength(1);
  });

  it('the fresh token of a saved profile continues the session: logging out with it refuses the older copy too', async () => {
    const user = await createUser(a);
    const older = await signIn(user);
    const other = await signIn(user);
    const saved = await a.http().patch('/api/auth/profile').set(bearer(older)).send({ locale: 'kok' }).expect(200);
    const newer = (saved.body as { token: string }).token;
    expect(newer).not.toBe(older);
    expect(claimsOf(newer).sid).toBe(claimsOf(older).sid);
    expect(Math.abs(claimsOf(newer).exp - claimsOf(older).exp)).toBeLessThanOrEqual(1);

    await a.http().post('/api/auth/logout').set(bearer(newer)).expect(200);
    await a.http().get('/api/auth/me').set(bearer(newer)).expect(401);
    await a.http().get('/api/auth/me').set(bearer(older)).expect(401);
    await a.http().get('/api/auth/me').set(bearer(other)).expect(200);
  });

  it('a token without a session id ends every session of the account', async () => {
    const user = await createUser(a);
    const signedIn = await signIn(user);
    // createUser's token is signed without `sid`, as tokens were before sessions had one.
    await a.http().post('/api/auth/logout').set(bearer(user.token)).expect(200);
    await a.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
    await a.http().get('/api/auth/me').set(bearer(signedIn)).expect(401);
    await a
      .http()
      .get('/api/auth/me')
      .set(bearer(await signIn(user)))
      .expect(200);
    expect(await revokedRows(user.id)).toEqual([]);
  });

  it(`keeps at most ${REVOKED_SESSIONS_MAX} ended sessions: the next logout ends every session and empties the list`, async () => {
    const user = await createUser(a);
    const entity = await ds.getRepository(User).findOneByOrFail({ id: user.id });
    const tokens = a.app.get(SessionTokens);
    const sessions = await Promise.all(Array.from({ length: REVOKED_SESSIONS_MAX + 2 }, () => tokens.issue(entity, ['pwd'])));
    // An ended session whose token has expired is deleted by the next logout.
    await ds.query(`INSERT INTO revoked_sessions (session_id, user_id, expires_at) VALUES (gen_random_uuid(), $1, now() - interval '1 minute')`, [user.id]);

    for (const token of sessions.slice(0, REVOKED_SESSIONS_MAX)) await a.http().post('/api/auth/logout').set(bearer(token)).expect(200);
    expect(await revokedRows(user.id)).toHaveLength(REVOKED_SESSIONS_MAX);
    await a.http().get('/api/auth/me').set(bearer(sessions[0])).expect(401);
    const still = sessions[REVOKED_SESSIONS_MAX + 1];
    await a.http().get('/api/auth/me').set(bearer(still)).expect(200);

    await a.http().post('/api/auth/logout').set(bearer(sessions[REVOKED_SESSIONS_MAX])).expect(200);
    await a.http().get('/api/auth/me').set(bearer(sessions[REVOKED_SESSIONS_MAX])).expect(401);
    await a.http().get('/api/auth/me').set(bearer(still)).expect(401);
    expect(await revokedRows(user.id)).toEqual([]);
  });

  it('POST /api/auth/logout-all ends every session of the account in both processes, and sign-in works again', async () => {
    const user = await createUser(a);
    const laptop = await signIn(user);
    const phone = await signIn(user);
    const stranger = await signIn(await createUser(a));
    await a
      .http()
      .post('/api/auth/logout')
      .set(bearer(await signIn(user)))
      .expect(200);
    expect(await revokedRows(user.id)).toHaveLength(1);
    await b.http().get('/api/auth/me').set(bearer(phone)).expect(200);

    const out = await a.http().post('/api/auth/logout-all').set(bearer(laptop)).expect(200);
    expect(out.body).toEqual({ message: Messages.auth.loggedOutEverywhere });
    await a.http().get('/api/auth/me').set(bearer(laptop)).expect(401);
    await a.http().get('/api/auth/me').set(bearer(phone)).expect(401);
    await b.app.get(TableNotifications).sync();
    await b.http().get('/api/auth/me').set(bearer(phone)).expect(401);
    await a.http().get('/api/auth/me').set(bearer(stranger)).expect(200);
    // The sessions ended one by one need no row once the session version ends them all.
    expect(await revokedRows(user.id)).toEqual([]);
    await a
      .http()
      .get('/api/auth/me')
      .set(bearer(await signIn(user)))
      .expect(200);
  });

  it('needs a signed-in caller', async () => {
    await a.http().post('/api/auth/logout-all').expect(401);
    const anonymous = await a.http().post('/api/auth/logout').expect(401);
    expect(anonymous.body).toMatchObject({ error: { code: 'UNAUTHORIZED', message: Messages.common.signInRequired } });
  });
});
