import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Authorities' replies by email (docs/adr/0095-inbound-replies-by-email.md):
 * - inbound_mails: every email the portal received (SMTP listener or IMAP mailbox) with its outcome, the received half
 *   of the mail log. `message_id` is unique, so that two processes receiving the same message (a relay delivering to
 *   both, a mailbox polled by two workers) record it once; a message without a Message-ID gets one derived from its bytes.
 *   The trigram index serves the log's search over subject, sender and recipients, as mail_messages' does.
 * - authority_replies: the replies that reached a complaint, published at once or held for an admin's review; the
 *   unique Message-ID makes the reply's history entry happen once. The partial index lists the held replies of a
 *   complaint and the complaints with one (the desk's 'Replies to review').
 * - mail_messages.reply_to: the Reply-To of a sent message, kept with it in the log.
 * - routing_failing_addresses: authority addresses a delivery status notification reported as failing, shown on the
 *   routing contacts page. Keyed by the address: a contact whose address is corrected loses the mark.
 */
export class InboundReplies1763803200000 implements MigrationInterface {
  name = 'InboundReplies1763803200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE inbound_mails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_id text NOT NULL,
      transport text NOT NULL,
      from_address text NOT NULL DEFAULT '',
      to_addresses text[] NOT NULL DEFAULT '{}',
      subject text NOT NULL DEFAULT '',
      size_bytes int NOT NULL DEFAULT 0,
      reply_key text,
      complaint_public_id text,
      outcome text NOT NULL,
      detail text NOT NULL DEFAULT '',
      text text NOT NULL DEFAULT '',
      received_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE UNIQUE INDEX inbound_mails_message_id_uq ON inbound_mails (message_id)');
    await q.query('CREATE INDEX inbound_mails_received_idx ON inbound_mails (received_at)');
    await q.query(
      'CREATE INDEX inbound_mails_search_trgm_idx ON inbound_mails USING gin (mail_search_text(subject, ARRAY[from_address], to_addresses) gin_trgm_ops)',
    );

    await q.query(`CREATE TABLE authority_replies (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      complaint_id uuid NOT NULL REFERENCES complaints (id) ON DELETE CASCADE,
      message_id text NOT NULL,
      reply_key text NOT NULL,
      from_address text NOT NULL,
      recipient_email text NOT NULL,
      authority_name text NOT NULL DEFAULT '',
      text text NOT NULL DEFAULT '',
      photos text[] NOT NULL DEFAULT '{}',
      dropped text[] NOT NULL DEFAULT '{}',
      status text NOT NULL,
      received_at timestamptz NOT NULL,
      reviewed_at timestamptz,
      reviewed_by uuid,
      CONSTRAINT authority_replies_status_check CHECK (status IN ('published', 'held', 'discarded'))
    )`);
    await q.query('CREATE UNIQUE INDEX authority_replies_message_id_uq ON authority_replies (message_id)');
    await q.query("CREATE INDEX authority_replies_held_idx ON authority_replies (complaint_id, received_at) WHERE status = 'held'");
    await q.query('CREATE INDEX authority_replies_complaint_idx ON authority_replies (complaint_id)');

    await q.query('ALTER TABLE mail_messages ADD COLUMN reply_to text');
    await q.query(`CREATE TABLE routing_failing_addresses (
      email text PRIMARY KEY,
      failed_at timestamptz NOT NULL,
      reason text NOT NULL DEFAULT ''
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS routing_failing_addresses');
    await q.query('DROP TABLE IF EXISTS authority_replies');
    await q.query('DROP TABLE IF EXISTS inbound_mails');
    await q.query('ALTER TABLE mail_messages DROP COLUMN IF EXISTS reply_to');
  }
}
