import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where an overdue or due-date desk page starts, kept by the database: `complaint_desk_due_months` holds the number of
 * complaints with a due date per (archived, status, month of the due date, month of filing), both months in India
 * time (complaint_desk_month). Every month of due dates before the clock's month is wholly past, so the overdue
 * complaints of a filter are those counters summed plus a count of the clock's own month read from the index; a page
 * then skips at most a month of index entries instead of its whole offset (ADMIN_OVERDUE_PAGE,
 * ADMIN_DUE_PAGE, docs/adr/0160-overdue-pages-start-from-due-month-counts.md). Statement triggers keep it in
 * the same transaction as every change, like complaint_desk_months (migration 1763804210000).
 *
 * No slots: a due date is set by an admin's forward or a status change, never by a citizen's filing, so concurrent
 * changes to one counter row come at an admin's pace. Each trigger writes its counter rows in key order, so two
 * changes moving complaints in opposite directions lock the rows in one order and cannot deadlock.
 * No entity: only the desk's read uses it, and nothing but the triggers writes it. TRUNCATE of `complaints` fires no
 * row trigger: whoever truncates it empties this table too.
 */
export class ComplaintDeskDueMonths1763805400000 implements MigrationInterface {
  name = 'ComplaintDeskDueMonths1763805400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE complaint_desk_due_months (
        archived boolean NOT NULL,
        status text NOT NULL,
        due_month date NOT NULL,
        created_month date NOT NULL,
        n bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (archived, status, due_month, created_month)
      )`);
    // One upsert per counter row and statement; an UPDATE counts only its net change.
    const upsert = (changes: string) => `
      INSERT INTO complaint_desk_due_months AS c (archived, status, due_month, created_month, n)
      SELECT archived, status, due_month, created_month, sum(d)
        FROM (${changes}) changes
       GROUP BY archived, status, due_month, created_month HAVING sum(d) <> 0
       ORDER BY archived, status, due_month, created_month
      ON CONFLICT (archived, status, due_month, created_month) DO UPDATE SET n = c.n + EXCLUDED.n`;
    const rows = (table: string, sign: number) =>
      `SELECT archived, status, complaint_desk_month(due_at) AS due_month, complaint_desk_month(created_at) AS created_month, ${sign} AS d
         FROM ${table} WHERE due_at IS NOT NULL`;
    await q.query(
      `CREATE FUNCTION complaint_desk_due_months_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(rows('new_rows', 1))}; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE FUNCTION complaint_desk_due_months_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(rows('old_rows', -1))}; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE FUNCTION complaint_desk_due_months_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(`${rows('new_rows', 1)} UNION ALL ${rows('old_rows', -1)}`)}; RETURN NULL; END $$`,
    );
    await q.query(`
      CREATE TRIGGER complaint_desk_due_months_insert AFTER INSERT ON complaints
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_due_months_insert()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_due_months_delete AFTER DELETE ON complaints
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_due_months_delete()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_due_months_update AFTER UPDATE ON complaints
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_due_months_update()`);
    // The complaints already filed, under a lock so that no change slips between the count and the triggers.
    await q.query('LOCK TABLE complaints IN SHARE MODE');
    await q.query(
      `INSERT INTO complaint_desk_due_months (archived, status, due_month, created_month, n)
       SELECT archived, status, complaint_desk_month(due_at), complaint_desk_month(created_at), count(*)
         FROM complaints WHERE due_at IS NOT NULL GROUP BY 1, 2, 3, 4`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['update', 'delete', 'insert']) {
      await q.query(`DROP TRIGGER complaint_desk_due_months_${op} ON complaints`);
      await q.query(`DROP FUNCTION complaint_desk_due_months_${op}()`);
    }
    await q.query('DROP TABLE complaint_desk_due_months');
  }
}
