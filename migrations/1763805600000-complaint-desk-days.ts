import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where inside its month a deep desk page starts, kept by the database: `complaint_desk_days` holds the number of
 * complaints per (archived, status, day of filing in India time), over 4 slots as complaint_desk_months does, so that
 * parallel filings of one day do not queue on one counter row. A newest-first page finds the month that holds its
 * offset from complaint_desk_months, then the day inside that month from these counters (at most 31 days), and skips
 * only the rest of the offset inside that day: a day of filings instead of up to a month
 * (docs/adr/0164-desk-pages-start-from-day-counts.md). Statement triggers keep it in the same transaction as every
 * change, like the other desk counters; a complaint only moves between counters when its status or archived flag
 * does. No entity: only the desk's read uses it, and nothing but the triggers writes it. TRUNCATE of `complaints`
 * fires no row trigger: whoever truncates it empties this table too.
 */
export class ComplaintDeskDays1763805600000 implements MigrationInterface {
  name = 'ComplaintDeskDays1763805600000';

  async up(q: QueryRunner): Promise<void> {
    // The key starts with the day after the archived flag, so that the days of one month are one range of it for
    // every status at once as for one.
    await q.query(`
      CREATE TABLE complaint_desk_days (
        archived boolean NOT NULL,
        day date NOT NULL,
        status text NOT NULL,
        slot smallint NOT NULL,
        n bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (archived, day, status, slot)
      )`);
    // The day of a filing as the desk's India-time pages see it.
    await q.query(`
      CREATE FUNCTION complaint_desk_day(filed_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN (filed_at AT TIME ZONE 'Asia/Kolkata')::date`);
    // One upsert per (archived, day, status) and statement, in key order; an UPDATE counts only its net change.
    const upsert = (changes: string) => `
      INSERT INTO complaint_desk_days AS c (archived, day, status, slot, n)
      SELECT archived, day, status, floor(random() * 4)::smallint, sum(d)
        FROM (${changes}) changes
       GROUP BY archived, day, status HAVING sum(d) <> 0
       ORDER BY archived, day, status
      ON CONFLICT (archived, day, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n`;
    const rows = (table: string, sign: number) => `SELECT archived, complaint_desk_day(created_at) AS day, status, ${sign} AS d FROM ${table}`;
    await q.query(
      `CREATE FUNCTION complaint_desk_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(rows('new_rows', 1))}; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE FUNCTION complaint_desk_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(rows('old_rows', -1))}; RETURN NULL; END $$`,
    );
    await q.query(
      `CREATE FUNCTION complaint_desk_days_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${upsert(`${rows('new_rows', 1)} UNION ALL ${rows('old_rows', -1)}`)}; RETURN NULL; END $$`,
    );
    await q.query(`
      CREATE TRIGGER complaint_desk_days_insert AFTER INSERT ON complaints
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_days_insert()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_days_delete AFTER DELETE ON complaints
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_days_delete()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_days_update AFTER UPDATE ON complaints
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_days_update()`);
    // The complaints already filed, under a lock so that no change slips between the count and the triggers.
    await q.query('LOCK TABLE complaints IN SHARE MODE');
    await q.query(
      `INSERT INTO complaint_desk_days (archived, day, status, slot, n)
       SELECT archived, complaint_desk_day(created_at), status, 0, count(*) FROM complaints GROUP BY 1, 2, 3`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['update', 'delete', 'insert']) {
      await q.query(`DROP TRIGGER complaint_desk_days_${op} ON complaints`);
      await q.query(`DROP FUNCTION complaint_desk_days_${op}()`);
    }
    await q.query('DROP FUNCTION complaint_desk_day(timestamptz)');
    await q.query('DROP TABLE complaint_desk_days');
  }
}
