import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The API processes cache the account of a signed-in request and a user's profile (issue 14, UserAccountsService):
 * `users` gets the `table_changed` statement trigger of migration 1763802220000, so that a block, a role change, a
 * new session version or a deletion empties every process's cache when it commits.
 */
export class UsersChangedNotify1763802300000 implements MigrationInterface {
  name = 'UsersChangedNotify1763802300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER users_changed ON users');
  }
}
