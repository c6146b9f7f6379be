import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin complaints desk (admin spec sections 2, 4 and 7) and its forwarding pipeline.
 *
 * - Indexes for GET /api/admin/complaints, which filters on `archived` (and `status` when given) and sorts by
 *   `created_at` newest first: (archived, created_at) serves "all statuses", (status, archived, created_at) a
 *   status filter.
 * - `complaint_documents`: documents rendered for a complaint by the documents worker, today the authority
 *   letter PDF of each forward (one per ComplaintForwarded event: unique on event_id and kind). The notifications
 *   worker attaches it to the authority's email. Rows go with their complaint (ON DELETE CASCADE).
 */
export class ComplaintsDesk1763800500000 implements MigrationInterface {
  name = 'ComplaintsDesk1763800500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX complaints_archived_created_idx ON complaints (archived, created_at)');
    await q.query('CREATE INDEX complaints_status_archived_created_idx ON complaints (status, archived, created_at)');
    await q.query(`CREATE TABLE complaint_documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      complaint_id uuid NOT NULL REFERENCES complaints(id) ON DELETE CASCADE,
      complaint_public_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('authority_letter')),
      event_id uuid NOT NULL,
      filename text NOT NULL CHECK (length(filename) > 0),
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size >= 0),
      content bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX complaint_documents_event_kind_uq ON complaint_documents (event_id, kind)');
    await q.query('CREATE INDEX complaint_documents_complaint_idx ON complaint_documents (complaint_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS complaint_documents');
    await q.query('DROP INDEX IF EXISTS complaints_status_archived_created_idx');
    await q.query('DROP INDEX IF EXISTS complaints_archived_created_idx');
  }
}
