import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes that let the public map's read model answer a taluka's clusters and a box's edges from index entries alone
 * (GetPublicMapHandler):
 * - complaint_map_cells_taluka_idx: a taluka's cells at one zoom. Without it a taluka's clusters of all Goa at zoom 12
 *   took about 3.5 ms, fetching the rows of about 1,000 cells scattered over 500 pages, where the index answers in 0.8 ms.
 * - complaint_map_points_lat_idx and complaint_map_points_lng_idx: the complaints in the strips along a box's edges,
 *   by latitude (south, north) and by longitude (west, east), with the columns the filter reads, instead of the
 *   complaints' rows (a taluka's filter read each row's location codes: about 6 ms for the 2,400 complaints snapped
 *   to Goa's southern border at 1,000,000).
 */
export class MapReadModelEdgeIndexes1763805200000 implements MigrationInterface {
  name = 'MapReadModelEdgeIndexes1763805200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS complaint_map_cells_taluka_idx ON complaint_map_cells (zoom, taluka_code, cell_x, cell_y)
         INCLUDE (category_key, status, ulb_code, n, sum_lat, sum_lng)`,
    );
    await q.query(
      'CREATE INDEX IF NOT EXISTS complaint_map_points_lat_idx ON complaint_map_points (lat, lng) INCLUDE (category_key, status, taluka_code, ulb_code)',
    );
    await q.query(
      'CREATE INDEX IF NOT EXISTS complaint_map_points_lng_idx ON complaint_map_points (lng, lat) INCLUDE (category_key, status, taluka_code, ulb_code)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS complaint_map_points_lng_idx');
    await q.query('DROP INDEX IF EXISTS complaint_map_points_lat_idx');
    await q.query('DROP INDEX IF EXISTS complaint_map_cells_taluka_idx');
  }
}
