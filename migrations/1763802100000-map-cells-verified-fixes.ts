import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The clustered zooms the map cells are kept for: 0 to 13 (MAP_CLUSTER_MAX_ZOOM − 1). */
const TOP_ZOOM = 13;

/**
 * The public map's read model and verified fixes in the scorecards
 * (docs/adr/0053-public-map-and-open-data.md).
 *
 * - `complaint_map_points`: what the map counts of each complaint (point, category, status, taluka, ULB), keyed by
 *   public id, so that a change or a deletion can take the complaint out of the cells it was counted in.
 * - `complaint_map_cells`: per grid cell of every clustered zoom (0 to 13; a cell is 90 / 2^zoom degrees, as the
 *   reader's `cellDegreesAt`), category, status, taluka and ULB ('' when none): how many complaints and the sums of
 *   their latitudes and longitudes (exact numerics: the cluster centre is their mean, a lone complaint's point is
 *   the sum). Both are kept by `MapCellsProjection` from the complaint events, in the event's transaction.
 * - `complaint_map_cells_read_idx` and `complaint_map_cells_read_y_idx`: the reader's sums at one zoom over a range
 *   of cells, or a strip of them along a box's edge, as index-only scans.
 * - `complaints_map_lng_idx`: the same columns as complaints_map_idx ordered by longitude, for the west and east
 *   edge strips of a map box that are counted from the rows.
 * - `complaint_scorecard_facts.fix_verified`: the reporter confirmed the current resolution's fix with a verified
 *   after-photo, for the scorecards' share of verified fixes.
 * All are back-filled from the complaints as they stand.
 */
export class MapCellsVerifiedFixes1763802100000 implements MigrationInterface {
  name = 'MapCellsVerifiedFixes1763802100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE complaint_map_points (
      public_id text NOT NULL,
      lat numeric(9, 6) NOT NULL,
      lng numeric(9, 6) NOT NULL,
      category_key text NOT NULL,
      status text NOT NULL,
      taluka_code text NOT NULL,
      ulb_code text NOT NULL,
      CONSTRAINT complaint_map_points_pkey PRIMARY KEY (public_id))`);
    await q.query(`CREATE TABLE complaint_map_cells (
      zoom smallint NOT NULL,
      cell_x integer NOT NULL,
      cell_y integer NOT NULL,
      category_key text NOT NULL,
      status text NOT NULL,
      taluka_code text NOT NULL,
      ulb_code text NOT NULL,
      n integer NOT NULL,
      sum_lat numeric NOT NULL,
      sum_lng numeric NOT NULL,
      CONSTRAINT complaint_map_cells_n_check CHECK (n >= 0),
      CONSTRAINT complaint_map_cells_pkey PRIMARY KEY (zoom, cell_x, cell_y, category_key, status, taluka_code, ulb_code))`);
    await q.query(`INSERT INTO complaint_map_points (public_id, lat, lng, category_key, status, taluka_code, ulb_code)
      SELECT public_id, lat, lng, category_key, status, coalesce(geo->>'subdistrictCode', ''), coalesce(geo->>'ulbCode', '') FROM complaints`);
    await q.query(`INSERT INTO complaint_map_cells (zoom, cell_x, cell_y, category_key, status, taluka_code, ulb_code, n, sum_lat, sum_lng)
      SELECT z, floor(p.lng::float8 / (90::float8 / power(2::float8, z)))::int, floor(p.lat::float8 / (90::float8 / power(2::float8, z)))::int,
             p.category_key, p.status, p.taluka_code, p.ulb_code, count(*)::int, sum(p.lat), sum(p.lng)
        FROM complaint_map_points p CROSS JOIN generate_series(0, ${TOP_ZOOM}) AS z
       GROUP BY 1, 2, 3, 4, 5, 6, 7`);
    await q.query(
      'CREATE INDEX complaint_map_cells_read_idx ON complaint_map_cells (zoom, cell_x, cell_y) INCLUDE (category_key, status, taluka_code, ulb_code, n, sum_lat, sum_lng)',
    );
    await q.query(
      'CREATE INDEX complaint_map_cells_read_y_idx ON complaint_map_cells (zoom, cell_y, cell_x) INCLUDE (category_key, status, taluka_code, ulb_code, n, sum_lat, sum_lng)',
    );
    await q.query('CREATE INDEX complaints_map_lng_idx ON complaints (lng, lat) INCLUDE (category_key, status, created_at, public_id)');

    await q.query('ALTER TABLE complaint_scorecard_facts ADD COLUMN fix_verified boolean NOT NULL DEFAULT false');
    await q.query(`UPDATE complaint_scorecard_facts f SET fix_verified = true
      FROM complaints c WHERE c.id = f.complaint_id AND c.status = 'resolved' AND c.fix_confirmed_at IS NOT NULL AND c.fix_verified`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE complaint_scorecard_facts DROP COLUMN fix_verified');
    await q.query('DROP INDEX complaints_map_lng_idx');
    await q.query('DROP TABLE complaint_map_cells');
    await q.query('DROP TABLE complaint_map_points');
  }
}
