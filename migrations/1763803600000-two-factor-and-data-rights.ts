import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (TOTP, RFC 6238) and recovery codes (docs/adr/0115-staff-two-factor-sign-in.md). The secret is
 * kept encrypted (AES-256-GCM under a key derived from the JWT secret); `last_time_step` refuses a code used twice;
 * `failed_attempts` and `locked_until` limit wrong codes per account. Recovery codes are stored as SHA-256 hashes,
 * single use. `users.two_factor_enabled` is read with the session account on every request (REQUIRE_STAFF_2FA).
 * `account_deletion_codes` holds the hash of the emailed code that confirms a deletion (docs/adr/0117-citizens-data-rights.md).
 */
export class TwoFactorAndDataRights1763803600000 implements MigrationInterface {
  name = 'TwoFactorAndDataRights1763803600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false');
    await q.query(`CREATE TABLE user_two_factor (
      user_id uuid PRIMARY KEY CONSTRAINT user_two_factor_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      secret_ciphertext text NOT NULL,
      enabled_at timestamptz,
      last_time_step bigint,
      failed_attempts int NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE user_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL CONSTRAINT user_recovery_codes_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX user_recovery_codes_user_hash_uq ON user_recovery_codes (user_id, code_hash)');
    // The emailed code that confirms the deletion of an account without a password (one pending code per account).
    await q.query(`CREATE TABLE account_deletion_codes (
      user_id uuid PRIMARY KEY CONSTRAINT account_deletion_codes_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      id uuid NOT NULL,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      failed_attempts int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS account_deletion_codes');
    await q.query('DROP TABLE IF EXISTS user_recovery_codes');
    await q.query('DROP TABLE IF EXISTS user_two_factor');
    await q.query('ALTER TABLE users DROP COLUMN IF EXISTS two_factor_enabled');
  }
}
