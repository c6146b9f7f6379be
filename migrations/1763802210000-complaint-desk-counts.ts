import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The desk's totals kept current by the database: `complaint_desk_counts` holds the number of complaints
 * per (archived, status), spread over 16 slots so that parallel filings do not queue on one counter row (each
 * statement adds its net change per (archived, status) to a random slot; a slot may go negative, the sum is exact).
 * Statement triggers on `complaints` keep it in step in the same transaction as the change, so 'Page X of Y' stays
 * exact while the total is a sum of at most 16 rows per status instead of a count over up to 100,000 index entries
 * (14–20 ms each call).
 * No entity: only the desk's read (ADMIN_TOTAL) uses it, and nothing but the triggers writes it.
 */
export class ComplaintDeskCounts1763802210000 implements MigrationInterface {
  name = 'ComplaintDeskCounts1763802210000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE complaint_desk_counts (
        archived boolean NOT NULL,
        status text NOT NULL,
        slot smallint NOT NULL,
        n bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (archived, status, slot)
      )`);
    // Statement triggers with transition tables: one change per (archived, status) and statement, so a bulk insert
    // costs one upsert per group rather than one per row. An UPDATE counts only its net change (none when neither
    // archived nor status changed).
    await q.query(`
      CREATE FUNCTION complaint_desk_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, count(*) FROM new_rows GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION complaint_desk_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, -count(*) FROM old_rows GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION complaint_desk_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, sum(d)
          FROM (SELECT archived, status, 1 AS d FROM new_rows UNION ALL SELECT archived, status, -1 FROM old_rows) changes
         GROUP BY archived, status HAVING sum(d) <> 0
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER complaint_desk_counts_insert AFTER INSERT ON complaints
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_counts_insert()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_counts_delete AFTER DELETE ON complaints
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_counts_delete()`);
    await q.query(`
      CREATE TRIGGER complaint_desk_counts_update AFTER UPDATE ON complaints
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_desk_counts_update()`);
    // The complaints already filed, under a lock so that no change slips between the count and the triggers.
    await q.query('LOCK TABLE complaints IN SHARE MODE');
    await q.query(
      `INSERT INTO complaint_desk_counts (archived, status, slot, n) SELECT archived, status, 0, count(*) FROM complaints GROUP BY archived, status`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER complaint_desk_counts_update ON complaints');
    await q.query('DROP TRIGGER complaint_desk_counts_delete ON complaints');
    await q.query('DROP TRIGGER complaint_desk_counts_insert ON complaints');
    await q.query('DROP FUNCTION complaint_desk_counts_update()');
    await q.query('DROP FUNCTION complaint_desk_counts_delete()');
    await q.query('DROP FUNCTION complaint_desk_counts_insert()');
    await q.query('DROP TABLE complaint_desk_counts');
  }
}
