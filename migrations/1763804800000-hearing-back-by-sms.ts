import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a citizen hears about their complaints (docs/adr/0152-hearing-back-by-sms.md): the channels an account chose
 * (`users.notification_channels`, email alone for every existing account), the phone number verified by an SMS code
 * (`users.verified_phone`, E.164), the pending code (`phone_verification_codes`, one per account, its SHA-256 only, with the codes texted in the
 * current hour),
 * and the log of every text message the portal sent (`text_messages`: SMS now, WhatsApp later, told by `channel`).
 */
export class HearingBackBySms1763804800000 implements MigrationInterface {
  name = 'HearingBackBySms1763804800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN notification_channels text[] NOT NULL DEFAULT '{email}'`);
    await q.query('ALTER TABLE users ADD COLUMN verified_phone text');
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_notification_channels_check CHECK (cardinality(notification_channels) > 0 AND notification_channels <@ ARRAY['email', 'sms', 'whatsapp']::text[])`,
    );
    await q.query(`CREATE TABLE phone_verification_codes (
      user_id uuid PRIMARY KEY CONSTRAINT phone_verification_codes_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      id uuid NOT NULL,
      phone text NOT NULL,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      failed_attempts int NOT NULL DEFAULT 0,
      window_started_at timestamptz NOT NULL,
      sent_in_window int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE text_messages (
      id uuid PRIMARY KEY,
      channel text NOT NULL CONSTRAINT text_messages_channel_check CHECK (channel IN ('sms', 'whatsapp')),
      recipient text NOT NULL,
      kind text NOT NULL,
      locale text NOT NULL,
      body text NOT NULL,
      provider text NOT NULL,
      template_id text,
      provider_message_id text,
      status text NOT NULL CONSTRAINT text_messages_status_check CHECK (status IN ('pending', 'sent', 'recorded', 'failed')),
      error text,
      complaint_id text,
      user_id uuid,
      event_id uuid,
      idempotency_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz)`);
    await q.query('CREATE INDEX text_messages_created_idx ON text_messages (created_at)');
    await q.query('CREATE INDEX text_messages_channel_created_idx ON text_messages (channel, created_at)');
    // An account's deletion finds the messages sent to it (a number texted a code but never confirmed included).
    await q.query('CREATE INDEX text_messages_user_idx ON text_messages (user_id)');
    await q.query('CREATE UNIQUE INDEX text_messages_idempotency_key_uq ON text_messages (idempotency_key) WHERE idempotency_key IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS text_messages');
    await q.query('DROP TABLE IF EXISTS phone_verification_codes');
    await q.query('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_notification_channels_check');
    await q.query('ALTER TABLE users DROP COLUMN IF EXISTS verified_phone');
    await q.query('ALTER TABLE users DROP COLUMN IF EXISTS notification_channels');
  }
}
