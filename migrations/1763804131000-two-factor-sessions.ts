import argon2 from 'argon2';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in bound to the session (docs/adr/0131-two-factor-bound-to-the-session.md).
 *
 * Recovery codes are now argon2id hashes with a salt of their own. The codes issued before were kept as a bare
 * SHA-256, which cannot be turned back into the code: rather than void codes that staff may have printed, each old
 * digest is wrapped in argon2id (`prehashed`), so that no fast hash stays at rest and the code still works once.
 * The cost is the one of new codes (RECOVERY_CODE_ARGON2, frozen here as a migration must be).
 *
 * `spent_two_factor_challenges` keeps the id of each sign-in challenge that completed, until it would have expired
 * anyway, so that a challenge is accepted once.
 */
export class TwoFactorSessions1763804131000 implements MigrationInterface {
  name = 'TwoFactorSessions1763804131000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE user_recovery_codes ADD COLUMN prehashed boolean NOT NULL DEFAULT false');
    const old = (await q.query("SELECT id, code_hash FROM user_recovery_codes WHERE code_hash NOT LIKE '$argon2%'")) as { id: string; code_hash: string }[];
    for (const row of old) {
      const wrapped = await argon2.hash(row.code_hash, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      await q.query('UPDATE user_recovery_codes SET code_hash = $2, prehashed = true WHERE id = $1', [row.id, wrapped]);
    }
    await q.query(`CREATE TABLE spent_two_factor_challenges (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL CONSTRAINT spent_two_factor_challenges_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL)`);
    await q.query('CREATE INDEX spent_two_factor_challenges_user_idx ON spent_two_factor_challenges (user_id, expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS spent_two_factor_challenges');
    // An argon2 hash cannot become the SHA-256 the earlier code compares: those codes go (a new set comes with the next enrolment).
    await q.query("DELETE FROM user_recovery_codes WHERE code_hash LIKE '$argon2%'");
    await q.query('ALTER TABLE user_recovery_codes DROP COLUMN IF EXISTS prehashed');
  }
}
