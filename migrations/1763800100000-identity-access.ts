import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity and access: single-use email links (verification, password reset) stored as SHA-256 hashes,
 * the Google account id lookup, and the session version that revokes tokens issued before a password change.
 */
export class IdentityAccess1763800100000 implements MigrationInterface {
  name = 'IdentityAccess1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
      token_hash text NOT NULL,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX auth_tokens_hash_uq ON auth_tokens (token_hash)');
    await q.query('CREATE INDEX auth_tokens_user_purpose_idx ON auth_tokens (user_id, purpose) WHERE used_at IS NULL');
    await q.query('CREATE INDEX auth_tokens_expires_idx ON auth_tokens (expires_at)');
    await q.query('ALTER TABLE users ADD COLUMN session_version int NOT NULL DEFAULT 0');
    await q.query('CREATE UNIQUE INDEX users_google_sub_uq ON users (google_sub) WHERE google_sub IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS users_google_sub_uq');
    await q.query('ALTER TABLE users DROP COLUMN IF EXISTS session_version');
    await q.query('DROP TABLE IF EXISTS auth_tokens');
  }
}
