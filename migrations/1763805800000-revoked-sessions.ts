import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sessions a citizen or an officer ended with Logout before their token expired: a bearer token is valid until
 * its `exp` (JWT_EXPIRES_IN), so clearing it in one browser left a copy of it (a shared computer's storage, a captured
 * header) usable for days. The guard refuses a token whose `sid` is listed here. A row is needed only until the token
 * it names expires (`expires_at`, the token's `exp`); the account's next logout deletes its expired rows, and its
 * deletion deletes them all. The account cache reads this table beside `users`, so it gets the same `table_changed`
 * trigger (migration 1763802220000): a logout in one process is refused by every process as it commits.
 */
export class RevokedSessions1763805800000 implements MigrationInterface {
  name = 'RevokedSessions1763805800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE revoked_sessions (
      session_id uuid PRIMARY KEY,
      user_id uuid NOT NULL CONSTRAINT revoked_sessions_user_id_fkey REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX revoked_sessions_user_expires_idx ON revoked_sessions (user_id, expires_at)');
    await q.query(
      'CREATE TRIGGER revoked_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE revoked_sessions');
  }
}
