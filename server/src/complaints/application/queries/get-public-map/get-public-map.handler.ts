import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PreparedReads, PreparedStatement } from '../../../../kernel/database/prepared-reads.js';
import { allOf, SqlParams } from '../../../../kernel/database/sql-params.js';
import { MAP_CELLS_TOP_ZOOM } from '../../../reactions/update-map-cells.js';
import type { ComplaintGeo } from '../../../domain/complaint.entity.js';
import { ComplaintAnswerCaches } from '../../complaint-answer-caches.js';
import { ComplaintPlaces } from '../../complaint-places.service.js';
import { MAP_CELL_FILTER_COLUMNS, MAP_POINT_FILTER_COLUMNS, publicComplaintConditions, type BoundingBox } from '../../public-complaint-filter.js';
import { featureJson, listedComplaintJson, publicMapJson } from '../../public-map.view.js';
import {
  GetPublicMapQuery,
  MAP_CELLS_PER_TILE,
  MAP_CLUSTER_MAX_ZOOM,
  MAP_POINT_LIMIT,
  type PublicMapFeature,
  type PublicMapFilter,
} from './get-public-map.query.js';

/** The instant from which a map answer holds: always (it does not depend on the clock). */
const ALWAYS = new Date(0);

/**
 * Complaints surely inside a single complaints' box (complaintsSurelyInside) up to which the box is read whole and
 * sorted, rather than scanned newest first until MAP_POINT_LIMIT match. The newest-first scan reads about
 * MAP_POINT_LIMIT / (the box's share of all complaints) index entries: at 1,000,000 complaints and a box holding 5,000,
 * 100,000 entries, about what reading a box's latitude band costs.
 */
const MAP_SPARSE_BOX = 5_000;

/** A map box covering the whole earth (when the caller gives none). */
const WHOLE_WORLD: BoundingBox = { west: -180, south: -90, east: 180, north: 90 };

/** The grid cell size in degrees at a zoom level: a 256 px tile spans 360 / 2^zoom degrees of longitude. */
export function cellDegreesAt(zoom: number): number {
  return 360 / 2 ** zoom / MAP_CELLS_PER_TILE;
}

/** The cells (inclusive index ranges) lying wholly inside a map box. */
interface CellRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * The cells of `cell` degrees lying wholly inside the box, or null when there are none (a box narrower than a cell is
 * clustered from its rows). Cell sizes are 45 × 2^k degrees, so `index * cell` is exact and the bounds are checked
 * by multiplication rather than trusted to a division.
 */
export function interiorCells(box: BoundingBox, cell: number): CellRange | null {
  let x0 = Math.ceil(box.west / cell);
  let x1 = Math.floor(box.east / cell) - 1;
  let y0 = Math.ceil(box.south / cell);
  let y1 = Math.floor(box.north / cell) - 1;
  while (x0 * cell < box.west) x0 += 1;
  while ((x1 + 1) * cell > box.east) x1 -= 1;
  while (y0 * cell < box.south) y0 += 1;
  while ((y1 + 1) * cell > box.north) y1 -= 1;
  return x0 <= x1 && y0 <= y1 ? { x0, x1, y0, y1 } : null;
}

/** The finest map cell's side in degrees (zoom MAP_CELLS_TOP_ZOOM): the cells complaint_map_cell numbers. */
const FINEST_CELL_DEGREES = cellDegreesAt(MAP_CELLS_TOP_ZOOM);

/**
 * Most finest cells whose newest complaints are looked up one by one (newestInCells): about 0.7 degrees square, more
 * than a zoom-14 view of a wide screen (0.1 degree across for 1,200 pixels). A wider box is scanned newest first.
 */
export const MAP_CELLS_LOOKED_UP = 4_096;

