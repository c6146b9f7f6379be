import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the desk's escalation orders, the public map's single complaints and open data at a million complaints,
 * where counting or sorting every complaint of a filter per request took seconds:
 * - complaints_archived_due_public_idx (archived, due_at, public_id) INCLUDE (status) replaces
 *   complaints_archived_due_idx (archived, due_at): the due-date sort's whole ORDER BY (public id breaks ties), so a
 *   page is an index-only scan with OFFSET/LIMIT, and the overdue count an index-only count over the due-date range.
 * - complaints_overdue_created_idx: the open complaints with a due date, by filing time, carrying due date and status,
 *   for the overdue filter's newest-first pages; its predicate is the overdue condition without the clock.
 * - complaints_created_public_idx (created_at, public_id) INCLUDE (lat, lng, category_key, status) replaces
 *   complaints_created_idx (created_at): newest first in exactly the order the map and open data use, so open data's
 *   keyset batches are index range scans, and the map's newest complaints in a box (or filed since a date) are read
 *   from the index alone, stopping at the map's limit instead of sorting every complaint in the box.
 */
export class IndexesAtScale1763802530000 implements MigrationInterface {
  name = 'IndexesAtScale1763802530000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX complaints_archived_due_public_idx ON complaints (archived, due_at, public_id) INCLUDE (status)');
    await q.query('DROP INDEX IF EXISTS complaints_archived_due_idx');
    await q.query(
      `CREATE INDEX complaints_overdue_created_idx ON complaints (archived, created_at, public_id) INCLUDE (due_at, status)
        WHERE due_at IS NOT NULL AND status NOT IN ('resolved', 'rejected')`,
    );
    await q.query('CREATE INDEX complaints_created_public_idx ON complaints (created_at, public_id) INCLUDE (lat, lng, category_key, status)');
    await q.query('DROP INDEX IF EXISTS complaints_created_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX complaints_created_idx ON complaints (created_at)');
    await q.query('DROP INDEX IF EXISTS complaints_created_public_idx');
    await q.query('DROP INDEX IF EXISTS complaints_overdue_created_idx');
    await q.query('CREATE INDEX complaints_archived_due_idx ON complaints (archived, due_at)');
    await q.query('DROP INDEX IF EXISTS complaints_archived_due_public_idx');
  }
}
