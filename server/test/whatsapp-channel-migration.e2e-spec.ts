import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { DataSource } from 'typeorm';
import { WhatsAppNotificationChannel1763805000000 } from '../../migrations/1763805000000-whatsapp-notification-channel.js';
import { createUser } from './complaints-fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The migration that makes WhatsApp a chosen channel keeps what people had before it (docs/adr/0154): an account with
 * a consented WhatsApp conversation gets its number and the `whatsapp` channel beside its own, a WhatsApp-only account
 * hears on WhatsApp alone, an account without a conversation (or one that never consented) is left as it was. The
 * migration is run back (down) and forward (up) on rows shaped as before it.
 */
describe('Migration: WhatsApp as a chosen channel keeps what accounts had', () => {
  let t: TestApp;
  let ds: DataSource;

  before(async () => {
    t = await createTestApp({}, { workers: false });
    ds = t.app.get(DataSource);
  });
  after(async () => {
    await t?.close();
  });

  it('backfills the number and the channel from consented conversations, and down then up restores the schema', async () => {
    const linked = await createUser(t);
    const withSms = await createUser(t);
    const unconsented = await createUser(t);
    const plain = await createUser(t);
    const [own] = await ds.query(
      `INSERT INTO users (first_name, last_name, email, role, plan, is_premium, email_verified, has_password, auth_provider, admin_modules)
       VALUES ('WhatsApp', '+919800000900', 'wa-919800000900@whatsapp.invalid', 'user', 'Free Citizen', false, true, false, 'whatsapp', '{}') RETURNING id`,
    );
    const migration = new WhatsAppNotificationChannel1763805000000();
    const runner = ds.createQueryRunner();
    try {
      await migration.down(runner);
      await ds.query(`UPDATE users SET notification_channels = '{email,sms}' WHERE id = $1`, [withSms.id]);
      const conversation = `INSERT INTO whatsapp_conversations (phone, user_id, locale, consented_at, step, last_activity_at) VALUES ($1, $2, 'en', $3, 'idle', now())`;
      await ds.query(conversation, ['919800000901', linked.id, new Date()]);
      await ds.query(conversation, ['919800000902', withSms.id, new Date()]);
      await ds.query(conversation, ['919800000903', unconsented.id, null]);
      await ds.query(conversation, ['919800000900', own.id, new Date()]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const row = async (id: string) =>
      (await ds.query('SELECT whatsapp_number, notification_channels FROM users WHERE id = $1', [id]))[0] as {
        whatsapp_number: string | null;
        notification_channels: string[];
      };
    expect(await row(linked.id)).toEqual({ whatsapp_number: '919800000901', notification_channels: ['email', 'whatsapp'] });
    expect(await row(withSms.id)).toEqual({ whatsapp_number: '919800000902', notification_channels: ['email', 'sms', 'whatsapp'] });
    expect(await row(unconsented.id)).toEqual({ whatsapp_number: null, notification_channels: ['email'] });
    expect(await row(plain.id)).toEqual({ whatsapp_number: null, notification_channels: ['email'] });
    expect(await row(own.id)).toEqual({ whatsapp_number: '919800000900', notification_channels: ['whatsapp'] });
    // One account per number, and only digits.
    await expect(ds.query('UPDATE users SET whatsapp_number = $1 WHERE id = $2', ['919800000901', plain.id])).rejects.toThrow(/users_whatsapp_number_uq/);
    await expect(ds.query('UPDATE users SET whatsapp_number = $1 WHERE id = $2', ['+91 98000', plain.id])).rejects.toThrow(/users_whatsapp_number_check/);
    // The schema is the entities' again.
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});