/** The newest complaints of a box are read in age bands (newestInCells): the first spans this many days... */
const AGE_BAND_FIRST_DAYS = 7;
/** ...each next one reaches this many times further back... */
const AGE_BAND_GROWTH = 4;
/** ...and past the band reaching this far back (about 20 years), every older complaint is read at once. */
const AGE_BAND_LAST_DAYS = AGE_BAND_FIRST_DAYS * AGE_BAND_GROWTH ** 5;
const DAY_MS = 86_400_000;
/**
 * Complaints the map's read model counts in a box's cells up to which they are read in one band, all ages at once:
 * reading them all costs about what one band's statement does, and the bands of a box holding few would each find
 * next to nothing.
 */
const MAP_FEW_IN_CELLS = 2_000;

/** The finest cells (inclusive index ranges) a box touches: every point inside it lies in one of them. */
export function touchingCells(box: BoundingBox): CellRange {
  return {
    x0: Math.floor(box.west / FINEST_CELL_DEGREES),
    x1: Math.floor(box.east / FINEST_CELL_DEGREES),
    y0: Math.floor(box.south / FINEST_CELL_DEGREES),
    y1: Math.floor(box.north / FINEST_CELL_DEGREES),
  };
}

/**
 * The numbers `complaint_map_cell(lat, lng)` gives the finest cells a box touches (y * 65536 + x, x and y the cell's
 * column and row: migration 1763805500000), or null for a box of more than MAP_CELLS_LOOKED_UP cells. The same float
 * floor as PostgreSQL's, and floor and division never decrease, so every point inside the box lies in one of them.
 */
export function cellNumbersOf(box: BoundingBox): number[] | null {
  const { x0, x1, y0, y1 } = touchingCells(box);
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAP_CELLS_LOOKED_UP) return null;
  const cells: number[] = [];
  for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) cells.push(y * 65_536 + x);
  return cells;
}

/** A map row of one complaint. */
interface PointRow {
  id: string;
  category: string;
  status: string;
  created: Date;
  lat: number;
  lng: number;
}

/**
 * A row of the single complaints' map (from MAP_CLUSTER_MAX_ZOOM): the point, the JSON of the feature's properties
 * but its place (LISTED_PROPERTIES), and the codes the place is named from.
 */
interface ListedRow {
  lat: number;
  lng: number;
  properties: string;
  village: string | null;
  ulb: string | null;
}

/**
 * The properties of a single complaints' feature but its place, as JSON written by PostgreSQL (`c`, a complaints
 * row): `createdAt` in ISO 8601 as Date.toISOString writes it (UTC, milliseconds), and the title only where the
 * reporter opted in (toPublicComplaint's rule), decided here so that no other title leaves the database.
 */
const LISTED_PROPERTIES = `json_build_object(
  'cluster', false, 'id', c.public_id, 'categoryKey', c.category_key, 'status', c.status,
  'createdAt', to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'title', CASE WHEN c.show_publicly AND NOT c.anonymous THEN c.title ELSE '' END)::text`;

/** The rows of the single complaints' map for the public ids of `page` (a WITH query), newest first. */
const LISTED_ROWS_OF_PAGE = `SELECT c.lat::float8 AS lat, c.lng::float8 AS lng, ${LISTED_PROPERTIES} AS properties,
         c.geo->>'villageCode' AS village, c.geo->>'ulbCode' AS ulb
    FROM page JOIN complaints c USING (public_id)
   ORDER BY c.created_at DESC, c.public_id DESC`;

/** The rows of the single complaints' map for a list of public ids ($1), prepared: its text never changes. */
const LISTED_ROWS = new PreparedStatement('map-listed-rows', `WITH page AS (SELECT unnest($1::text[]) AS public_id) ${LISTED_ROWS_OF_PAGE}`);

/**
 * How many complaints the map's read model counts in a range of cells at a zoom ($1; x from $2 to $3, y from $4 to
 * $5), read from complaint_map_cell_totals_read_idx: a few hundred rows at most for a zoom-14 view.
 */
const COUNTED_IN_CELLS = new PreparedStatement(
  'map-counted-in-cells',
  `SELECT coalesce(sum(n), 0)::int AS n FROM complaint_map_cell_totals
    WHERE zoom = $1 AND cell_x BETWEEN $2 AND $3 AND cell_y BETWEEN $4 AND $5`,
);

