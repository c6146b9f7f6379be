import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `authority_reply_acks`: the acknowledgements officers were sent for their emailed replies, one row per event, whose
 * last hour is an address's allowance of REPLY_ACKS_PER_HOUR (docs/adr/0138-an-emailed-reply-records-what-its-first-words-say.md).
 */
export class AuthorityReplyAcks1763804200000 implements MigrationInterface {
  name = 'AuthorityReplyAcks1763804200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE authority_reply_acks (
      event_id uuid PRIMARY KEY,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX authority_reply_acks_email_idx ON authority_reply_acks (email, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS authority_reply_acks');
  }
}
