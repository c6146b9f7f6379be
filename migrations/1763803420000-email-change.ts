import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A changed email is verified before it replaces the old one:
 * - `users.pending_email`: the address asked for on the profile, waiting for its link to be opened (null otherwise);
 * - auth_tokens purpose `change_email`: the link sent to that address; it confirms the change.
 */
export class EmailChange1763803420000 implements MigrationInterface {
  name = 'EmailChange1763803420000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN pending_email text');
    await q.query('ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check');
    await q.query("ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'))");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DELETE FROM auth_tokens WHERE purpose = 'change_email'");
    await q.query('ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check');
    await q.query("ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check CHECK (purpose IN ('verify_email', 'reset_password'))");
    await q.query('ALTER TABLE users DROP COLUMN pending_email');
  }
}
