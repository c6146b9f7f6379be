import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The public map's read model (migration 1763802100000): per grid cell of a clustered zoom (0 to 13),
 * category, status, taluka and ULB, how many complaints and the sums of their coordinates. Kept current by
 * `UpdateMapCells` from the complaint events; the map's clusters below zoom 14 sum these rows per request instead
 * of grouping the complaints (docs/adr/0053-public-map-and-open-data.md).
 *
 * A cell at zoom z is `floor(lat / (90 / 2^z))`, `floor(lng / (90 / 2^z))` in float8 degrees, as `cellDegreesAt`.
 */
@Entity('complaint_map_cells')
@Index('complaint_map_cells_read_idx', { synchronize: false })
@Index('complaint_map_cells_read_y_idx', { synchronize: false })
@Index('complaint_map_cells_taluka_idx', { synchronize: false })
@Check('complaint_map_cells_n_check', 'n >= 0')
export class MapCell {
  /** Map zoom level, 0 to 13. */
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'complaint_map_cells_pkey' }) zoom: number;
  /** floor(longitude in degrees / cell size in degrees). */
  @PrimaryColumn({ name: 'cell_x', type: 'integer', primaryKeyConstraintName: 'complaint_map_cells_pkey' }) cellX: number;
  /** floor(latitude in degrees / cell size in degrees). */
  @PrimaryColumn({ name: 'cell_y', type: 'integer', primaryKeyConstraintName: 'complaint_map_cells_pkey' }) cellY: number;
  @PrimaryColumn({ name: 'category_key', type: 'text', primaryKeyConstraintName: 'complaint_map_cells_pkey' }) categoryKey: string;
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'complaint_map_cells_pkey' }) status: string;
  /** LGD taluka code of the complaint's location codes, '' when none. */
  @PrimaryColumn({ name: 'taluka_code', type: 'text', primaryKeyConstraintName: 'complaint_map_cells_pkey' }) talukaCode: string;
  /** LGD ULB code, '' when none. */
  @PrimaryColumn({ name: 'ulb_code', type: 'text', primaryKeyConstraintName: 'complaint_map_cells_pkey' }) ulbCode: string;
  /** Complaints counted (rows reaching 0 are deleted). */
  @Column({ type: 'integer' }) n: number;
  /** Sum of their latitudes in degrees (exact numeric). */
  @Column({ name: 'sum_lat', type: 'numeric' }) sumLat: string;
  /** Sum of their longitudes in degrees (exact numeric). */
  @Column({ name: 'sum_lng', type: 'numeric' }) sumLng: string;
}

/**
 * What the map cells count of one complaint (migration 1763802100000), keyed by its public id: the projection takes
 * a complaint out of the cells of this row before counting it where it now stands, or drops it once deleted. No
 * foreign key: the row must outlive the complaint until its ComplaintDeleted event is processed.
 */
@Entity('complaint_map_points')
@Index('complaint_map_points_lat_idx', { synchronize: false })
@Index('complaint_map_points_lng_idx', { synchronize: false })
export class MapPoint {
  @PrimaryColumn({ name: 'public_id', type: 'text', primaryKeyConstraintName: 'complaint_map_points_pkey' }) publicId: string;
  /** Degrees, as stored on the complaint. */
  @Column({ type: 'numeric', precision: 9, scale: 6 }) lat: string;
  /** Degrees, as stored on the complaint. */
  @Column({ type: 'numeric', precision: 9, scale: 6 }) lng: string;
  @Column({ name: 'category_key', type: 'text' }) categoryKey: string;
  @Column({ type: 'text' }) status: string;
  /** LGD taluka code, '' when none. */
  @Column({ name: 'taluka_code', type: 'text' }) talukaCode: string;
  /** LGD ULB code, '' when none. */
  @Column({ name: 'ulb_code', type: 'text' }) ulbCode: string;
}

/**
 * The map's read model summed over the filter values (migration 1763805300000): per zoom (0 to 13) and cell, how many
 * complaints and the sums of their coordinates, whatever their category, status, taluka and ULB. Kept by
 * `UpdateMapCells` in the transaction that keeps `complaint_map_cells`; the map of all complaints sums these rows.
 */
@Entity('complaint_map_cell_totals')
@Index('complaint_map_cell_totals_read_idx', { synchronize: false })
@Index('complaint_map_cell_totals_read_y_idx', { synchronize: false })
@Check('complaint_map_cell_totals_n_check', 'n >= 0')
export class MapCellTotal {
  /** Map zoom level, 0 to 13. */
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'complaint_map_cell_totals_pkey' }) zoom: number;
  /** floor(longitude in degrees / cell size in degrees). */
  @PrimaryColumn({ name: 'cell_x', type: 'integer', primaryKeyConstraintName: 'complaint_map_cell_totals_pkey' }) cellX: number;
  /** floor(latitude in degrees / cell size in degrees). */
  @PrimaryColumn({ name: 'cell_y', type: 'integer', primaryKeyConstraintName: 'complaint_map_cell_totals_pkey' }) cellY: number;
  /** Complaints counted (rows reaching 0 are deleted). */
  @Column({ type: 'integer' }) n: number;
  /** Sum of their latitudes in degrees (exact numeric). */
  @Column({ name: 'sum_lat', type: 'numeric' }) sumLat: string;
  /** Sum of their longitudes in degrees (exact numeric). */
  @Column({ name: 'sum_lng', type: 'numeric' }) sumLng: string;
}
