import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Nearby duplicates, 'Me too' and scorecards (docs/adr/0054-nearby-me-too-and-scorecards.md).
 *
 * - The `cube` and `earthdistance` contrib modules (shipped with PostgreSQL) and a GiST index on
 *   `ll_to_earth(lat, lng)`: GET /api/complaints/nearby finds the open complaints of a category within 150 m with
 *   `earth_box(...) @> ll_to_earth(...)`, which this index answers.
 * - `complaints.support_count`: how many citizens said 'Me too' (the reporter not counted), kept in the same
 *   transaction as each `complaint_supports` row.
 * - `complaint_supports`: one row per (complaint, citizen); the primary key refuses a second 'Me too'. Deleting the
 *   complaint or the account removes the row.
 * - `complaint_scorecard_facts`: the scorecards' read model, one row per complaint, kept current by the complaint
 *   events (filed, forwarded, status changed, archived, restored, deleted). GET /api/public/scorecards aggregates it
 *   per request, filtered on `received_at` and grouped by authority, taluka or ULB (indexed).
 */
export class NearbyMeTooScorecards1763801600000 implements MigrationInterface {
  name = 'NearbyMeTooScorecards1763801600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS cube');
    await q.query('CREATE EXTENSION IF NOT EXISTS earthdistance');
    await q.query('CREATE INDEX complaints_earth_idx ON complaints USING gist (ll_to_earth(lat::float8, lng::float8))');

    await q.query('ALTER TABLE complaints ADD COLUMN support_count int NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE complaints ADD CONSTRAINT complaints_support_count_check CHECK (support_count >= 0)');
    await q.query(`CREATE TABLE complaint_supports (
      complaint_id uuid NOT NULL CONSTRAINT complaint_supports_complaint_id_fkey REFERENCES complaints(id) ON DELETE CASCADE,
      user_id uuid NOT NULL CONSTRAINT complaint_supports_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT complaint_supports_pkey PRIMARY KEY (complaint_id, user_id))`);
    await q.query('CREATE INDEX complaint_supports_user_idx ON complaint_supports (user_id)');

    await q.query(`CREATE TABLE complaint_scorecard_facts (
      complaint_id uuid NOT NULL CONSTRAINT complaint_scorecard_facts_complaint_id_fkey REFERENCES complaints(id) ON DELETE CASCADE,
      received_at timestamptz NOT NULL,
      taluka_code text,
      ulb_code text,
      authority_department text,
      authority_domain text,
      forwarded_at timestamptz,
      due_at timestamptz,
      resolved_at timestamptz,
      open boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT complaint_scorecard_facts_pkey PRIMARY KEY (complaint_id))`);
    await q.query('CREATE INDEX complaint_scorecard_facts_received_idx ON complaint_scorecard_facts (received_at)');
    await q.query('CREATE INDEX complaint_scorecard_facts_authority_idx ON complaint_scorecard_facts (authority_department, authority_domain, received_at)');
    await q.query('CREATE INDEX complaint_scorecard_facts_taluka_idx ON complaint_scorecard_facts (taluka_code, received_at)');
    await q.query('CREATE INDEX complaint_scorecard_facts_ulb_idx ON complaint_scorecard_facts (ulb_code, received_at)');
    // Complaints filed before this release get their facts now; later ones through the events.
    await q.query(`INSERT INTO complaint_scorecard_facts
        (complaint_id, received_at, taluka_code, ulb_code, authority_department, authority_domain, forwarded_at, due_at, resolved_at, open)
      SELECT c.id, c.created_at, c.geo->>'subdistrictCode', c.geo->>'ulbCode',
        CASE WHEN c.due_at IS NULL THEN NULL ELSE coalesce(c.authority_recipients->0->>'authorityDepartment', '') END,
        CASE WHEN c.due_at IS NULL THEN NULL ELSE lower(split_part(c.authority_recipients->0->>'authorityEmail', '@', 2)) END,
        (SELECT max((u->>'date')::timestamptz) FROM jsonb_array_elements(c.updates) u WHERE u->>'status' = 'forwarded'),
        c.due_at,
        CASE WHEN c.status = 'resolved'
          THEN (SELECT max((u->>'date')::timestamptz) FROM jsonb_array_elements(c.updates) u WHERE u->>'status' = 'resolved') END,
        NOT c.archived AND c.status NOT IN ('resolved', 'rejected')
      FROM complaints c`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE complaint_scorecard_facts');
    await q.query('DROP TABLE complaint_supports');
    await q.query('ALTER TABLE complaints DROP COLUMN support_count');
    await q.query('DROP INDEX complaints_earth_idx');
    await q.query('DROP EXTENSION IF EXISTS earthdistance');
    await q.query('DROP EXTENSION IF EXISTS cube');
  }
}
