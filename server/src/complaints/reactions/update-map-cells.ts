import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent, DomainEventName } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { ComplaintEvent } from '../domain/events/complaint.events.js';

/** The highest zoom whose cells are kept: the map answers single complaints from zoom 14 (MAP_CLUSTER_MAX_ZOOM). */
export const MAP_CELLS_TOP_ZOOM = 13;

/** The complaint events that can move a complaint on the public map (filing, a status, a deletion). */
const MAP_EVENTS = [
  [ComplaintEvent.Filed, 'map-cells-on-filed'],
  [ComplaintEvent.StatusChanged, 'map-cells-on-status'],
  [ComplaintEvent.Deleted, 'map-cells-on-deleted'],
] as const satisfies readonly (readonly [DomainEventName, string])[];
type MapEvent = (typeof MAP_EVENTS)[number][0];

/** What the map counts of a complaint: its stored point, category, status, taluka and ULB ('' when none). */
interface MapKey {
  lat: string;
  lng: string;
  category_key: string;
  status: string;
  taluka_code: string;
  ulb_code: string;
}

const sameKey = (a: MapKey, b: MapKey): boolean =>
  a.lat === b.lat &&
  a.lng === b.lng &&
  a.category_key === b.category_key &&
  a.status === b.status &&
  a.taluka_code === b.taluka_code &&
  a.ulb_code === b.ulb_code;

/**
 * The cells of one point at every kept zoom (0 to 13): `floor(degrees / (90 / 2^zoom))`, as the reader's
 * `cellDegreesAt`. $1 lat and $2 lng are numerics, cast to float8 exactly as the reader casts the stored columns.
 */
const CELLS_OF_POINT = `SELECT z::smallint AS zoom,
            floor($1::numeric::float8 / (90::float8 / power(2::float8, z)))::int AS cell_y,
            floor($2::numeric::float8 / (90::float8 / power(2::float8, z)))::int AS cell_x
       FROM generate_series(0, ${MAP_CELLS_TOP_ZOOM}) AS z`;

/**
 * Rebuilds the map's read model from the complaints as they stand, in this order (the migration's back-fill; for a
 * bulk load that bypassed the events, such as bench/map.bench.mjs's seed). Run with no event being processed.
 */
