import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp as a way to hear back, chosen like email and SMS (docs/adr/0154-whatsapp-as-a-chosen-channel.md): the
 * account learns the WhatsApp number that files under it (`users.whatsapp_number`, WhatsApp's wa_id: country code and
 * digits; one account per number). Existing holders keep what they had: every account with a consented conversation
 * gets its number and the `whatsapp` channel (it received template messages before the choice existed), and a
 * WhatsApp-only account hears on WhatsApp alone (its placeholder address was never sent to). A template message whose
 * send failed for a passing reason is tried again: `whatsapp_messages.attempts` counts the tries. The mail log lists
 * the sent WhatsApp messages beside the SMS (`whatsapp_messages_out_created_idx`).
 */
export class WhatsAppNotificationChannel1763805000000 implements MigrationInterface {
  name = 'WhatsAppNotificationChannel1763805000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN whatsapp_number text');
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_whatsapp_number_check CHECK (whatsapp_number IS NULL OR whatsapp_number ~ '^[0-9]{6,20}$')`);
    await q.query('CREATE UNIQUE INDEX users_whatsapp_number_uq ON users (whatsapp_number) WHERE whatsapp_number IS NOT NULL');
    await q.query(`UPDATE users u SET whatsapp_number = c.phone,
        notification_channels = CASE WHEN u.auth_provider = 'whatsapp' THEN ARRAY['whatsapp']::text[]
          WHEN 'whatsapp' = ANY (u.notification_channels) THEN u.notification_channels
          ELSE u.notification_channels || ARRAY['whatsapp']::text[] END
      FROM whatsapp_conversations c
      WHERE c.user_id = u.id AND c.consented_at IS NOT NULL`);
    await q.query('ALTER TABLE whatsapp_messages ADD COLUMN attempts integer NOT NULL DEFAULT 0');
    // The mail log's WhatsApp messages and the simulator's list: the sent ones, newest first, a page at a time.
    await q.query("CREATE INDEX whatsapp_messages_out_created_idx ON whatsapp_messages (created_at) WHERE direction = 'out'");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS whatsapp_messages_out_created_idx');
    await q.query('ALTER TABLE whatsapp_messages DROP COLUMN IF EXISTS attempts');
    await q.query(`UPDATE users SET notification_channels = COALESCE(NULLIF(array_remove(notification_channels, 'whatsapp'), '{}'), '{email}')`);
    await q.query('DROP INDEX IF EXISTS users_whatsapp_number_uq');
    await q.query('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_whatsapp_number_check');
    await q.query('ALTER TABLE users DROP COLUMN IF EXISTS whatsapp_number');
  }
}
