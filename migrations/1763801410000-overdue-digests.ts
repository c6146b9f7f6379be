import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admins' daily digest of new overdue complaints (docs/adr/0050-overdue-digest.md):
 * one row per India calendar day, inserted with ON CONFLICT DO NOTHING in the same transaction as the
 * digest's event, so that several workers (and a manual run) prepare and send it once a day. `prepared_at` bounds
 * the next digest ("new since the last one"); the primary key serves that max() and the uniqueness.
 */
export class OverdueDigests1763801410000 implements MigrationInterface {
  name = 'OverdueDigests1763801410000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE overdue_digests (
      day date PRIMARY KEY,
      prepared_at timestamptz NOT NULL,
      complaint_count int NOT NULL DEFAULT 0,
      CONSTRAINT overdue_digests_complaint_count_check CHECK (complaint_count >= 0))`);
    await q.query('CREATE INDEX overdue_digests_prepared_at_idx ON overdue_digests (prepared_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE overdue_digests');
  }
}
