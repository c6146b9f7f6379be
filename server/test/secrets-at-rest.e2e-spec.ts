import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../src/kernel/events/queue-registry.service.js';
import { AuthLinkUrls } from '../src/identity/public.js';
import { messageIdFor, REDACTED } from '../src/notifications/mail/mail-sender.js';
import { createTestApp, eventually, freePort, type TestApp } from './helpers/test-app.js';
import { uniqueEmail } from './identity-fixtures.js';

const MAIL_FROM = 'Goa Civic Portal <portal@secrets.goa-civic.local>';

describe('Secrets at rest: one-time links never rest in the outbox, a queue job, the audit log or a sent message', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  let ds: DataSource;

  before(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** The message received at the SMTP sink for an address. */
  const receivedFor = (email: string) => eventually(async () => received.find((m) => m.to && JSON.stringify(m.to).includes(email)) ?? null);

  it('a verification link reaches the inbox and works, while the stored copies keep only the link id', async () => {
    const email = uniqueEmail('secrets');
    await t
      .http()
      .post('/api/auth/signup')
      .send({ firstName: 'Asha', lastName: 'Naik', email, phone: '+91 98220 12345', password: 'monsoon-2026' })
      .expect(201);
    const inbox = await receivedFor(email);
    const token = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(inbox.text ?? '')?.[1];
    expect(token).toBeDefined();

    // The outbox row and the queue job carry the link's id, not its token or URL.
    const [event] = await ds.query("SELECT id, payload FROM outbox WHERE event_name = 'VerificationEmailRequested' AND payload->>'email' = $1", [email]);
    expect(event.payload.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(event.payload)).not.toContain(token);
    expect(JSON.stringify(event.payload)).not.toContain('token=');
    const job = await t.app.get(QueueRegistry).get('notifications').getJob(`${event.id}:send-verification-email`);
    expect(job).not.toBeNull();
    expect(JSON.stringify(job!.data)).not.toContain(token);
    const audit = await eventually(async () => {
      const rows = await ds.query('SELECT meta FROM audit_log WHERE event_id = $1', [event.id]);
      return rows.length ? rows[0] : null;
    });
    expect(JSON.stringify(audit.meta)).not.toContain(token!);

    // The sent message's stored copy has the link removed; the Message-ID derives from the event and handler.
    const stored = await eventually(async () => {
      const rows = await ds.query("SELECT status, html, text, message_id FROM mail_messages WHERE idempotency_key = $1 AND status = 'sent'", [
        `${event.id}:send-verification-email`,
      ]);
      return rows.length ? rows[0] : null;
    });
    expect(stored.html).not.toContain(token);
    expect(stored.text).not.toContain(token);
    expect(stored.text).toContain(`/verify-email?token=${REDACTED}`);
    expect(stored.html).toContain(`/verify-email?token=${REDACTED}`);
    const expectedId = messageIdFor(`${event.id}:send-verification-email`, MAIL_FROM);
    expect(inbox.messageId).toBe(expectedId);
    expect(stored.message_id).toBe(expectedId);

    // The link as the log shows it verifies nothing; the one in the inbox works, once.
    await t.http().get('/api/auth/verify-email').query({ token: REDACTED }).expect(400);
    await t.http().get('/api/auth/verify-email').query({ token }).expect(200);
    await t.http().get('/api/auth/verify-email').query({ token }).expect(400);
  });

  it('a reset link is handled the same way', async () => {
    const email = uniqueEmail('secrets-reset');
    await ds.query(
      `INSERT INTO users (first_name, last_name, email, phone, password_hash, has_password, email_verified) VALUES ('Ravi', 'Kamat', $1, '9822000000', 'x', true, true)`,
      [email],
    );
    await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
    const inbox = await receivedFor(email);
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(inbox.text ?? '')?.[1];
    expect(token).toBeDefined();
    const rows = await ds.query("SELECT payload FROM outbox WHERE event_name = 'PasswordResetRequested' AND payload->>'email' = $1", [email]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const stored = await eventually(async () => {
      const r = await ds.query("SELECT text FROM mail_messages WHERE template_key = 'auth_reset_password' AND $1 = ANY(to_addresses) AND status = 'sent'", [
        email,
      ]);
      return r.length ? r[0] : null;
    });
    expect(stored.text).not.toContain(token);
    expect(stored.text).toContain(`/reset-password?token=${REDACTED}`);
    await t.http().post('/api/auth/reset-password').send({ token: REDACTED, newPassword: 'new-monsoon-2026' }).expect(400);
    await t.http().post('/api/auth/reset-password').send({ token, newPassword: 'new-monsoon-2026' }).expect(200);
  });
});

/** A user with a password, straight in the database, for a forgot-password request. */
async function resettableUser(ds: DataSource, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await ds.query(
    `INSERT INTO users (first_name, last_name, email, phone, password_hash, has_password, email_verified) VALUES ('Ravi', 'Kamat', $1, '9822000000', 'x', true, true)`,
    [email],
  );
  return email;
}

/** The token of the newest reset link of an address, derived from its stored id as the notifications worker does. */
async function liveResetToken(t: TestApp, email: string): Promise<string> {
  const [{ id }] = await t.app
    .get(DataSource)
    .query(
      "SELECT a.id FROM auth_tokens a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.purpose = 'reset_password' ORDER BY a.created_at DESC LIMIT 1",
      [email],
    );
  return t.app.get(AuthLinkUrls).token(id).token;
}

describe('Secrets at rest: without SMTP, or when the send fails, the sent-mail log still keeps no working link', () => {
  it('with the embedded default (no SMTP_URL), the stored message has the token redacted and the link still works for its recipient', async () => {
    const t = await createTestApp();
    try {
      const ds = t.app.get(DataSource);
      const email = await resettableUser(ds, 'secrets-embedded');
      await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
      const stored = await eventually(async () => {
        const r = await ds.query("SELECT status, html, text FROM mail_messages WHERE template_key = 'auth_reset_password' AND $1 = ANY(to_addresses)", [email]);
        return r.length ? r[0] : null;
      });
      expect(stored.status).toBe('stored');
      const token = await liveResetToken(t, email);
      expect(`${stored.html} ${stored.text}`).not.toContain(token);
      expect(stored.text).toContain(`/reset-password?token=${REDACTED}`);
      // The log's link is useless; the real one (printed on the console of a terminal) was not spent by storing it.
      await t.http().post('/api/auth/reset-password').send({ token: REDACTED, newPassword: 'new-monsoon-2026' }).expect(400);
      await t.http().post('/api/auth/reset-password').send({ token, newPassword: 'new-monsoon-2026' }).expect(200);
    } finally {
      await t.close();
    }
  });

  it('with SMTP, a message whose send failed is kept with the token redacted', async () => {
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const ds = t.app.get(DataSource);
      const email = await resettableUser(ds, 'secrets-failed');
      await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
      const stored = await eventually(async () => {
        const r = await ds.query(
          "SELECT html, text, error FROM mail_messages WHERE template_key = 'auth_reset_password' AND $1 = ANY(to_addresses) AND status = 'failed'",
          [email],
        );
        return r.length ? r[0] : null;
      });
      expect(stored.error).toBeTruthy();
      const token = await liveResetToken(t, email);
      expect(`${stored.html} ${stored.text}`).not.toContain(token);
      expect(stored.text).toContain(`/reset-password?token=${REDACTED}`);
    } finally {
      await t.close();
    }
  });
});
