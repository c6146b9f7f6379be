import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops complaints_status_archived_idx (status, archived): complaints_status_archived_created_public_idx begins with the
 * same two columns, so every read it served is served by the longer index, and each filing and status change kept one
 * index of the 25 on complaints for nothing (bench/results-history.md: the complaint's INSERT took 4.7 ms at 1,000,000
 * complaints).
 */
export class DropComplaintsStatusArchivedIndex1763805100000 implements MigrationInterface {
  name = 'DropComplaintsStatusArchivedIndex1763805100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS complaints_status_archived_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IF NOT EXISTS complaints_status_archived_idx ON complaints (status, archived)');
  }
}
