import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public map.
 *
 * - `complaints.show_publicly`: the reporter opted in at filing to show the title, description, photos, location text
 *   and landmark publicly; off by default, and never for an anonymous complaint (the check).
 * - `complaints.geo_inferred`: the location codes were filled by the server from the nearest village or ULB centroid
 *   (data/goa) because the citizen gave none.
 * - `complaints_map_idx`: the public map's bbox and grid clustering read lat/lng and the filtered columns from this
 *   index alone (an index-only scan; docs/adr/0053-public-map-and-open-data.md, has the plan at 100,000 rows).
 * - `complaints_taluka_idx`, `complaints_ulb_idx`: the map's and open data's taluka and ULB filters.
 */
export class PublicMap1763801500000 implements MigrationInterface {
  name = 'PublicMap1763801500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaints ADD COLUMN show_publicly boolean NOT NULL DEFAULT false');
    await q.query('ALTER TABLE complaints ADD COLUMN geo_inferred boolean NOT NULL DEFAULT false');
    await q.query('ALTER TABLE complaints ADD CONSTRAINT complaints_show_publicly_check CHECK (NOT (show_publicly AND anonymous))');
    await q.query('CREATE INDEX complaints_map_idx ON complaints (lat, lng) INCLUDE (category_key, status, created_at, public_id)');
    await q.query("CREATE INDEX complaints_taluka_idx ON complaints ((geo->>'subdistrictCode'))");
    await q.query("CREATE INDEX complaints_ulb_idx ON complaints ((geo->>'ulbCode'))");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX complaints_ulb_idx');
    await q.query('DROP INDEX complaints_taluka_idx');
    await q.query('DROP INDEX complaints_map_idx');
    await q.query('ALTER TABLE complaints DROP CONSTRAINT complaints_show_publicly_check');
    await q.query('ALTER TABLE complaints DROP COLUMN geo_inferred');
    await q.query('ALTER TABLE complaints DROP COLUMN show_publicly');
  }
}
