import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My Complaints and the desk's pages are no longer kept in memory (docs/adr/0141-caches-measured-with-writes.md), and
 * they were the only answers read from `complaint_escalation_steps` and `authority_replies`: the notifications of those
 * tables (migrations 1763803000000 and 1763803810000) have no listener left, and each cost a NOTIFY, with the commit
 * lock it takes, on every ladder step and every emailed reply. The triggers on `complaints` stay: the quota's count and
 * the public map are still kept.
 */
export class DropUnreadNotifyTriggers1763804250000 implements MigrationInterface {
  name = 'DropUnreadNotifyTriggers1763804250000';

  async up(q: QueryRunner): Promise<void> {
    for (const op of ['inserted', 'updated', 'deleted', 'truncated']) {
      await q.query(`DROP TRIGGER complaint_escalation_steps_${op}_notify ON complaint_escalation_steps`);
    }
    await q.query('DROP FUNCTION notify_step_reporters()');
    await q.query('DROP TRIGGER authority_replies_changed ON authority_replies');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TRIGGER authority_replies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON authority_replies FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
    await q.query(`
      CREATE FUNCTION notify_step_reporters() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        reporters text[];
        unowned boolean;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT r) FILTER (WHERE r IS NOT NULL), bool_or(r IS NULL) INTO reporters, unowned
            FROM (SELECT c.reporter_id::text AS r FROM old_rows s JOIN complaints c ON c.id = s.complaint_id) AS changed;
        ELSE
          SELECT array_agg(DISTINCT r) FILTER (WHERE r IS NOT NULL), bool_or(r IS NULL) INTO reporters, unowned
            FROM (SELECT c.reporter_id::text AS r FROM new_rows s JOIN complaints c ON c.id = s.complaint_id) AS changed;
        END IF;
        IF unowned OR cardinality(reporters) > 100 THEN
          PERFORM pg_notify('table_changed', 'complaint_escalation_steps');
        ELSIF reporters IS NOT NULL THEN
          PERFORM pg_notify('table_changed', 'complaint_escalation_steps:' || r) FROM unnest(reporters) AS r;
        END IF;
        RETURN NULL;
      END $$`);
    const table = 'complaint_escalation_steps';
    await q.query(
      `CREATE TRIGGER ${table}_inserted_notify AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_step_reporters()`,
    );
    await q.query(
      `CREATE TRIGGER ${table}_updated_notify AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_step_reporters()`,
    );
    await q.query(
      `CREATE TRIGGER ${table}_deleted_notify AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_step_reporters()`,
    );
    await q.query(`CREATE TRIGGER ${table}_truncated_notify AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`);
  }
}
