import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's cached pages show each complaint's count of email replies waiting for review and filter on it, so a
 * change to `authority_replies` (a reply held, published or discarded) notifies `table_changed` like the other tables
 * whose rows an answer cache holds (the statement trigger of migration 1763802220000), and every API process drops
 * its desk pages.
 */
export class AuthorityRepliesNotify1763803810000 implements MigrationInterface {
  name = 'AuthorityRepliesNotify1763803810000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TRIGGER authority_replies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON authority_replies FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER authority_replies_changed ON authority_replies');
  }
}
