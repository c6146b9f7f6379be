import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's cached pages show each complaint's response links and whether each is live, so a change to
 * `response_links` (a link issued, revoked, spent or given a new expiry) notifies `table_changed` like the other tables
 * an answer cache reads (the statement trigger of migration 1763802220000): every API process drops its desk pages at
 * the commit, and a revoke shows on the desk at once. A link that expires by the clock alone is handled by the page's
 * own validity (ListAdminComplaintsHandler).
 */
export class ResponseLinksNotify1763804200000 implements MigrationInterface {
  name = 'ResponseLinksNotify1763804200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TRIGGER response_links_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON response_links FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER response_links_changed ON response_links');
  }
}