/** The location codes ComplaintPlaces names a place from (the district and taluka are not needed for it). */
function placeCodes(r: ListedRow): ComplaintGeo {
  return { districtCode: null, subdistrictCode: null, villageCode: r.village, ulbCode: r.ulb };
}

/** A map row of one complaint as a feature of a clustered map (rounded to the public precision when written). */
function complaintFeature(r: PointRow): PublicMapFeature {
  return { kind: 'complaint', id: r.id, categoryKey: r.category, status: r.status, requestedAt: r.created, lat: r.lat, lng: r.lng };
}

/** The columns of a cluster computed from complaint rows (`c`): count, mean point, and one complaint's fields. */
const CLUSTER_COLUMNS = [
  'count(*)::int AS n',
  'avg(c.lat)::float8 AS lat',
  'avg(c.lng)::float8 AS lng',
  'min(c.public_id) AS id',
  'min(c.category_key) AS category',
  'min(c.status) AS status',
  'min(c.created_at) AS created',
].join(', ');

/** A cluster row: how many complaints, their mean point, and (read when it counts one) that complaint's fields. */
interface ClusterRow extends PointRow {
  n: number;
}

/** A cluster row as a feature: one complaint when it counts one, else a cluster at its mean point. */
function clusterFeature(r: ClusterRow): PublicMapFeature {
  return r.n === 1 ? complaintFeature(r) : { kind: 'cluster', count: r.n, lat: r.lat, lng: r.lng };
}

/**
 * What one source counted in one map cell (x, y at the map's zoom): n complaints and the sums of their coordinates,
 * also as exact numeric text (the point of a cell counting one complaint, by which it is found).
 */
interface CellPart {
  x: number;
  y: number;
  n: number;
  sumLat: number;
  sumLng: number;
  latText?: string;
  lngText?: string;
}

/** A point's key from its numeric text ('15.498910' and '15.49891' are the same point). */
function pointKey(lat: string, lng: string): string {
  return `${Number(lat)},${Number(lng)}`;
}

/** The filter without its box: the cells answer the box by their ranges, and a lone cell's point lies inside it. */
function withoutBox(filter: PublicMapFilter): PublicMapFilter {
  const { bbox: _box, ...rest } = filter;
  return rest;
}

/**
 * The public map of the complaints matching the filter inside its box (publicComplaintConditions, the filter every
 * public read shares): below MAP_CLUSTER_MAX_ZOOM, grid clusters (cells of `cellDegreesAt(zoom)` degrees; a cell holding
 * one complaint is answered as that complaint), else at most MAP_POINT_LIMIT single complaints, newest first.
 * Coordinates are rounded to 3 decimals (a cluster's is the mean of its complaints). The answer is the GeoJSON text of
 * PublicMapResponse (public-map.view.ts).
 *
 * Clusters without a date or subcategory filter sum the read model `complaint_map_cells` (or, without any filter, its
 * totals per cell) for the cells wholly inside the box and count only the box's edge strips from its points, so the
 * whole of Goa does not scan 100,000 complaints (docs/adr/0053-public-map-and-open-data.md,
 * docs/adr/0158-map-cell-totals-and-edge-points.md). With `from`/`to` (or a box narrower than one cell) the
 * clusters are grouped from the rows, read from complaints_created_public_idx (filed since a date) or complaints_map_idx
 * (a small box), whichever the planner finds narrower; both carry the columns the map reads. From
 * MAP_CLUSTER_MAX_ZOOM the public ids of the newest complaints in the box come from its cells' entries in
 * complaints_map_cell_created_idx, read in age bands (newestInCells; newestScanned for a box of more than
 * MAP_CELLS_LOOKED_UP cells or none), and only those rows are then read.
 *
 * The answer is the same for every visitor and changed only by complaints and the map's read model, never by the
 * clock (from and to are dates): kept until either changes (ComplaintAnswerCaches.publicMap).
 */
