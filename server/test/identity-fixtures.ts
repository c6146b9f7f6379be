import { randomBytes, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import type { AdminModule, Role } from '@civic/contracts';
import { passwordHasher } from '../src/identity/infrastructure/password-hasher.js';
import { deliveredWithId, type MailSink } from './helpers/mail-sink.js';
import { eventually, type TestApp } from './helpers/test-app.js';

/** A user created straight in the database for a test, with a bearer token signed by the app. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  token: string;
}

let cachedHash: { password: string; hash: Promise<string> } | null = null;

/** One argon2id hash shared by the test users (hashing is deliberately slow). */
function sharedHash(): { password: string; hash: Promise<string> } {
  cachedHash ??= { password: 'test-password-1', hash: passwordHasher.hash('test-password-1') };
  return cachedHash;
}

/** A unique, lowercased test address. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@test.goa-civic.local`;
}

/**
 * Inserts a user (default: a verified local citizen with a password) and signs a token for it, as the login
 * endpoint would. Use it to make callers of every role without going through sign-up.
 */
export async function createUser(
  t: TestApp,
  options: {
    role?: Role;
    modules?: AdminModule[];
    email?: string;
    verified?: boolean;
    blocked?: boolean;
    google?: boolean;
    firstName?: string;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'user';
  const email = (options.email ?? uniqueEmail(role)).toLowerCase();
  const { password, hash } = sharedHash();
  const google = options.google ?? false;
  const [row] = (await t.app.get(DataSource).query(
    `INSERT INTO users (first_name, last_name, email, phone, password_hash, auth_provider, google_sub, has_password, email_verified, blocked, role, admin_modules)
       VALUES ($1, 'Tester', $2, '9822000000', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      options.firstName ?? 'Test',
      email,
      google ? null : await hash,
      google ? 'google' : 'local',
      google ? `google-${randomBytes(6).toString('hex')}` : null,
      !google,
      options.verified ?? true,
      options.blocked ?? false,
      role,
      options.modules ?? [],
    ],
  )) as { id: string }[];
  const token = await t.app.get(JwtService).signAsync({ sub: row.id, role, sv: 0 });
  return { id: row.id, email, password, role, token };
}

/**
 * A token of `user` as a sign-in `signedInSecondsAgo` seconds ago would have issued it (`auth_time`, a session id, and
 * `amr` google for an account without a password): for the changes such an account makes only soon after signing in.
 */
export async function tokenSignedInAgo(t: TestApp, user: TestUser, signedInSecondsAgo: number, sessionVersion = 0): Promise<string> {
  const [{ auth_provider: provider }] = (await t.app.get(DataSource).query('SELECT auth_provider FROM users WHERE id = $1', [user.id])) as {
    auth_provider: string;
  }[];
  return t.app.get(JwtService).signAsync({
    sub: user.id,
    role: user.role,
    sv: sessionVersion,
    amr: [provider === 'google' ? 'google' : 'pwd'],
    sid: randomUUID(),
    auth_time: Math.floor(Date.now() / 1000) - signedInSecondsAgo,
  });
}

/** A stored email as the sent-mail log keeps it. */
export interface StoredMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to_addresses: string[];
  template_key: string;
  event_id: string | null;
  idempotency_key: string | null;
}

/** Every stored email of a template to an address, oldest first. */
export async function mailsTo(t: TestApp, to: string, templateKey: string): Promise<StoredMail[]> {
  return t.app
    .get(DataSource)
    .query(
      'SELECT id, subject, html, text, to_addresses, template_key, event_id, idempotency_key FROM mail_messages WHERE $1 = ANY(to_addresses) AND template_key = $2 ORDER BY created_at, id',
      [to.toLowerCase(), templateKey],
    );
}

/** Waits until the outbox has delivered the `count`-th email of a template to an address, and returns it. */
export async function waitForMail(t: TestApp, to: string, templateKey: string, count = 1): Promise<StoredMail> {
  const mails = await eventually(async () => {
    const rows = await mailsTo(t, to, templateKey);
    return rows.length >= count ? rows : null;
  });
  return mails[count - 1];
}

/**
 * The token of a link `${publicUrl}${path}?token=...` in an email's plain text: a message as its recipient received it
 * (a MailSink's), since the sent-mail log keeps the link with its token redacted.
 */
export function linkToken(t: TestApp, mail: { text?: string }, path: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`${t.config.publicUrl}${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1];
}

/**
 * The token of the `count`-th link email (verification or reset, oldest first as the sent-mail log orders them) to `to`,
 * read from the message as the sink received it: the log's row gives the order and the Message-ID, the inbox the link.
 */
export async function deliveredLinkToken(t: TestApp, sink: MailSink, to: string, path: '/verify-email' | '/reset-password', count = 1): Promise<string> {
  const stored = await waitForMail(t, to, path === '/verify-email' ? 'auth_verify_email' : 'auth_reset_password', count);
  const messageId = await eventually(async () => {
    const [row] = (await t.app.get(DataSource).query("SELECT message_id FROM mail_messages WHERE id = $1 AND status = 'sent'", [stored.id])) as {
      message_id: string | null;
    }[];
    return row?.message_id ?? null;
  });
  return linkToken(t, await deliveredWithId(sink, messageId), path);
}
