import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `complaint_map_cell_totals`: the public map's read model summed over the filter values, per zoom and cell (n
 * complaints, exact coordinate sums), kept by the `update-map-cells` projection in the transaction that keeps
 * `complaint_map_cells`. The map of all complaints, whatever their category, status, taluka or ULB, sums one row per
 * cell instead of one per cell and combination of values: at 1,000,000 complaints the whole of Goa at zoom 13 read
 * 16,000 rows of complaint_map_cells (20 ms, nearly every one fetched from the table, whose pages the writes keep
 * changing) for 400 cells. A status change moves no complaint between cells, so these rows change only with a
 * filing, a move or a deletion. A change notifies `table_changed` like the other tables an answer cache reads.
 */
export class MapCellTotals1763805300000 implements MigrationInterface {
  name = 'MapCellTotals1763805300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE complaint_map_cell_totals (
      zoom smallint NOT NULL,
      cell_x integer NOT NULL,
      cell_y integer NOT NULL,
      n integer NOT NULL,
      sum_lat numeric NOT NULL,
      sum_lng numeric NOT NULL,
      CONSTRAINT complaint_map_cell_totals_pkey PRIMARY KEY (zoom, cell_x, cell_y),
      CONSTRAINT complaint_map_cell_totals_n_check CHECK (n >= 0))`);
    await q.query('CREATE INDEX complaint_map_cell_totals_read_idx ON complaint_map_cell_totals (zoom, cell_x, cell_y) INCLUDE (n, sum_lat, sum_lng)');
    await q.query('CREATE INDEX complaint_map_cell_totals_read_y_idx ON complaint_map_cell_totals (zoom, cell_y, cell_x) INCLUDE (n, sum_lat, sum_lng)');
    await q.query(`INSERT INTO complaint_map_cell_totals (zoom, cell_x, cell_y, n, sum_lat, sum_lng)
      SELECT zoom, cell_x, cell_y, sum(n)::int, sum(sum_lat), sum(sum_lng) FROM complaint_map_cells GROUP BY 1, 2, 3 HAVING sum(n) > 0`);
    await q.query(
      'CREATE TRIGGER complaint_map_cell_totals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON complaint_map_cell_totals FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE complaint_map_cell_totals');
  }
}
