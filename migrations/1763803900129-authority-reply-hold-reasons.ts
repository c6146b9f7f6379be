import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `authority_replies.held_reason` (why a reply waits for an admin: a revoked or expired key, a sender who is not a
 * recipient, an unauthenticated From:, a complaint that refused it) and `authority_replies.authentication` (the sender
 * checks' results in a line), shown beside each held reply (docs/adr/0129-authenticated-replies.md). Replies held
 * before keep a null reason.
 */
export class AuthorityReplyHoldReasons1763803900129 implements MigrationInterface {
  name = 'AuthorityReplyHoldReasons1763803900129';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE authority_replies ADD COLUMN held_reason text, ADD COLUMN authentication text NOT NULL DEFAULT ''");
    await q.query(
      "ALTER TABLE authority_replies ADD CONSTRAINT authority_replies_held_reason_check CHECK (held_reason IN ('link_revoked', 'link_expired', 'sender_not_recipient', 'not_authenticated', 'not_accepted'))",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE authority_replies DROP CONSTRAINT authority_replies_held_reason_check, DROP COLUMN authentication, DROP COLUMN held_reason');
  }
}
