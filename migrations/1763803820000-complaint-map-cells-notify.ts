import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public map's answers are kept in memory (docs/adr/0085-complaint-answer-caches.md) and read the map's read model
 * `complaint_map_cells`, which the projections worker rewrites after a complaint's own change: a change to it notifies
 * `table_changed` like the other tables an answer cache reads (the statement trigger of migration 1763802220000), so
 * that every API process drops its map answers once the cells are up to date, not only when the complaint changed.
 */
export class ComplaintMapCellsNotify1763803820000 implements MigrationInterface {
  name = 'ComplaintMapCellsNotify1763803820000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE TRIGGER complaint_map_cells_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON complaint_map_cells FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER complaint_map_cells_changed ON complaint_map_cells');
  }
}
