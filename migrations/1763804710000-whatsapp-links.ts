import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Linking a WhatsApp number to an existing account from My Profile (docs/adr/0151-whatsapp-channel.md): one pending
 * code per account, sent on WhatsApp, kept as a SHA-256 hash, valid 10 minutes, at most 5 tries.
 */
export class WhatsAppLinks1763804710000 implements MigrationInterface {
  name = 'WhatsAppLinks1763804710000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE whatsapp_link_codes (
      user_id uuid PRIMARY KEY CONSTRAINT whatsapp_link_codes_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      phone text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      CONSTRAINT whatsapp_link_codes_phone_check CHECK (phone ~ '^[0-9]{6,20}$')
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE whatsapp_link_codes');
  }
}
