import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables this migration adds to the caches of kernel/cache/table-changes.service.ts. */
const TABLES = ['users', 'email_templates'] as const;

/**
 * The API processes cache, besides categories, plans and routing contacts (migration 1763802220000), the account of
 * a signed-in request, a user's profile and an address's language (UserAccountsService) and the saved email
 * templates (EmailTemplatesService): these tables get the same `table_changed` statement trigger, so that a
 * block, a role change, a new session version, a deletion or an admin's template edit empties every process's cache
 * when it commits.
 */
export class UsersChangedNotify1763802300000 implements MigrationInterface {
  name = 'UsersChangedNotify1763802300000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER ${table}_changed ON ${table}`);
  }
}
