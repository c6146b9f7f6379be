import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many WhatsApp link codes an account was sent in its current hour (`sent_in_window` since `window_started_at`), as
 * phone_verification_codes keeps for SMS codes: each new code reset the 5 tries, so asking again and again made the
 * 6 digits guessable, and each code reached the number's owner. At most 5 codes an hour per account, and per number
 * across accounts (RequestWhatsAppLinkHandler). The index finds a number's codes.
 */
export class WhatsAppLinkCodeWindow1763805700000 implements MigrationInterface {
  name = 'WhatsAppLinkCodeWindow1763805700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE whatsapp_link_codes
      ADD COLUMN window_started_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN sent_in_window integer NOT NULL DEFAULT 1`);
    await q.query('CREATE INDEX whatsapp_link_codes_phone_idx ON whatsapp_link_codes (phone)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX whatsapp_link_codes_phone_idx');
    await q.query('ALTER TABLE whatsapp_link_codes DROP COLUMN window_started_at, DROP COLUMN sent_in_window');
  }
}
