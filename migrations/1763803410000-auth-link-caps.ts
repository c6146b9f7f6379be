import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * auth_tokens_user_purpose_created_idx: the links of one purpose an account was sent in the last hour, used or not
 * (the per-recipient cap on reset and verification emails, AUTH_LINKS_PER_HOUR).
 */
export class AuthLinkCaps1763803410000 implements MigrationInterface {
  name = 'AuthLinkCaps1763803410000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX auth_tokens_user_purpose_created_idx ON auth_tokens (user_id, purpose, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS auth_tokens_user_purpose_created_idx');
  }
}
