import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaints (citizen spec section 3; admin spec section 3) and the sequence of their public ids
 * ('GOA-2026-000123'). Indexes serve the list queries: the admin desk filters by status and archived and
 * sorts by creation date; "My Complaints" and the monthly quota read by reporter and date; stats group by
 * category.
 */
export class Complaints1763800300000 implements MigrationInterface {
  name = 'Complaints1763800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE complaint_number_seq AS bigint START 1');
    await q.query(`CREATE TABLE complaints (
      id uuid PRIMARY KEY,
      public_id text NOT NULL,
      reporter_id uuid REFERENCES users(id) ON DELETE SET NULL,
      category_key text NOT NULL,
      subcategory text NOT NULL,
      other_text text,
      title text NOT NULL CHECK (length(btrim(title)) > 0),
      description text NOT NULL DEFAULT '',
      location text NOT NULL CHECK (length(btrim(location)) > 0),
      landmark text NOT NULL DEFAULT '',
      urgency text NOT NULL DEFAULT 'medium' CHECK (urgency IN ('low', 'medium', 'high', 'critical')),
      anonymous boolean NOT NULL DEFAULT false,
      photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) >= 1),
      authorize_representative boolean NOT NULL CHECK (authorize_representative),
      geo jsonb,
      lat numeric(9,6) NOT NULL CHECK (lat BETWEEN -90 AND 90),
      lng numeric(9,6) NOT NULL CHECK (lng BETWEEN -180 AND 180),
      location_source text NOT NULL CHECK (location_source IN ('exif', 'geolocation', 'manual', 'search')),
      accuracy_m numeric(10,2) CHECK (accuracy_m IS NULL OR accuracy_m >= 0),
      outside_bounds boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'resolved', 'rejected', 'forwarded')),
      updates jsonb NOT NULL DEFAULT '[]',
      archived boolean NOT NULL DEFAULT false,
      authority_recipients jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX complaints_public_id_uq ON complaints (public_id)');
    await q.query('CREATE INDEX complaints_status_archived_idx ON complaints (status, archived)');
    await q.query('CREATE INDEX complaints_created_idx ON complaints (created_at)');
    await q.query('CREATE INDEX complaints_reporter_created_idx ON complaints (reporter_id, created_at)');
    await q.query('CREATE INDEX complaints_category_idx ON complaints (category_key)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS complaints');
    await q.query('DROP SEQUENCE IF EXISTS complaint_number_seq');
  }
}
