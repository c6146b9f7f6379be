import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public counters of the home page (GET /api/stats) kept current by the database, like the desk's
 * totals (migration 1763802210000), instead of counting every complaint and its distinct reporters (about 300 ms at
 * 100,000 complaints, once per process every two seconds, competing with every request):
 * - `complaint_category_counts`: complaints per (category, status), over 16 slots so that parallel filings do not
 *   queue on one row (each statement adds its net change to a random slot; the sum is exact);
 * - `complaint_reporter_counts`: complaints per reporter (a reporter with n > 0 is an active citizen).
 * The desk's three statement triggers on `complaints` (insert, delete, update) now keep all three tables in the same
 * transaction as the change. No entity: only GetPublicStatsHandler's statement reads them.
 */
export class ComplaintStatCounts1763802320000 implements MigrationInterface {
  name = 'ComplaintStatCounts1763802320000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE complaint_category_counts (
        category_key text NOT NULL,
        status text NOT NULL,
        slot smallint NOT NULL,
        n bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (category_key, status, slot)
      )`);
    await q.query(`CREATE TABLE complaint_reporter_counts (reporter_id uuid PRIMARY KEY, n bigint NOT NULL DEFAULT 0)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION complaint_desk_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, count(*) FROM new_rows GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_category_counts AS c (category_key, status, slot, n)
        SELECT category_key, status, floor(random() * 16)::smallint, count(*) FROM new_rows GROUP BY category_key, status
        ON CONFLICT (category_key, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_reporter_counts AS r (reporter_id, n)
        SELECT reporter_id, count(*) FROM new_rows WHERE reporter_id IS NOT NULL GROUP BY reporter_id
        ON CONFLICT (reporter_id) DO UPDATE SET n = r.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION complaint_desk_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, -count(*) FROM old_rows GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_category_counts AS c (category_key, status, slot, n)
        SELECT category_key, status, floor(random() * 16)::smallint, -count(*) FROM old_rows GROUP BY category_key, status
        ON CONFLICT (category_key, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_reporter_counts AS r (reporter_id, n)
        SELECT reporter_id, -count(*) FROM old_rows WHERE reporter_id IS NOT NULL GROUP BY reporter_id
        ON CONFLICT (reporter_id) DO UPDATE SET n = r.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    // An UPDATE counts only its net change: none when neither archived, status, category nor reporter changed.
    await q.query(`
      CREATE OR REPLACE FUNCTION complaint_desk_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, sum(d)
          FROM (SELECT archived, status, 1 AS d FROM new_rows UNION ALL SELECT archived, status, -1 FROM old_rows) changes
         GROUP BY archived, status HAVING sum(d) <> 0
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_category_counts AS c (category_key, status, slot, n)
        SELECT category_key, status, floor(random() * 16)::smallint, sum(d)
          FROM (SELECT category_key, status, 1 AS d FROM new_rows UNION ALL SELECT category_key, status, -1 FROM old_rows) changes
         GROUP BY category_key, status HAVING sum(d) <> 0
        ON CONFLICT (category_key, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_reporter_counts AS r (reporter_id, n)
        SELECT reporter_id, sum(d)
          FROM (SELECT reporter_id, 1 AS d FROM new_rows UNION ALL SELECT reporter_id, -1 FROM old_rows) changes
         WHERE reporter_id IS NOT NULL
         GROUP BY reporter_id HAVING sum(d) <> 0
        ON CONFLICT (reporter_id) DO UPDATE SET n = r.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    // The complaints already filed, under a lock so that no change slips between the counts and the triggers.
    await q.query('LOCK TABLE complaints IN SHARE MODE');
    await q.query(
      `INSERT INTO complaint_category_counts (category_key, status, slot, n) SELECT category_key, status, 0, count(*) FROM complaints GROUP BY category_key, status`,
    );
    await q.query(
      `INSERT INTO complaint_reporter_counts (reporter_id, n) SELECT reporter_id, count(*) FROM complaints WHERE reporter_id IS NOT NULL GROUP BY reporter_id`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // The desk's functions as migration 1763802210000 made them.
    await q.query(`
      CREATE OR REPLACE FUNCTION complaint_desk_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, count(*) FROM new_rows GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION complaint_desk_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, -count(*) FROM old_rows GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION complaint_desk_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n)
        SELECT archived, status, floor(random() * 16)::smallint, sum(d)
          FROM (SELECT archived, status, 1 AS d FROM new_rows UNION ALL SELECT archived, status, -1 FROM old_rows) changes
         GROUP BY archived, status HAVING sum(d) <> 0
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query('DROP TABLE complaint_reporter_counts');
    await q.query('DROP TABLE complaint_category_counts');
  }
}
