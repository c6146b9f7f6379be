import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose public reads the API processes cache (kernel/cache/table-changes.service.ts). */
const TABLES = ['categories', 'plans', 'routing_contacts'] as const;

/**
 * Invalidation of the API's caches of public reads: after any statement that changes one of these tables
 * (INSERT, UPDATE, DELETE, TRUNCATE), `NOTIFY table_changed, '<table>'`, delivered when the transaction commits and
 * folded to one per table and transaction. Every API process LISTENs and drops what it cached from that table.
 */
export class TableChangedNotify1763802220000 implements MigrationInterface {
  name = 'TableChangedNotify1763802220000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('table_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER ${table}_changed ON ${table}`);
    await q.query('DROP FUNCTION notify_table_changed()');
  }
}
