import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invalidation of the API's answer caches of complaint reads (My Complaints, the quota, the desk's pages:
 * complaints/application/complaint-answer-caches.ts): after any statement that changes `complaints` or
 * `complaint_escalation_steps`, `NOTIFY table_changed, '<table>:<reporter id>'` once per reporter whose complaints it
 * changed, delivered when the transaction commits (folded to one per payload and transaction). A statement that
 * touches more than 100 reporters (a bulk import), or complaints whose reporter was deleted, notifies the bare table
 * name instead: every answer of that table is dropped. TRUNCATE, which has no rows to name, notifies the bare name too.
 *
 * Statement triggers with transition tables: one per operation, since a trigger with transition tables fires for one
 * event only.
 */
export class ComplaintReportersNotify1763803000000 implements MigrationInterface {
  name = 'ComplaintReportersNotify1763803000000';

  async up(q: QueryRunner): Promise<void> {
    // The reporters of the changed rows (from whichever transition tables the operation has), then one notification
    // per reporter, or the bare table name for many reporters or rows without one.
    const body = (reporterRows: { insert: string; update: string; delete: string }, table: string) => `
      DECLARE
        reporters text[];
        unowned boolean;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT r) FILTER (WHERE r IS NOT NULL), bool_or(r IS NULL) INTO reporters, unowned FROM (${reporterRows.insert}) AS changed;
        ELSIF TG_OP = 'UPDATE' THEN
          SELECT array_agg(DISTINCT r) FILTER (WHERE r IS NOT NULL), bool_or(r IS NULL) INTO reporters, unowned FROM (${reporterRows.update}) AS changed;
        ELSE
          SELECT array_agg(DISTINCT r) FILTER (WHERE r IS NOT NULL), bool_or(r IS NULL) INTO reporters, unowned FROM (${reporterRows.delete}) AS changed;
        END IF;
        IF unowned OR cardinality(reporters) > 100 THEN
          PERFORM pg_notify('table_changed', '${table}');
        ELSIF reporters IS NOT NULL THEN
          PERFORM pg_notify('table_changed', '${table}:' || r) FROM unnest(reporters) AS r;
        END IF;
        RETURN NULL;
      END`;
    await q.query(
      `CREATE FUNCTION notify_complaint_reporters() RETURNS trigger LANGUAGE plpgsql AS $$${body(
        {
          insert: 'SELECT reporter_id::text AS r FROM new_rows',
          update: 'SELECT reporter_id::text AS r FROM new_rows UNION ALL SELECT reporter_id::text FROM old_rows',
          delete: 'SELECT reporter_id::text AS r FROM old_rows',
        },
        'complaints',
      )}$$`,
    );
    // A step's reporter is its complaint's (a step deleted with its complaint finds none: the complaint's own trigger
    // names the reporter).
    const stepReporters = (rows: string) => `SELECT c.reporter_id::text AS r FROM ${rows} s JOIN complaints c ON c.id = s.complaint_id`;
    await q.query(
      `CREATE FUNCTION notify_step_reporters() RETURNS trigger LANGUAGE plpgsql AS $$${body(
        { insert: stepReporters('new_rows'), update: stepReporters('new_rows'), delete: stepReporters('old_rows') },
        'complaint_escalation_steps',
      )}$$`,
    );
    for (const [table, fn] of [
      ['complaints', 'notify_complaint_reporters'],
      ['complaint_escalation_steps', 'notify_step_reporters'],
    ] as const) {
      await q.query(
        `CREATE TRIGGER ${table}_inserted_notify AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_updated_notify AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await q.query(
        `CREATE TRIGGER ${table}_deleted_notify AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      // notify_table_changed (migration 1763802220000) notifies the bare table name.
      await q.query(`CREATE TRIGGER ${table}_truncated_notify AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['complaints', 'complaint_escalation_steps']) {
      for (const op of ['inserted', 'updated', 'deleted', 'truncated']) await q.query(`DROP TRIGGER ${table}_${op}_notify ON ${table}`);
    }
    await q.query('DROP FUNCTION notify_step_reporters()');
    await q.query('DROP FUNCTION notify_complaint_reporters()');
  }
}