export const REBUILD_MAP_CELLS_SQL = [
  'TRUNCATE complaint_map_cells, complaint_map_cell_totals, complaint_map_points',
  `INSERT INTO complaint_map_points (public_id, lat, lng, category_key, status, taluka_code, ulb_code)
   SELECT public_id, lat, lng, category_key, status, coalesce(geo->>'subdistrictCode', ''), coalesce(geo->>'ulbCode', '') FROM complaints`,
  `INSERT INTO complaint_map_cells (zoom, cell_x, cell_y, category_key, status, taluka_code, ulb_code, n, sum_lat, sum_lng)
   SELECT z, floor(p.lng::float8 / (90::float8 / power(2::float8, z)))::int, floor(p.lat::float8 / (90::float8 / power(2::float8, z)))::int,
          p.category_key, p.status, p.taluka_code, p.ulb_code, count(*)::int, sum(p.lat), sum(p.lng)
     FROM complaint_map_points p CROSS JOIN generate_series(0, ${MAP_CELLS_TOP_ZOOM}) AS z
    GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  `INSERT INTO complaint_map_cell_totals (zoom, cell_x, cell_y, n, sum_lat, sum_lng)
   SELECT zoom, cell_x, cell_y, sum(n)::int, sum(sum_lat), sum(sum_lng) FROM complaint_map_cells GROUP BY 1, 2, 3`,
] as const;

/**
 * Keeps the public map's read model current (docs/adr/0053-public-map-and-open-data.md,
 * docs/adr/0158-map-cell-totals-and-edge-points.md): on each complaint event that can move a complaint on the map, the
 * complaint is taken out of the cells its `complaint_map_points` row was counted in and counted again where it now
 * stands (or its row dropped once the complaint is deleted), and the cells' totals (`complaint_map_cell_totals`)
 * follow its point. Rewriting from the current state makes late or repeated events harmless. Runs on the projections
 * queue in the event's transaction (EventSubscriptions `inside`), with the event's manager only; a per-complaint
 * advisory lock orders two events of the same complaint.
 */
@Injectable()
export class UpdateMapCells implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    for (const [event, handler] of MAP_EVENTS) {
      this.subscriptions.on<MapEvent>({
        event,
        queue: QueueName.Projections,
        handler,
        inside: (e: DomainEvent<MapEvent>, manager) => this.refresh(manager, e.payload.complaintId),
      });
    }
  }

  /** Brings the cells of one complaint (by public id) in line with the complaint as it stands, or as deleted. */
  async refresh(manager: EntityManager, publicId: string): Promise<void> {
    await manager.query("SELECT pg_advisory_xact_lock(hashtext('complaint_map:' || $1))", [publicId]);
    const [counted] = (await manager.query(
      'SELECT lat::text AS lat, lng::text AS lng, category_key, status, taluka_code, ulb_code FROM complaint_map_points WHERE public_id = $1',
      [publicId],
    )) as MapKey[];
    const [current] = (await manager.query(
      `SELECT lat::text AS lat, lng::text AS lng, category_key, status,
              coalesce(geo->>'subdistrictCode', '') AS taluka_code, coalesce(geo->>'ulbCode', '') AS ulb_code
         FROM complaints WHERE public_id = $1`,
      [publicId],
    )) as MapKey[];
    if (counted && current && sameKey(counted, current)) return;
    if (counted) await this.add(manager, counted, -1);
    if (current) {
      await this.add(manager, current, 1);
      await manager.query(
        `INSERT INTO complaint_map_points (public_id, lat, lng, category_key, status, taluka_code, ulb_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (public_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, category_key = excluded.category_key,
           status = excluded.status, taluka_code = excluded.taluka_code, ulb_code = excluded.ulb_code`,
        [publicId, current.lat, current.lng, current.category_key, current.status, current.taluka_code, current.ulb_code],
      );
    } else if (counted) {
      await manager.query('DELETE FROM complaint_map_points WHERE public_id = $1', [publicId]);
    }
    // A status, category or place change leaves the complaint in the same cells: their totals stay. The totals are
    // written after the cells, so that every projection takes its row locks in one order (cells, then totals).
    const moved = !counted || !current || counted.lat !== current.lat || counted.lng !== current.lng;
    if (moved && counted) await this.addToTotals(manager, counted, -1);
    if (moved && current) await this.addToTotals(manager, current, 1);
  }

  /**
   * Adds (sign 1) or removes (sign −1) one complaint's point to the totals of its cell at every kept zoom
   * (`complaint_map_cell_totals`); a cell reaching 0 is deleted.
   */
  private async addToTotals(manager: EntityManager, key: MapKey, sign: 1 | -1): Promise<void> {
    const point = [key.lat, key.lng];
    if (sign > 0) {
      await manager.query(
        `INSERT INTO complaint_map_cell_totals AS t (zoom, cell_x, cell_y, n, sum_lat, sum_lng)
         SELECT k.zoom, k.cell_x, k.cell_y, 1, $1::numeric, $2::numeric FROM (${CELLS_OF_POINT}) k
         ON CONFLICT (zoom, cell_x, cell_y)
         DO UPDATE SET n = t.n + 1, sum_lat = t.sum_lat + excluded.sum_lat, sum_lng = t.sum_lng + excluded.sum_lng`,
        point,
      );
      return;
    }
    const [, updated] = (await manager.query(
      `UPDATE complaint_map_cell_totals t SET n = t.n - 1, sum_lat = t.sum_lat - $1::numeric, sum_lng = t.sum_lng - $2::numeric
         FROM (${CELLS_OF_POINT}) k
        WHERE t.zoom = k.zoom AND t.cell_x = k.cell_x AND t.cell_y = k.cell_y`,
      point,
    )) as [unknown, number];
    if (updated !== MAP_CELLS_TOP_ZOOM + 1)
      throw new Error(`complaint_map_cell_totals lacked ${MAP_CELLS_TOP_ZOOM + 1 - updated} cells of a counted complaint`);
    await manager.query(
      `DELETE FROM complaint_map_cell_totals t USING (${CELLS_OF_POINT}) k
        WHERE t.zoom = k.zoom AND t.cell_x = k.cell_x AND t.cell_y = k.cell_y AND t.n = 0`,
      point,
    );
  }

  /** Adds (sign 1) or removes (sign −1) one complaint to its cell at every kept zoom; a cell reaching 0 is deleted. */
  private async add(manager: EntityManager, key: MapKey, sign: 1 | -1): Promise<void> {
    const params = [key.lat, key.lng, key.category_key, key.status, key.taluka_code, key.ulb_code];
    if (sign > 0) {
      await manager.query(
        `INSERT INTO complaint_map_cells AS m (zoom, cell_x, cell_y, category_key, status, taluka_code, ulb_code, n, sum_lat, sum_lng)
         SELECT k.zoom, k.cell_x, k.cell_y, $3, $4, $5, $6, 1, $1::numeric, $2::numeric
           FROM (${CELLS_OF_POINT}) k
         ON CONFLICT (zoom, cell_x, cell_y, category_key, status, taluka_code, ulb_code)
         DO UPDATE SET n = m.n + 1, sum_lat = m.sum_lat + excluded.sum_lat, sum_lng = m.sum_lng + excluded.sum_lng`,
        params,
      );
      return;
    }
    // An INSERT … ON CONFLICT would check n >= 0 on the row it proposes (n = −1) before finding the conflict.
    const [, updated] = (await manager.query(
      `UPDATE complaint_map_cells m SET n = m.n - 1, sum_lat = m.sum_lat - $1::numeric, sum_lng = m.sum_lng - $2::numeric
         FROM (${CELLS_OF_POINT}) k
        WHERE m.zoom = k.zoom AND m.cell_x = k.cell_x AND m.cell_y = k.cell_y
          AND m.category_key = $3 AND m.status = $4 AND m.taluka_code = $5 AND m.ulb_code = $6`,
      params,
    )) as [unknown, number];
    if (updated !== MAP_CELLS_TOP_ZOOM + 1) throw new Error(`complaint_map_cells lacked ${MAP_CELLS_TOP_ZOOM + 1 - updated} cells of a counted complaint`);
    await manager.query(
      `DELETE FROM complaint_map_cells m USING (${CELLS_OF_POINT}) k
        WHERE m.zoom = k.zoom AND m.cell_x = k.cell_x AND m.cell_y = k.cell_y
          AND m.category_key = $3 AND m.status = $4 AND m.taluka_code = $5 AND m.ulb_code = $6 AND m.n = 0`,
      params,
    );
  }
}
