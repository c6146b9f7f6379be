import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Emailed replies found whatever the case of their address, by the email they answer, and decided in one admin inbox
 * (docs/adr/0137-replies-matched-or-refused.md):
 * - `response_links_reply_key_uq` becomes unique on `lower(reply_key)`: mail systems lower-case addresses, so a key
 *   is looked up by its lower-case form (keys issued from now on are lower-case hex already);
 * - `mail_messages_reply_message_idx`: the Message-IDs of the emails that carried a reply address, so that a reply to
 *   the portal's sender address is matched by its In-Reply-To or References;
 * - `authority_replies.discard_reason`: why an admin discarded a reply.
 */
export class InboundReplyMatching1763804200137 implements MigrationInterface {
  name = 'InboundReplyMatching1763804200137';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX response_links_reply_key_uq');
    await q.query('CREATE UNIQUE INDEX response_links_reply_key_uq ON response_links (lower(reply_key))');
    await q.query('CREATE INDEX mail_messages_reply_message_idx ON mail_messages (message_id) WHERE reply_to IS NOT NULL');
    await q.query('ALTER TABLE authority_replies ADD COLUMN discard_reason text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE authority_replies DROP COLUMN discard_reason');
    await q.query('DROP INDEX mail_messages_reply_message_idx');
    await q.query('DROP INDEX response_links_reply_key_uq');
    await q.query('CREATE UNIQUE INDEX response_links_reply_key_uq ON response_links (reply_key)');
  }
}
