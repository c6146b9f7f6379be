import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Filing and following complaints on WhatsApp (docs/adr/0151-whatsapp-channel.md):
 * - `complaints.channel`: how a complaint reached the portal (web, open311, whatsapp), shown on the admins' desk;
 *   the complaints filed with an Open311 key so far are open311.
 * - `whatsapp_conversations`: one row per WhatsApp number: the account it files under, its language, consent, the
 *   step of the guided conversation, the draft (kept a day after the conversation went idle) and the last activity.
 * - `whatsapp_inbound`: every delivered message once (Meta redelivers: the message id is the key), pending until the
 *   whatsapp queue's worker has run its conversation step.
 * - `whatsapp_messages`: the transcript, both ways (the simulator page and the admins read it).
 * - `whatsapp_simulator_media`: the photos the simulator "uploads", served to the Graph client as Meta serves media.
 */
export class WhatsAppChannel1763804700000 implements MigrationInterface {
  name = 'WhatsAppChannel1763804700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE complaints ADD COLUMN channel text NOT NULL DEFAULT 'web'");
    await q.query("UPDATE complaints SET channel = 'open311' WHERE api_key_id IS NOT NULL");
    await q.query("ALTER TABLE complaints ADD CONSTRAINT complaints_channel_check CHECK (channel IN ('web', 'open311', 'whatsapp'))");
    await q.query(`CREATE TABLE whatsapp_conversations (
      phone text PRIMARY KEY,
      user_id uuid CONSTRAINT whatsapp_conversations_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      locale text,
      consented_at timestamptz,
      step text NOT NULL,
      draft jsonb NOT NULL DEFAULT '{}',
      last_activity_at timestamptz NOT NULL,
      closed_at timestamptz,
      CONSTRAINT whatsapp_conversations_phone_check CHECK (phone ~ '^[0-9]{6,20}$'),
      CONSTRAINT whatsapp_conversations_locale_check CHECK (locale IS NULL OR locale IN ('en', 'kok', 'mr', 'hi'))
    )`);
    await q.query('CREATE UNIQUE INDEX whatsapp_conversations_user_uq ON whatsapp_conversations (user_id) WHERE user_id IS NOT NULL');
    await q.query('CREATE INDEX whatsapp_conversations_activity_idx ON whatsapp_conversations (last_activity_at)');
    await q.query(`CREATE TABLE whatsapp_inbound (
      message_id text PRIMARY KEY,
      phone text NOT NULL,
      message jsonb NOT NULL,
      received_at timestamptz NOT NULL,
      handled_at timestamptz
    )`);
    await q.query('CREATE INDEX whatsapp_inbound_pending_idx ON whatsapp_inbound (phone, received_at) WHERE handled_at IS NULL');
    await q.query(`CREATE TABLE whatsapp_messages (
      id uuid PRIMARY KEY,
      phone text NOT NULL,
      direction text NOT NULL,
      kind text NOT NULL,
      body jsonb NOT NULL,
      status text NOT NULL,
      error text,
      created_at timestamptz NOT NULL,
      CONSTRAINT whatsapp_messages_direction_check CHECK (direction IN ('in', 'out')),
      CONSTRAINT whatsapp_messages_status_check CHECK (status IN ('received', 'pending', 'sent', 'simulated', 'failed'))
    )`);
    await q.query('CREATE INDEX whatsapp_messages_phone_idx ON whatsapp_messages (phone, created_at)');
    await q.query(`CREATE TABLE whatsapp_simulator_media (
      id text PRIMARY KEY,
      mime_type text NOT NULL,
      content bytea NOT NULL,
      created_at timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE whatsapp_simulator_media');
    await q.query('DROP TABLE whatsapp_messages');
    await q.query('DROP TABLE whatsapp_inbound');
    await q.query('DROP TABLE whatsapp_conversations');
    await q.query('ALTER TABLE complaints DROP CONSTRAINT complaints_channel_check');
    await q.query('ALTER TABLE complaints DROP COLUMN channel');
  }
}
