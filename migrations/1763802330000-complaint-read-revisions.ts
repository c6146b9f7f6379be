import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revisions of the complaints' read sides, kept by the same statement triggers as the counters, so that an
 * API process may keep a page it has read and serve it again while nothing it shows has changed (RevisionCache):
 * - `complaint_desk_counts.revision`: bumped on a slot of every (archived, status) a statement touched: a complaint
 *   filed, deleted, or updated in any column (its old and its new group), or one of its escalation steps written.
 *   The revision of a desk filter is the sum over the filter's rows; it only grows.
 * - `complaint_reporter_counts.revision`: bumped for every reporter whose complaints (or their steps) a statement
 *   touched: My Complaints of that reporter.
 * The bump runs in the change's own transaction, so a reader that reads the revision before the rows never keeps
 * rows older than the revision it keys them by, in any number of API processes. No round trip is added: the
 * triggers already write these rows on a filing; an update now writes them even when no count changes.
 */
export class ComplaintReadRevisions1763802330000 implements MigrationInterface {
  name = 'ComplaintReadRevisions1763802330000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaint_desk_counts ADD COLUMN revision bigint NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE complaint_reporter_counts ADD COLUMN revision bigint NOT NULL DEFAULT 0');
    for (const sql of counterFunctions(true)) await q.query(sql);
    // Escalation steps show on both read sides: a statement writing steps bumps the revisions of their complaints.
    await q.query(`
      CREATE FUNCTION complaint_read_revisions_bump(complaint_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, n, revision)
        SELECT archived, status, floor(random() * 16)::smallint, 0, 1 FROM complaints WHERE id = ANY (complaint_ids) GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET revision = c.revision + 1;
        INSERT INTO complaint_reporter_counts AS r (reporter_id, n, revision)
        SELECT reporter_id, 0, 1 FROM complaints WHERE id = ANY (complaint_ids) AND reporter_id IS NOT NULL GROUP BY reporter_id
        ON CONFLICT (reporter_id) DO UPDATE SET revision = r.revision + 1;
      END $$`);
    for (const [operation, tables] of [
      ['insert', 'REFERENCING NEW TABLE AS changed_rows'],
      ['delete', 'REFERENCING OLD TABLE AS changed_rows'],
      ['update', 'REFERENCING NEW TABLE AS changed_rows'],
    ] as const) {
      await q.query(`
        CREATE FUNCTION complaint_steps_${operation}_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM complaint_read_revisions_bump(ARRAY(SELECT DISTINCT complaint_id FROM changed_rows));
          RETURN NULL;
        END $$`);
      await q.query(`
        CREATE TRIGGER complaint_steps_${operation}_revisions AFTER ${operation.toUpperCase()} ON complaint_escalation_steps
          ${tables} FOR EACH STATEMENT EXECUTE FUNCTION complaint_steps_${operation}_revisions()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const operation of ['insert', 'delete', 'update']) {
      await q.query(`DROP TRIGGER complaint_steps_${operation}_revisions ON complaint_escalation_steps`);
      await q.query(`DROP FUNCTION complaint_steps_${operation}_revisions()`);
    }
    await q.query('DROP FUNCTION complaint_read_revisions_bump(uuid[])');
    // The functions as migration 1763802320000 made them, then the columns they no longer write.
    for (const sql of counterFunctions(false)) await q.query(sql);
    await q.query('ALTER TABLE complaint_reporter_counts DROP COLUMN revision');
    await q.query('ALTER TABLE complaint_desk_counts DROP COLUMN revision');
  }
}

/**
 * The three counter functions of `complaints`' statement triggers: with `revisions`, as this migration makes them;
 * without, as migration 1763802320000 made them (for down()).
 */
function counterFunctions(revisions: boolean): string[] {
  const desk = revisions ? ['n, revision', ', 1', ', revision = c.revision + 1'] : ['n', '', ''];
  const reporter = revisions ? ['n, revision', ', 1', ', revision = r.revision + 1'] : ['n', '', ''];
  // Without revisions an UPDATE writes only net changes; with them, every group and reporter it touched.
  const onlyNet = revisions ? '' : ' HAVING sum(d) <> 0';
  // INSERT adds the new rows, DELETE takes the old rows away: the same function but for the table and the sign.
  const addOrRemove = (operation: 'insert' | 'delete', rows: string, sign: string) =>
    `CREATE OR REPLACE FUNCTION complaint_desk_counts_${operation}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, ${desk[0]})
        SELECT archived, status, floor(random() * 16)::smallint, ${sign}count(*)${desk[1]} FROM ${rows} GROUP BY archived, status
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n${desk[2]};
        INSERT INTO complaint_category_counts AS c (category_key, status, slot, n)
        SELECT category_key, status, floor(random() * 16)::smallint, ${sign}count(*) FROM ${rows} GROUP BY category_key, status
        ON CONFLICT (category_key, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_reporter_counts AS r (reporter_id, ${reporter[0]})
        SELECT reporter_id, ${sign}count(*)${reporter[1]} FROM ${rows} WHERE reporter_id IS NOT NULL GROUP BY reporter_id
        ON CONFLICT (reporter_id) DO UPDATE SET n = r.n + EXCLUDED.n${reporter[2]};
        RETURN NULL;
      END $$`;
  return [
    addOrRemove('insert', 'new_rows', ''),
    addOrRemove('delete', 'old_rows', '-'),
    `CREATE OR REPLACE FUNCTION complaint_desk_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_desk_counts AS c (archived, status, slot, ${desk[0]})
        SELECT archived, status, floor(random() * 16)::smallint, sum(d)${desk[1]}
          FROM (SELECT archived, status, 1 AS d FROM new_rows UNION ALL SELECT archived, status, -1 FROM old_rows) changes
         GROUP BY archived, status${onlyNet}
        ON CONFLICT (archived, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n${desk[2]};
        INSERT INTO complaint_category_counts AS c (category_key, status, slot, n)
        SELECT category_key, status, floor(random() * 16)::smallint, sum(d)
          FROM (SELECT category_key, status, 1 AS d FROM new_rows UNION ALL SELECT category_key, status, -1 FROM old_rows) changes
         GROUP BY category_key, status HAVING sum(d) <> 0
        ON CONFLICT (category_key, status, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
        INSERT INTO complaint_reporter_counts AS r (reporter_id, ${reporter[0]})
        SELECT reporter_id, sum(d)${reporter[1]}
          FROM (SELECT reporter_id, 1 AS d FROM new_rows UNION ALL SELECT reporter_id, -1 FROM old_rows) changes
         WHERE reporter_id IS NOT NULL
         GROUP BY reporter_id${onlyNet}
        ON CONFLICT (reporter_id) DO UPDATE SET n = r.n + EXCLUDED.n${reporter[2]};
        RETURN NULL;
      END $$`,
  ];
}
