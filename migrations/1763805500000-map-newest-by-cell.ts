import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newest complaints of a small map box, found cell by cell. `complaint_map_cell(lat, lng)` numbers the public map's
 * finest cell (zoom 13, 90 / 2^13 degrees, about 1.2 km; the cells of `complaint_map_cells`) a point lies in, with the
 * same float8 floor as the read model: `y * 65536 + x`, where x (longitude) runs from -16384 to 16384 and y (latitude)
 * from -8192 to 8192, so that every cell has its own number in an integer. `complaints_map_cell_created_idx` orders
 * each cell's complaints by filing time and carries the columns the map filters on, so that the complaints of a box's
 * cells filed in an age band are read from the index alone, whatever the rest of Goa holds: the newest-first scan of
 * complaints_created_public_idx read about 500 / (the box's share of all complaints) entries, 17,000 for a box holding
 * a thirtieth of them.
 */
export class MapNewestByCell1763805500000 implements MigrationInterface {
  name = 'MapNewestByCell1763805500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION complaint_map_cell(lat numeric, lng numeric) RETURNS integer
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN floor(lat::float8 / 0.010986328125::float8)::integer * 65536 + floor(lng::float8 / 0.010986328125::float8)::integer`);
    await q.query(
      'CREATE INDEX complaints_map_cell_created_idx ON complaints (complaint_map_cell(lat, lng), created_at) INCLUDE (public_id, lat, lng, category_key, status)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX complaints_map_cell_created_idx');
    await q.query('DROP FUNCTION complaint_map_cell(numeric, numeric)');
  }
}
