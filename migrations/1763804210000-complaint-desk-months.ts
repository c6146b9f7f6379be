import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a deep desk page starts, kept by the database: `complaint_desk_months` holds the number of complaints per
 * (archived, status, month of filing in India time), over 4 slots so that parallel filings of one month do not queue on
 * one counter row. A desk page at offset O, newest first, is then found by summing the months newer than the one that
 * holds O (a few hundred counter rows) and skipping only the rest of O inside that month, instead of skipping O index
 * entries (pageIdsFromMonthsSql, docs/adr/0140-desk-pages-start-from-month-counts.md). Statement triggers keep it in the
 * same transaction as every change, like complaint_desk_counts (migration 1763802210000); the filing time of a
 * complaint never changes, so a complaint only moves between counters when its status or archived flag does.
 * No entity: only the desk's read uses it, and nothing but the triggers writes it. TRUNCATE of `complaints` fires no
 * row trigger: whoever truncates it empties this table too.
 */
export class ComplaintDeskMonths1763804210000 implements MigrationInterface {
  name = 'ComplaintDeskMonths1763804210000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE complaint_desk_months (
        archived boolean NOT NULL,
        status text NOT NULL,
        month date NOT NULL,
        slot smallint NOT NULL,
        n bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (archived, status, month, slot)
      )`);
    // The month of a filing as the desk's India-time pages see it.
    await q.query(`
      CREATE FUNCTION complaint_desk_month(filed_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN date_trunc('month', filed_at AT TIME ZONE 'Asia/Kolkata')::date`);
    // One upsert per (archived, status, month) and statement; an UPDATE counts only its net change.
    const upsert = (changes: string) => `
      INSERT INTO complaint_desk_months AS c (archived, status, month, slot, n)
      SELECT archived, status, month, floor(random() * 4)::smallint, sum(d)
        FROM (${changes}) changes
       GROUP BY archived, status, month HAVING sum(d) <> 0
      ON CONFLICT (archived, status, month, slot) DO UPDATE SET n = c.n + EXCLUDED.n`;
    const rows = (table: string, sign: number) => `SELECT archived, status, complaint_desk_month(created_at) AS month, ${sign} AS d FROM ${table}`;
    await q.query(
      `CREATE FUNCTION complaint_desk_months_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(rows('new_rows', 1))}; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE FUNCTION complaint_desk_months_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(rows('old_rows', -1))}; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE FUNCTION complaint_desk_months_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(`${rows('new_rows', 1)} UNION ALL ${rows('old_rows', -1)}`)}; RETURN NULL; END $$`,
    );
    await q.query(`
      CREATE TRIGGER complaint_desk_months_insert AFTER INSERT ON complaints
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_months_insert()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_months_delete AFTER DELETE ON complaints
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_months_delete()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_months_update AFTER UPDATE ON complaints
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_months_update()`);
    // The complaints already filed, under a lock so that no change slips between the count and the triggers.
    await q.query('LOCK TABLE complaints IN SHARE MODE');
    await q.query(
      `INSERT INTO complaint_desk_months (archived, status, month, slot, n)
       SELECT archived, status, complaint_desk_month(created_at), 0, count(*) FROM complaints GROUP BY 1, 2, 3`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['update', 'delete', 'insert']) {
      await q.query(`DROP TRIGGER complaint_desk_months_${op} ON complaints`);
      await q.query(`DROP FUNCTION complaint_desk_months_${op}()`);
    }
    await q.query('DROP FUNCTION complaint_desk_month(timestamptz)');
    await q.query('DROP TABLE complaint_desk_months');
  }
}
