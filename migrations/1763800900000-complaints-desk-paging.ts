import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints desk paging (docs/adr/0082-complaints-desk-paging.md): GET /api/admin/complaints sorts by (created_at, public_id)
 * newest first. The desk's two indexes now end with public_id, so that a page, even page 5,000, is found by an
 * index-only scan (no sort, no table row read for the rows skipped) and the total is counted from the same index.
 * Replaces complaints_archived_created_idx and complaints_status_archived_created_idx (1763800500000).
 */
export class ComplaintsDeskPaging1763800900000 implements MigrationInterface {
  name = 'ComplaintsDeskPaging1763800900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX complaints_archived_created_public_idx ON complaints (archived, created_at, public_id)');
    await q.query('CREATE INDEX complaints_status_archived_created_public_idx ON complaints (status, archived, created_at, public_id)');
    await q.query('DROP INDEX IF EXISTS complaints_archived_created_idx');
    await q.query('DROP INDEX IF EXISTS complaints_status_archived_created_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX complaints_archived_created_idx ON complaints (archived, created_at)');
    await q.query('CREATE INDEX complaints_status_archived_created_idx ON complaints (status, archived, created_at)');
    await q.query('DROP INDEX IF EXISTS complaints_archived_created_public_idx');
    await q.query('DROP INDEX IF EXISTS complaints_status_archived_created_public_idx');
  }
}
