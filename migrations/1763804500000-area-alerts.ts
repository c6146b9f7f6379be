import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Area alerts by email (docs/adr/0147-area-alerts.md): one row per alert, of an account (user_id, removed with it) or of
 * an email address alone (pending until confirmed). Exactly one kind of area per row. A filed or changed complaint finds
 * its active alerts at once through one partial index per kind: the taluka's, the ULB's and the village's codes, and
 * for circles a GiST index on each circle's bounding cube (earth_box), which the complaint's point is tested against.
 */
export class AreaAlerts1763804500000 implements MigrationInterface {
  name = 'AreaAlerts1763804500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS cube');
    await q.query('CREATE EXTENSION IF NOT EXISTS earthdistance');
    await q.query(`CREATE TABLE area_alerts (
      id uuid PRIMARY KEY,
      user_id uuid CONSTRAINT area_alerts_user_id_fkey REFERENCES users(id) ON DELETE CASCADE,
      email text NOT NULL,
      locale text NOT NULL,
      taluka_code text,
      ulb_code text,
      village_code text,
      lat double precision,
      lng double precision,
      radius_m integer,
      area_name text NOT NULL,
      categories text[] NOT NULL DEFAULT '{}',
      events text[] NOT NULL,
      frequency text NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      paused_at timestamptz,
      last_digest_at timestamptz,
      CONSTRAINT area_alerts_frequency_check CHECK (frequency IN ('instant', 'daily')),
      CONSTRAINT area_alerts_status_check CHECK (status IN ('pending', 'active', 'paused')),
      CONSTRAINT area_alerts_locale_check CHECK (locale IN ('en', 'kok', 'mr', 'hi')),
      CONSTRAINT area_alerts_one_area CHECK (
        (taluka_code IS NOT NULL)::int + (ulb_code IS NOT NULL)::int + (village_code IS NOT NULL)::int
          + (lat IS NOT NULL AND lng IS NOT NULL AND radius_m IS NOT NULL)::int = 1
      ),
      CONSTRAINT area_alerts_radius CHECK (radius_m IS NULL OR radius_m BETWEEN 200 AND 5000),
      CONSTRAINT area_alerts_events CHECK (cardinality(events) > 0 AND events <@ ARRAY['new', 'updates']::text[])
    )`);
    await q.query("CREATE INDEX area_alerts_taluka_idx ON area_alerts (taluka_code) WHERE status = 'active' AND taluka_code IS NOT NULL");
    await q.query("CREATE INDEX area_alerts_ulb_idx ON area_alerts (ulb_code) WHERE status = 'active' AND ulb_code IS NOT NULL");
    await q.query("CREATE INDEX area_alerts_village_idx ON area_alerts (village_code) WHERE status = 'active' AND village_code IS NOT NULL");
    await q.query(
      "CREATE INDEX area_alerts_circle_idx ON area_alerts USING gist (earth_box(ll_to_earth(lat, lng), radius_m)) WHERE status = 'active' AND radius_m IS NOT NULL",
    );
    await q.query("CREATE INDEX area_alerts_digest_idx ON area_alerts (last_digest_at NULLS FIRST) WHERE status = 'active' AND frequency = 'daily'");
    await q.query('CREATE INDEX area_alerts_user_idx ON area_alerts (user_id) WHERE user_id IS NOT NULL');
    await q.query('CREATE INDEX area_alerts_email_idx ON area_alerts (email)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE area_alerts');
  }
}