@QueryHandler(GetPublicMapQuery)
export class GetPublicMapHandler implements IQueryHandler<GetPublicMapQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly caches: ComplaintAnswerCaches,
    private readonly places: ComplaintPlaces,
    private readonly preparedReads: PreparedReads,
  ) {}

  execute({ filter, zoom }: GetPublicMapQuery): Promise<string> {
    const key = JSON.stringify([
      zoom,
      filter.bbox ?? null,
      filter.categoryKey ?? null,
      filter.subcategory ?? null,
      filter.from?.toISOString() ?? null,
      filter.to?.toISOString() ?? null,
      filter.statuses ?? null,
      filter.subdistrictCode ?? null,
      filter.ulbCode ?? null,
    ]);
    return this.caches.publicMap.get(key, ALWAYS, async () => ({ value: await this.read(filter, zoom), validFrom: ALWAYS, validUntil: null }));
  }

  /** The map as read now, as GeoJSON text. */
  private async read(filter: PublicMapFilter, zoom: number): Promise<string> {
    if (zoom >= MAP_CLUSTER_MAX_ZOOM) {
      // The page's public ids first, from the columns an index carries, then only the page's rows for the title and
      // the place: in one statement the planner fetched every scanned entry's row to test the box, about 17,000 rows
      // for 500 at 1,000,000 complaints. PostgreSQL writes each feature's properties as JSON: 500 complaints make no
      // objects but their rows here, where the same answer built as objects kept the collector busy for a third of its
      // time (bench/results-history.md).
      const box = filter.bbox;
      const cells = box ? cellNumbersOf(box) : null;
      let rows: ListedRow[];
      if (box && cells) {
        rows = await this.preparedReads.query<ListedRow>(LISTED_ROWS, [await this.newestInCells(filter, box, cells)]);
      } else {
        const params = new SqlParams();
        const page = await this.newestScanned(filter, params);
        rows = await this.dataSource.query(`WITH page AS (${page}) ${LISTED_ROWS_OF_PAGE}`, params.values);
      }
      const places = await this.places.all(rows.map((r) => ({ geo: placeCodes(r), geoInferred: false })));
      return publicMapJson(
        false,
        null,
        rows.map((r, i) => listedComplaintJson(r.lat, r.lng, r.properties, places[i]?.name ?? null)),
      );
    }
    const cell = cellDegreesAt(zoom);
    const box = filter.bbox ?? WHOLE_WORLD;
    const interior = filter.from || filter.to || filter.subcategory ? null : interiorCells(box, cell);
    if (!interior) {
      const params = new SqlParams();
      const where = allOf(publicComplaintConditions(filter, params));
      const size = params.add(cell);
      const rows: ClusterRow[] = await this.dataSource.query(
        `SELECT ${CLUSTER_COLUMNS} FROM complaints c WHERE ${where} GROUP BY floor(c.lat::float8 / ${size}), floor(c.lng::float8 / ${size})`,
        params.values,
      );
      return publicMapJson(
        true,
        cell,
        rows.map((r) => featureJson(clusterFeature(r))),
      );
    }
    const fineCell = cellDegreesAt(MAP_CELLS_TOP_ZOOM);
    const fine = interiorCells(box, fineCell)!; // inside whenever a coarser cell is
    const factor = 2 ** (MAP_CELLS_TOP_ZOOM - zoom);
    const [inside, edgeCells, edgePoints] = await Promise.all([
      this.cellParts(filter, zoom, interior, 1, null),
      factor > 1 ? this.cellParts(filter, MAP_CELLS_TOP_ZOOM, fine, factor, interior) : Promise.resolve([]),
      this.edgePointParts({ ...filter, bbox: box }, cell, fineCell, fine),
    ]);
    const merged = new Map<string, CellPart>();
    for (const part of [...inside, ...edgeCells, ...edgePoints]) {
      const key = `${part.x},${part.y}`;
      const seen = merged.get(key);
      merged.set(key, seen ? { x: part.x, y: part.y, n: seen.n + part.n, sumLat: seen.sumLat + part.sumLat, sumLng: seen.sumLng + part.sumLng } : part);
    }
    return publicMapJson(true, cell, (await this.partFeatures(filter, [...merged.values()])).map(featureJson));
  }

  /**
   * The public ids of the newest MAP_POINT_LIMIT complaints matching the filter inside its box, newest first, read cell
   * by cell from complaints_map_cell_created_idx (`cells`: the box's finest cells, cellNumbersOf) one age band at a
   * time: the last AGE_BAND_FIRST_DAYS, then bands AGE_BAND_GROWTH times older, then all older, until the page is
   * full. Each band reads only the box's cells' entries filed in it, whatever the rest of Goa holds, and the bands are
   * disjoint and ordered, so their pages laid end to end are the newest first. A box of a busy town is full within a
   * band or two. Where the map's read model counts at most MAP_FEW_IN_CELLS complaints in the box's cells, one band
   * reads them all: the count only chooses how to read (a complaint it has not counted yet is read all the same).
   * Each cell is a LATERAL subquery, newest first with its own LIMIT, which only that index answers: given the cells as
   * one list, the planner read the wider bands from the box's latitude band of complaints_map_idx instead
   * (bench/results-history.md).
   */
  private async newestInCells(filter: PublicMapFilter, box: BoundingBox, cells: number[]): Promise<string[]> {
    const found: string[] = [];
    const now = Date.now();
    let newer: Date | null = null;
    const first = (await this.complaintsCountedIn(touchingCells(box))) <= MAP_FEW_IN_CELLS ? Infinity : AGE_BAND_FIRST_DAYS;
    for (let days = first; ; days *= AGE_BAND_GROWTH) {
      const older = days <= AGE_BAND_LAST_DAYS ? new Date(now - days * DAY_MS) : null;
      const params = new SqlParams();
      const cellList = params.add(cells);
      const conditions = ['complaint_map_cell(c.lat, c.lng) = cell.number', ...publicComplaintConditions(filter, params)];
      if (older) conditions.push(`c.created_at >= ${params.add(older)}`);
      if (newer) conditions.push(`c.created_at < ${params.add(newer)}`);
      const limit = params.add(MAP_POINT_LIMIT - found.length);
      const rows: { public_id: string }[] = await this.dataSource.query(
        `SELECT p.public_id FROM unnest(${cellList}::int[]) AS cell(number)
          CROSS JOIN LATERAL (
            SELECT c.public_id, c.created_at FROM complaints c WHERE ${allOf(conditions)}
             ORDER BY c.created_at DESC, c.public_id DESC LIMIT ${limit}) p
          ORDER BY p.created_at DESC, p.public_id DESC LIMIT ${limit}`,
        params.values,
      );
      for (const row of rows) found.push(row.public_id);
      if (found.length >= MAP_POINT_LIMIT || !older) return found;
      newer = older;
    }
  }

  /**
   * The statement listing the public ids of the newest MAP_POINT_LIMIT complaints matching the filter, for a map
   * without a box or with one of more than MAP_CELLS_LOOKED_UP cells, its values added to `params`. Which index finds
   * the ids depends on how many complaints the box holds, which the planner cannot tell (a box over the sea within
   * Goa's range looks as full as one over Panaji): the newest-first scan of complaints_created_public_idx stops after
   * MAP_POINT_LIMIT matches, quickly where they are dense, but reads the whole index where there are none; the box's
   * range of complaints_map_idx reads the box's latitude band once. The map's read model counts the complaints surely
   * in the box in a few hundred rows and decides (bench/results-history.md).
   */
  private async newestScanned(filter: PublicMapFilter, params: SqlParams): Promise<string> {
    const inBox = `SELECT c.public_id, c.created_at FROM complaints c WHERE ${allOf(publicComplaintConditions(filter, params))}`;
    const limit = params.add(MAP_POINT_LIMIT);
    return filter.bbox && (await this.complaintsSurelyInside(filter.bbox)) <= MAP_SPARSE_BOX
      ? `WITH in_box AS MATERIALIZED (${inBox}) SELECT public_id FROM in_box ORDER BY created_at DESC, public_id DESC LIMIT ${limit}`
      : `${inBox} ORDER BY c.created_at DESC, c.public_id DESC LIMIT ${limit}`;
  }

  /**
   * How many complaints the finest cells of the map's read model (zoom MAP_CELLS_TOP_ZOOM, about 1.2 km) lying wholly
   * inside the box count, whatever the filters: at most the box's complaints, read from
   * complaint_map_cell_totals_read_idx; 0 for a box narrower than a cell. A lower bound, so that a box counted as full
   * is full: the cells touching the box, an upper bound, counted a busy town just outside an empty box, and the
   * newest-first scan then read the whole index for a box that held nothing (167 ms at 1,000,000 complaints). It only
   * chooses how the box is read, so a complaint the read model has not counted yet changes no answer.
   */
  private async complaintsSurelyInside(box: BoundingBox): Promise<number> {
    const inside = interiorCells(box, FINEST_CELL_DEGREES);
    return inside ? this.complaintsCountedIn(inside) : 0;
  }

  /** How many complaints the map's read model counts in the finest cells (zoom MAP_CELLS_TOP_ZOOM) of `range`. */
  private async complaintsCountedIn(range: CellRange): Promise<number> {
    const [{ n }] = await this.preparedReads.query<{ n: number }>(COUNTED_IN_CELLS, [MAP_CELLS_TOP_ZOOM, range.x0, range.x1, range.y0, range.y1]);
    return n;
  }

  /**
   * Sums of the read model `complaint_map_cells` at `zoom` over the cells of `range`, grouped by the map cell they
   * fall in (`factor` of them per map cell side; 1 at the map's own zoom). With `skip`, the map cells of that range
   * (already summed at the map's zoom) are left out: the finest cells then fill the map cells the box's edges cut.
   * Read through complaint_map_cells_read_idx (by x), complaint_map_cells_read_y_idx (by y) or
   * complaint_map_cells_taluka_idx; with no category, status, taluka or ULB, from `complaint_map_cell_totals`.
   */
  private async cellParts(filter: PublicMapFilter, zoom: number, range: CellRange, factor: number, skip: CellRange | null): Promise<CellPart[]> {
    const strips: CellRange[] = skip
      ? [
          { x0: range.x0, x1: range.x1, y0: range.y0, y1: skip.y0 * factor - 1 },
          { x0: range.x0, x1: range.x1, y0: (skip.y1 + 1) * factor, y1: range.y1 },
          { x0: range.x0, x1: skip.x0 * factor - 1, y0: skip.y0 * factor, y1: (skip.y1 + 1) * factor - 1 },
          { x0: (skip.x1 + 1) * factor, x1: range.x1, y0: skip.y0 * factor, y1: (skip.y1 + 1) * factor - 1 },
        ].filter((r) => r.x0 <= r.x1 && r.y0 <= r.y1)
      : [range];
    if (strips.length === 0) return [];
    const params = new SqlParams();
    const z = params.add(zoom);
    const perSide = params.add(factor);
    const filters = publicComplaintConditions(withoutBox(filter), params, MAP_CELL_FILTER_COLUMNS);
    // Without a filter value, the cells' totals: one row per cell instead of one per cell and combination of values.
    const table = filters.length === 0 ? 'complaint_map_cell_totals' : 'complaint_map_cells';
    const union = strips
      .map((r) => {
        const where = [
          `m.zoom = ${z}`,
          `m.cell_x BETWEEN ${params.add(r.x0)} AND ${params.add(r.x1)}`,
          `m.cell_y BETWEEN ${params.add(r.y0)} AND ${params.add(r.y1)}`,
          ...filters,
        ];
        return `SELECT m.cell_x, m.cell_y, m.n, m.sum_lat, m.sum_lng FROM ${table} m WHERE ${allOf(where)}`;
      })
      .join(' UNION ALL ');
    const rows: { x: number; y: number; n: number; lat_text: string; lng_text: string }[] = await this.dataSource.query(
      `SELECT floor(m.cell_x::float8 / ${perSide})::int AS x, floor(m.cell_y::float8 / ${perSide})::int AS y, sum(m.n)::int AS n,
              sum(m.sum_lat)::text AS lat_text, sum(m.sum_lng)::text AS lng_text
         FROM (${union}) AS m
        GROUP BY 1, 2
       HAVING sum(m.n) > 0`,
      params.values,
    );
    return rows.map((r) => ({ x: r.x, y: r.y, n: r.n, sumLat: Number(r.lat_text), sumLng: Number(r.lng_text), latText: r.lat_text, lngText: r.lng_text }));
  }

  /**
   * The complaints inside the box whose finest cell (zoom 13, about 1.2 km) the box's edges cut, counted by the map
   * cell they fall in from the read model's points (`complaint_map_points`, written with the cells in one transaction,
   * so that the edges and the cells inside count the same complaints): up to four thin strips, south and north read
   * from complaint_map_points_lat_idx (lat, lng), west and east from complaint_map_points_lng_idx (lng, lat), each
   * carrying the columns the filter reads. A point's cell is the same float8 floor as the cells', so each complaint
   * is counted once, by the cells or here. `filter.bbox` is the box.
   *
   * Only the stretches of the strips whose cut cells the read model counts a complaint of the filter in are read
   * (cutCells): points snapped to Goa's border gather in the cells that the default box's edges cut, a few thousand
   * of them at 1,000,000 complaints.
   */
  private async edgePointParts(filter: PublicMapFilter, cell: number, fineCell: number, fine: CellRange): Promise<CellPart[]> {
    const cut = await this.cutCells(filter, fine);
    const south = cut.filter((p) => p.y < fine.y0);
    const north = cut.filter((p) => p.y > fine.y1);
    const west = cut.filter((p) => p.x < fine.x0 && p.y >= fine.y0 && p.y <= fine.y1);
    const east = cut.filter((p) => p.x > fine.x1 && p.y >= fine.y0 && p.y <= fine.y1);
    if (south.length + north.length + west.length + east.length === 0) return [];
    const params = new SqlParams();
    const filters = publicComplaintConditions(filter, params, MAP_POINT_FILTER_COLUMNS);
    const size = params.add(fineCell);
    const slack = 1e-7; // the numeric bounds only let the indexes narrow the strips; the floor conditions decide
    const y = `floor(p.lat::float8 / ${size}::float8)`;
    const x = `floor(p.lng::float8 / ${size}::float8)`;
    /** The numeric range of the cut cells' longitudes or latitudes (`along`): the stretch of a strip worth reading. */
    const stretch = (along: 'p.lat' | 'p.lng', cells: CellPart[]) => {
      const indexes = cells.map((c) => (along === 'p.lng' ? c.x : c.y));
      const from = params.add(Math.min(...indexes) * fineCell - slack);
      const to = params.add((Math.max(...indexes) + 1) * fineCell + slack);
      return `${along} BETWEEN ${from}::numeric AND ${to}::numeric`;
    };
    // A strip's conditions are made (and their values added) only for a strip that is read.
    const strip = (cells: CellPart[], along: 'p.lat' | 'p.lng', conditions: () => string[]) =>
      cells.length === 0 ? [] : [`SELECT p.lat, p.lng FROM complaint_map_points p WHERE ${allOf([...filters, ...conditions(), stretch(along, cells)])}`];
    const strips = [
      ...strip(south, 'p.lng', () => [`p.lat < ${params.add(fine.y0 * fineCell + slack)}::numeric`, `${y} < ${params.add(fine.y0)}`]),
      ...strip(north, 'p.lng', () => [`p.lat > ${params.add((fine.y1 + 1) * fineCell - slack)}::numeric`, `${y} > ${params.add(fine.y1)}`]),
      ...strip(west, 'p.lat', () => [
        `p.lng < ${params.add(fine.x0 * fineCell + slack)}::numeric`,
        `${x} < ${params.add(fine.x0)}`,
        `${y} BETWEEN ${params.add(fine.y0)} AND ${params.add(fine.y1)}`,
      ]),
      ...strip(east, 'p.lat', () => [
        `p.lng > ${params.add((fine.x1 + 1) * fineCell - slack)}::numeric`,
        `${x} > ${params.add(fine.x1)}`,
        `${y} BETWEEN ${params.add(fine.y0)} AND ${params.add(fine.y1)}`,
      ]),
    ];
    const mapCell = params.add(cell);
    const rows: { x: number; y: number; n: number; lat_text: string; lng_text: string }[] = await this.dataSource.query(
      `SELECT floor(p.lng::float8 / ${mapCell}::float8)::int AS x, floor(p.lat::float8 / ${mapCell}::float8)::int AS y, count(*)::int AS n,
              sum(p.lat)::text AS lat_text, sum(p.lng)::text AS lng_text
         FROM (${strips.join(' UNION ALL ')}) AS p
        GROUP BY 1, 2`,
      params.values,
    );
    return rows.map((r) => ({ x: r.x, y: r.y, n: r.n, sumLat: Number(r.lat_text), sumLng: Number(r.lng_text), latText: r.lat_text, lngText: r.lng_text }));
  }

  /**
   * The finest cells (zoom MAP_CELLS_TOP_ZOOM) in the ring around `fine`, the cells the box's edges may cut, in which
   * the read model counts a complaint of the filter: read from complaint_map_cells' indexes, at most a few hundred
   * rows.
   */
  private cutCells(filter: PublicMapFilter, fine: CellRange): Promise<CellPart[]> {
    const ring = { x0: fine.x0 - 1, x1: fine.x1 + 1, y0: fine.y0 - 1, y1: fine.y1 + 1 };
    return this.cellParts(filter, MAP_CELLS_TOP_ZOOM, ring, 1, fine);
  }

  /**
   * The map's features from the summed cells: a cluster at the mean point, or, for a cell counting one complaint, that
   * complaint (found by its exact point, which the sums give, and the same filters through complaints_map_idx).
   */
  private async partFeatures(filter: PublicMapFilter, parts: CellPart[]): Promise<PublicMapFeature[]> {
    const lone = parts.filter((p) => p.n === 1);
    const found = new Map<string, ClusterRow>();
    if (lone.length > 0) {
      const params = new SqlParams();
      const lats = params.add(lone.map((p) => p.latText));
      const lngs = params.add(lone.map((p) => p.lngText));
      const where = allOf(publicComplaintConditions(withoutBox(filter), params));
      const complaints: (ClusterRow & { lat_text: string; lng_text: string })[] = await this.dataSource.query(
        `SELECT 1 AS n, c.public_id AS id, c.category_key AS category, c.status, c.created_at AS created,
                c.lat::float8 AS lat, c.lng::float8 AS lng, c.lat::text AS lat_text, c.lng::text AS lng_text
           FROM unnest(${lats}::numeric[], ${lngs}::numeric[]) AS p(lat, lng)
           JOIN complaints c ON c.lat = p.lat AND c.lng = p.lng
          WHERE ${where}`,
        params.values,
      );
      for (const c of complaints) found.set(pointKey(c.lat_text, c.lng_text), c);
    }
    return parts.map((p) => {
      const one = p.n === 1 && p.latText && p.lngText ? found.get(pointKey(p.latText, p.lngText)) : undefined;
      return one ? complaintFeature(one) : { kind: 'cluster', count: p.n, lat: p.sumLat / p.n, lng: p.sumLng / p.n };
    });
  }
}
