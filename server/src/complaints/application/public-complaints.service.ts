import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { RowMapper } from '../../kernel/database/row-mapper.js';
import { formatMessage, Messages, type UpdateSource } from '@civic/contracts';
import { isUuid } from '../../kernel/database/uuid.js';
import { Complaint, type ComplaintUpdate } from '../domain/complaint.entity.js';
import { ComplaintPlaces, type ComplaintPlaceView } from './complaint-places.service.js';
import { ComplaintAnswerCaches } from './complaint-answer-caches.js';
import { MAP_CELLS_TOP_ZOOM } from '../reactions/update-map-cells.js';

/** Decimals kept of a coordinate shown publicly: 3 (about 110 m), so that no home is pinpointed. */
export const PUBLIC_COORDINATE_DECIMALS = 3;

/** Below this zoom the public map answers grid clusters; at and above it, single complaints (docs/adr/0053-public-map-and-open-data.md). */
export const MAP_CLUSTER_MAX_ZOOM = 14;

/** Grid cells per 256 px map tile when clustering: 4, so a cell is 64 px wide at any zoom (docs/adr/0053-public-map-and-open-data.md). */
export const MAP_CELLS_PER_TILE = 4;

/**
 * Most single complaints the map answers at and above MAP_CLUSTER_MAX_ZOOM (newest first): 500 markers are more than
 * a zoom-14 view (about 2.5 km across) can show apart, and the page's list shows them 20 at a time; 2,000 made a
 * 430 kB answer that cost more to read and serialise than the 100 ms the map has at 16 readers
 * (docs/adr/0085-complaint-answer-caches.md).
 */
export const MAP_POINT_LIMIT = 500;

/** One entry of the public history. */
export interface PublicHistoryItem {
  status: string;
  date: string;
  /** Who wrote it: admin, authority, reporter, system or integrator. */
  source: UpdateSource;
  /** On an authority's entry: the office that answered, and what it answered. */
  authorityName?: string;
  authorityAction?: string;
}

/**
 * A complaint as anyone may see it (the public privacy rules, shared by the public map, its page, the open data and
 * Open311): coordinates rounded to 3 decimals; never the reporter's name, email, phone or account, nor the
 * authorisation text; the status history as statuses, dates and who wrote them only (`publicEntryOf`: notes are free
 * text and may name people, history photos show the place; statusNote is the last entry's `publicNoteOf`).
 * The reporter's own words and pictures (title, description, location text, landmark, photos) may name a home or a
 * person: they appear only where the reporter opted in at filing (`showPublicly`, never for an anonymous complaint);
 * otherwise title, description and landmark are '', `location` is 'Near <lat>, <lng>' at the rounded point and there
 * are no photos.
 */
export interface PublicComplaint {
  /** Public id, 'GOA-2026-000123'. */
  id: string;
  categoryKey: string;
  /** The issue as filed: one of the category's subcategories, or 'Other'. */
  subcategory: string;
  /** True when the reporter opted in: title, description, location text, landmark and photos are theirs. */
  reporterShared: boolean;
  /** The reporter's title when opted in, else ''. */
  title: string;
  /** The reporter's description when opted in, else ''. */
  description: string;
  /** The reporter's location text when opted in, else 'Near 15.499, 73.828' (the rounded point). */
  location: string;
  /** The reporter's landmark when opted in, else ''. */
  landmark: string;
  /** pending, in_progress, resolved, rejected or forwarded. */
  status: string;
  /** The public note of the last history entry (`publicNoteOf`: an authority's answer in words, else ''); Open311's status_notes. */
  statusNote: string;
  /**
   * The statuses the complaint went through, oldest first, with their dates and who wrote each entry (no notes, no
   * person's name: an authority's entry names the office, as the authority letter does).
   */
  history: PublicHistoryItem[];
  /** The department of the primary authority the complaint routes to ('' when none resolved). */
  agencyDepartment: string;
  /** The village or ULB in words (null when the location codes name neither). */
  place: ComplaintPlaceView | null;
  /** Filing time. */
  requestedAt: Date;
  /** Last change. */
  updatedAt: Date;
  /** Degrees, rounded to 3 decimals. */
  lat: number;
  /** Degrees, rounded to 3 decimals. */
  lng: number;
  /** The reporter's photos when opted in, else none. */
  photoUrls: string[];
  /** The first of photoUrls, or null (Open311's media_url). */
  photoUrl: string | null;
  /** When the authority is due to act, or null before the complaint is forwarded. */
  dueAt: Date | null;
  /** Citizens who said 'Me too'; the reporter is not counted. */
  supportCount: number;
}

/**
 * One history entry as anyone may see it (Open311 servicerequestupdates): its position in the history (`index`,
 * from 0), status, date, and its public note (`publicNoteOf`). No photo of the history is public.
 */
export interface PublicUpdate {
  complaintId: string;
  index: number;
  status: string;
  date: Date;
  note: string;
}

/** The public labels of an authority's entries, by what it answered: the words the public page shows for them. */
const AUTHORITY_LABELS: Record<NonNullable<ComplaintUpdate['authorityAction']>, string> = {
  acknowledge: Messages.respond.acknowledged,
  in_progress: Messages.respond.inProgress,
  resolved: Messages.respond.resolved,
  not_ours: Messages.respond.notOurs,
  message: Messages.respond.message,
  reply: Messages.respond.reply,
};

/**
 * The public privacy rule of a history entry, for every public answer (the complaint page, Open311's requests and
 * servicerequestupdates): its status, date, who wrote it and, for an authority's entry, the office and what it answered.
 * Never its free text (an admin's or authority's note may name the reporter or an official; an escalation names
 * officials' addresses; a pause note is for staff) and never its photos (an after-photo shows the place as the
 * reporter's photos do, and the reporter's opt-in covers only what they filed).
 */
export function publicEntryOf(update: Pick<ComplaintUpdate, 'status' | 'date' | 'source' | 'authorityName' | 'authorityAction'>): PublicHistoryItem {
  return {
    status: update.status,
    date: update.date,
    source: update.source ?? 'admin',
    ...(update.source === 'authority' ? { authorityName: update.authorityName ?? '', authorityAction: update.authorityAction ?? 'message' } : {}),
  };
}

/**
 * The public note of a history entry (Open311's status_notes and an update's description): made of the public entry's
 * fields only, as the public page words it ('Resolved by Mamlatdar of Tiswadi' for an authority's entry), else ''.
 */
export function publicNoteOf(entry: PublicHistoryItem): string {
  if (entry.source !== 'authority') return '';
  const action = (entry.authorityAction ?? 'message') as keyof typeof AUTHORITY_LABELS;
  return formatMessage(AUTHORITY_LABELS[action] ?? AUTHORITY_LABELS.message, { authority: entry.authorityName ?? '' });
}

/** A map area: west, south, east, north in degrees. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Filters of `PublicComplaintsService.list` and `map`. */
/** The instant from which a map answer holds: always (it does not depend on the clock). */
const ALWAYS = new Date(0);

export interface PublicComplaintFilter {
  /** Public ids; when given, the other filters are ignored. */
  ids?: readonly string[];
  categoryKey?: string;
  /** Exact subcategory as stored (the category's spelling, or 'Other'). */
  subcategory?: string;
  /** Filed at or after. */
  from?: Date;
  /** Filed at or before. */
  to?: Date;
  statuses?: readonly string[];
  /** LGD taluka code (the complaint's location codes). */
  subdistrictCode?: string;
  /** LGD ULB code. */
  ulbCode?: string;
  /** Only complaints whose stored point lies inside. */
  bbox?: BoundingBox;
  /** Most rows returned, newest first. */
  limit: number;
}

/** One feature of the public map: a grid cluster of several complaints, or one complaint. */
export type PublicMapFeature =
  | { kind: 'cluster'; count: number; lat: number; lng: number }
  | { kind: 'complaint'; id: string; categoryKey: string; status: string; requestedAt: Date; lat: number; lng: number };

/** The public map's answer: `clustered` is true below MAP_CLUSTER_MAX_ZOOM. */
export interface PublicMapResult {
  clustered: boolean;
  /** Grid cell size in degrees when clustered, else null. */
  cellDegrees: number | null;
  features: PublicMapFeature[];
}

/** A coordinate at the public precision (3 decimals, about 100 m: the privacy rule of public views); not the stored precision (`roundToStoredPrecision`). */
export function roundToPublicPrecision(value: number): number {
  const factor = 10 ** PUBLIC_COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** A map row of one complaint as a feature, at the public precision. */
function complaintFeature(r: { id: string; category: string; status: string; created: Date; lat: number; lng: number }): PublicMapFeature {
  return {
    kind: 'complaint',
    id: r.id,
    categoryKey: r.category,
    status: r.status,
    requestedAt: r.created,
    lat: roundToPublicPrecision(r.lat),
    lng: roundToPublicPrecision(r.lng),
  };
}

/** A map box covering the whole earth (when the caller gives none). */
const WHOLE_WORLD: BoundingBox = { west: -180, south: -90, east: 180, north: 90 };

/** The columns of a cluster computed from complaint rows (`c`): count, mean point, and one complaint's fields. */
const CLUSTER_COLUMNS = [
  'count(*)::int AS n',
  'avg(c.lat)::float8 AS lat',
  'avg(c.lng)::float8 AS lng',
  'min(c.public_id) AS id',
  'min(c.category_key) AS category',
  'min(c.status) AS status',
  'min(c.created_at) AS created',
];

interface ClusterRow {
  n: number;
  lat: number;
  lng: number;
  id: string;
  category: string;
  status: string;
  created: Date;
}

/** A cluster row as a feature: one complaint when it counts one, else a cluster at its mean point. */
function clusterFeature(r: ClusterRow): PublicMapFeature {
  return r.n === 1 ? complaintFeature(r) : { kind: 'cluster', count: r.n, lat: roundToPublicPrecision(r.lat), lng: roundToPublicPrecision(r.lng) };
}

/**
 * What one source counted in one map cell (x, y at the map's zoom): n complaints and the sums of their coordinates;
 * the exact numeric sums as text and the complaint's row when it is known to be one.
 */
interface CellPart {
  x: number;
  y: number;
  n: number;
  sumLat: number;
  sumLng: number;
  latText?: string;
  lngText?: string;
  row?: ClusterRow;
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

/** A point's key from its numeric text ('15.498910' and '15.49891' are the same point). */
function pointKey(lat: string, lng: string): string {
  return `${Number(lat)},${Number(lng)}`;
}

/** The map filters on `complaint_map_cells` (m), as SQL appended after a WHERE, with their values pushed on params. */
function cellFilterSql(filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  let sql = '';
  if (filter.categoryKey) sql += ` AND m.category_key = ${p(filter.categoryKey)}`;
  if (filter.statuses) sql += ` AND m.status = ANY(${p([...filter.statuses])}::text[])`;
  if (filter.subdistrictCode) sql += ` AND m.taluka_code = ${p(filter.subdistrictCode)}`;
  if (filter.ulbCode) sql += ` AND m.ulb_code = ${p(filter.ulbCode)}`;
  return sql;
}

/** The same filters on `complaints` (c), as applyFilter writes them, for the raw SQL of the map. */
function rowFilterSql(filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>, params: unknown[]): string {
  const p = (value: unknown) => `$${params.push(value)}`;
  let sql = '';
  if (filter.categoryKey) sql += ` AND c.category_key = ${p(filter.categoryKey)}`;
  if (filter.statuses) sql += ` AND c.status = ANY(${p([...filter.statuses])}::text[])`;
  if (filter.subdistrictCode) sql += ` AND (c.geo->>'subdistrictCode') = ${p(filter.subdistrictCode)}`;
  if (filter.ulbCode) sql += ` AND (c.geo->>'ulbCode') = ${p(filter.ulbCode)}`;
  return sql;
}

/**
 * The columns of `complaints` a public view reads (toPublic, ComplaintPlaces), and nothing else: the open data reads
 * them raw, straight into entities (RowMapper), not the reporter's account, authorisation or escalation columns.
 */
const PUBLIC_COLUMNS = [
  'public_id',
  'category_key',
  'subcategory',
  'show_publicly',
  'anonymous',
  'title',
  'description',
  'location',
  'landmark',
  'status',
  'updates',
  'authority_recipients',
  'geo',
  'geo_inferred',
  'lat',
  'lng',
  'photos',
  'created_at',
  'updated_at',
  'due_at',
  'support_count',
] as const;

/** Complaints read and shaped at once by `listInBatches` (open data files). */
export const OPEN_DATA_BATCH_SIZE = 100;

/**
 * Complaints in the first batch of `listInBatches`: fewer, so that a download's first bytes (sent with the first batch)
 * leave after a short read and render even when many downloads share the process.
 */
export const OPEN_DATA_FIRST_BATCH_SIZE = 25;

/** The grid cell size in degrees at a zoom level: a 256 px tile spans 360 / 2^zoom degrees of longitude. */
export function cellDegreesAt(zoom: number): number {
  return 360 / 2 ** zoom / MAP_CELLS_PER_TILE;
}

/**
 * The public read side of complaints (exported by ComplaintsModule): the public map, its complaint page and open
 * data and Open311 all read through it, so the privacy rules above live in one place. Never
 * writes.
 */
@Injectable()
export class PublicComplaintsService {
  private readonly rows: RowMapper<Complaint>;

  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly places: ComplaintPlaces,
    private readonly caches: ComplaintAnswerCaches,
  ) {
    this.rows = new RowMapper(complaints.manager.connection, Complaint);
  }

  /** Complaints matching the filter, newest first (indexes: public id, created_at, category, taluka, ULB). */
  async list(filter: PublicComplaintFilter): Promise<PublicComplaint[]> {
    const qb = this.complaints.createQueryBuilder('c');
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      qb.where({ publicId: In([...filter.ids]) });
    } else {
      qb.where('1 = 1');
      this.applyFilter(qb, filter);
    }
    const rows = await qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.publicId', 'DESC').take(filter.limit).getMany();
    const places = await this.places.all(rows);
    return rows.map((c, i) => this.toPublic(c, places[i]));
  }

  /**
   * The same complaints as `list`, newest first, in batches of at most `batchSize` (open data), read one batch at a
   * time as the consumer asks for it: each batch is the next `batchSize` complaints after the last one yielded (keyset
   * paging on filing time then public id, through complaints_created_public_idx), so the first batch leaves after one short
   * statement however many complaints match, and a download holds one batch of entities in memory at a time
   * (docs/adr/0080-memory-limits-and-streamed-open-data.md). Complaints filed after the first batch was read are not
   * included (they sort before it).
   */
  async *listInBatches(filter: Omit<PublicComplaintFilter, 'ids'>, batchSize = OPEN_DATA_BATCH_SIZE): AsyncGenerator<PublicComplaint[]> {
    // The last complaint yielded: its filing time as PostgreSQL's text (microseconds, which a Date would round off).
    let after: { at: string; id: string } | null = null;
    for (let left = filter.limit; left > 0;) {
      const qb = this.complaints.createQueryBuilder('c').select('c.created_at::text', 'cursor_at').where('1 = 1');
      for (const column of PUBLIC_COLUMNS) qb.addSelect(`c.${column}`, column);
      this.applyFilter(qb, filter);
      // The first condition lets the index narrow the range; the row comparison decides ties on filing time.
      if (after) qb.andWhere('c.createdAt <= CAST(:at AS timestamptz) AND (c.createdAt, c.publicId) < (CAST(:at AS timestamptz), :id)', after);
      const take = Math.min(after ? batchSize : Math.min(batchSize, OPEN_DATA_FIRST_BATCH_SIZE), left);
      // Raw rows of the public columns mapped by RowMapper: TypeORM's general hydration of every column was most of
      // a batch's time, and a download's batches share the event loop with every other request.
      const raw = await qb
        .orderBy('c.createdAt', 'DESC')
        .addOrderBy('c.publicId', 'DESC')
        .limit(take)
        .getRawMany<Record<string, unknown> & { cursor_at: string }>();
      if (raw.length === 0) return;
      const entities = raw.map((row) => this.rows.map(row));
      const places = await this.places.all(entities);
      yield entities.map((c, i) => this.toPublic(c, places[i]));
      if (entities.length < take) return;
      left -= entities.length;
      after = { at: raw[raw.length - 1].cursor_at, id: entities[entities.length - 1].publicId };
    }
  }

  /**
   * The public map of the complaints matching `filter` inside `filter.bbox`: below MAP_CLUSTER_MAX_ZOOM,
   * grid clusters (cells of `cellDegreesAt(zoom)` degrees; a cell holding one complaint is answered as that complaint),
   * else at most MAP_POINT_LIMIT single complaints, newest first. Coordinates are rounded to 3 decimals (a cluster's is
   * the mean of its complaints).
   *
   * Clusters without a date or subcategory filter sum the read model `complaint_map_cells` for the cells wholly inside
   * the box and count only the box's edge strips from the rows, so the whole of Goa does not scan 100,000 complaints
   * (docs/adr/0053-public-map-and-open-data.md). With `from`/`to` (or a box narrower than one cell) the
   * clusters are grouped from the rows, read from complaints_created_public_idx (filed since a date) or complaints_map_idx
   * (a small box), whichever the planner finds narrower; both carry the columns the map reads. From
   * MAP_CLUSTER_MAX_ZOOM the newest complaints in the box come from complaints_created_public_idx, newest first,
   * stopping at MAP_POINT_LIMIT, or from the box's range of complaints_map_idx / complaints_map_lng_idx when it is
   * small.
   */
  async map(filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>, zoom: number): Promise<PublicMapResult> {
    // The same for every visitor and changed only by complaints and their map cells, never by the clock (from and to are
    // dates): kept until either changes (ComplaintAnswerCaches).
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
    return this.caches.publicMap.get(key, ALWAYS, async () => ({ value: await this.readMap(filter, zoom), validFrom: ALWAYS, validUntil: null }));
  }

  /** The map as read now: see `map`. */
  private async readMap(filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>, zoom: number): Promise<PublicMapResult> {
    const qb = this.complaints.createQueryBuilder('c').where('1 = 1');
    this.applyFilter(qb, filter);
    if (zoom >= MAP_CLUSTER_MAX_ZOOM) {
      const rows = await qb
        .select([
          'c.publicId AS id',
          'c.categoryKey AS category',
          'c.status AS status',
          'c.createdAt AS created',
          'c.lat::float8 AS lat',
          'c.lng::float8 AS lng',
        ])
        .orderBy('c.createdAt', 'DESC')
        .addOrderBy('c.publicId', 'DESC')
        .limit(MAP_POINT_LIMIT)
        .getRawMany<{ id: string; category: string; status: string; created: Date; lat: number; lng: number }>();
      return {
        clustered: false,
        cellDegrees: null,
        features: rows.map(complaintFeature),
      };
    }
    const cell = cellDegreesAt(zoom);
    const interior = filter.from || filter.to || filter.subcategory ? null : interiorCells(filter.bbox ?? WHOLE_WORLD, cell);
    if (!interior) {
      const rows = await qb
        .select(CLUSTER_COLUMNS)
        .groupBy('floor(c.lat::float8 / :cell)')
        .addGroupBy('floor(c.lng::float8 / :cell)')
        .setParameter('cell', cell)
        .getRawMany<ClusterRow>();
      return { clustered: true, cellDegrees: cell, features: rows.map(clusterFeature) };
    }
    const fineCell = cellDegreesAt(MAP_CELLS_TOP_ZOOM);
    const fine = interiorCells(filter.bbox ?? WHOLE_WORLD, fineCell)!; // inside whenever a coarser cell is
    const factor = 2 ** (MAP_CELLS_TOP_ZOOM - zoom);
    const [inside, edgeCells, edgeRows] = await Promise.all([
      this.cellParts(filter, zoom, interior, 1, null),
      factor > 1 ? this.cellParts(filter, MAP_CELLS_TOP_ZOOM, fine, factor, interior) : Promise.resolve([]),
      this.edgeRowParts(filter, cell, fineCell, fine),
    ]);
    const merged = new Map<string, CellPart>();
    for (const part of [...inside, ...edgeCells, ...edgeRows]) {
      const key = `${part.x},${part.y}`;
      const seen = merged.get(key);
      merged.set(key, seen ? { x: part.x, y: part.y, n: seen.n + part.n, sumLat: seen.sumLat + part.sumLat, sumLng: seen.sumLng + part.sumLng } : part);
    }
    return { clustered: true, cellDegrees: cell, features: await this.partFeatures(filter, [...merged.values()]) };
  }

  /**
   * Sums of the read model `complaint_map_cells` at `zoom` over the cells of `range`, grouped by the map cell they
   * fall in (`factor` of them per map cell side; 1 at the map's own zoom). With `skip`, the map cells of that range
   * (already summed at the map's zoom) are left out: the finest cells then fill the map cells the box's edges cut.
   * Index-only scans of complaint_map_cells_read_idx (by x) and complaint_map_cells_read_y_idx (by y).
   */
  private async cellParts(
    filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>,
    zoom: number,
    range: CellRange,
    factor: number,
    skip: CellRange | null,
  ): Promise<CellPart[]> {
    const strips: CellRange[] = skip
      ? [
          { x0: range.x0, x1: range.x1, y0: range.y0, y1: skip.y0 * factor - 1 },
          { x0: range.x0, x1: range.x1, y0: (skip.y1 + 1) * factor, y1: range.y1 },
          { x0: range.x0, x1: skip.x0 * factor - 1, y0: skip.y0 * factor, y1: (skip.y1 + 1) * factor - 1 },
          { x0: (skip.x1 + 1) * factor, x1: range.x1, y0: skip.y0 * factor, y1: (skip.y1 + 1) * factor - 1 },
        ].filter((r) => r.x0 <= r.x1 && r.y0 <= r.y1)
      : [range];
    if (strips.length === 0) return [];
    const params: unknown[] = [zoom, factor];
    const where = cellFilterSql(filter, params);
    const union = strips
      .map((r) => {
        const [x0, x1, y0, y1] = [r.x0, r.x1, r.y0, r.y1].map((v) => `$${params.push(v)}`);
        return `SELECT m.cell_x, m.cell_y, m.n, m.sum_lat, m.sum_lng FROM complaint_map_cells m
                 WHERE m.zoom = $1 AND m.cell_x BETWEEN ${x0} AND ${x1} AND m.cell_y BETWEEN ${y0} AND ${y1}${where}`;
      })
      .join(' UNION ALL ');
    const rows: { x: number; y: number; n: number; lat_text: string; lng_text: string }[] = await this.complaints.manager.query(
      `SELECT floor(m.cell_x::float8 / $2)::int AS x, floor(m.cell_y::float8 / $2)::int AS y, sum(m.n)::int AS n,
              sum(m.sum_lat)::text AS lat_text, sum(m.sum_lng)::text AS lng_text
         FROM (${union}) AS m
        GROUP BY 1, 2
       HAVING sum(m.n) > 0`,
      params,
    );
    return rows.map((r) => ({ x: r.x, y: r.y, n: r.n, sumLat: Number(r.lat_text), sumLng: Number(r.lng_text), latText: r.lat_text, lngText: r.lng_text }));
  }

  /**
   * The complaints inside the box whose finest cell (zoom 13, about 1.2 km) the box's edges cut, counted from the rows
   * by the map cell they fall in: four thin strips, south and north read through complaints_map_idx (lat, lng), west
   * and east through complaints_map_lng_idx (lng, lat). A row's cell is the same float8 floor as the read model's, so
   * each complaint is counted once, by the cells or here.
   */
  private async edgeRowParts(filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>, cell: number, fineCell: number, fine: CellRange): Promise<CellPart[]> {
    const { west, south, east, north } = filter.bbox ?? WHOLE_WORLD;
    const params: unknown[] = [fineCell, south, north, west, east, fine.y0, fine.y1, fine.x0, fine.x1, cell];
    const where = rowFilterSql(filter, params);
    const slack = 1e-7; // the numeric bounds only let the indexes narrow the strips; the floor conditions decide
    params.push(fine.y0 * fineCell + slack, (fine.y1 + 1) * fineCell - slack, fine.x0 * fineCell + slack, (fine.x1 + 1) * fineCell - slack);
    const n = params.length;
    const strip = (condition: string) =>
      `SELECT c.lat, c.lng, c.public_id, c.category_key, c.status, c.created_at FROM complaints c
        WHERE c.lat BETWEEN $2::numeric AND $3::numeric AND c.lng BETWEEN $4::numeric AND $5::numeric${where} AND ${condition}`;
    const y = 'floor(c.lat::float8 / $1::float8)';
    const x = 'floor(c.lng::float8 / $1::float8)';
    const rows: (ClusterRow & { x: number; y: number; lat_text: string; lng_text: string })[] = await this.complaints.manager.query(
      `SELECT floor(c.lng::float8 / $10::float8)::int AS x, floor(c.lat::float8 / $10::float8)::int AS y, ${CLUSTER_COLUMNS.join(', ')},
              sum(c.lat)::text AS lat_text, sum(c.lng)::text AS lng_text
         FROM (${strip(`c.lat < $${n - 3}::numeric AND ${y} < $6`)}
               UNION ALL ${strip(`c.lat > $${n - 2}::numeric AND ${y} > $7`)}
               UNION ALL ${strip(`c.lng < $${n - 1}::numeric AND ${x} < $8 AND ${y} BETWEEN $6 AND $7`)}
               UNION ALL ${strip(`c.lng > $${n}::numeric AND ${x} > $9 AND ${y} BETWEEN $6 AND $7`)}) AS c
        GROUP BY 1, 2`,
      params,
    );
    return rows.map((r) => ({
      x: r.x,
      y: r.y,
      n: r.n,
      sumLat: Number(r.lat_text),
      sumLng: Number(r.lng_text),
      latText: r.lat_text,
      lngText: r.lng_text,
      row: r,
    }));
  }

  /**
   * The map's features from the summed cells: a cluster at the mean point, or, for a cell counting one complaint, that
   * complaint (from its row, or found by its exact point, which the sums give, and the same filters through
   * complaints_map_idx).
   */
  private async partFeatures(filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>, parts: CellPart[]): Promise<PublicMapFeature[]> {
    const lone = parts.filter((p) => p.n === 1 && !p.row);
    const found = new Map<string, ClusterRow>();
    if (lone.length > 0) {
      const lookup: unknown[] = [lone.map((p) => p.latText), lone.map((p) => p.lngText)];
      const rowWhere = rowFilterSql(filter, lookup);
      const complaints: (ClusterRow & { lat_text: string; lng_text: string })[] = await this.complaints.manager.query(
        `SELECT 1 AS n, c.public_id AS id, c.category_key AS category, c.status, c.created_at AS created,
                c.lat::float8 AS lat, c.lng::float8 AS lng, c.lat::text AS lat_text, c.lng::text AS lng_text
           FROM unnest($1::numeric[], $2::numeric[]) AS p(lat, lng)
           JOIN complaints c ON c.lat = p.lat AND c.lng = p.lng
          WHERE true${rowWhere}`,
        lookup,
      );
      for (const c of complaints) found.set(pointKey(c.lat_text, c.lng_text), c);
    }
    return parts.map((p) => {
      const one = p.n === 1 ? (p.row ?? (p.latText && p.lngText ? found.get(pointKey(p.latText, p.lngText)) : undefined)) : undefined;
      return one
        ? complaintFeature(one)
        : { kind: 'cluster', count: p.n, lat: roundToPublicPrecision(p.sumLat / p.n), lng: roundToPublicPrecision(p.sumLng / p.n) };
    });
  }

  /** One complaint by its public id; null when unknown or deleted. */
  /**
   * The history entries dated within [from, to], oldest first, at most `limit`, as the public page shows them
   * (publicEntryOf, publicNoteOf): of every complaint, or of those filed with the Open311 key `apiKeyId`. An entry
   * dated in the window belongs to a complaint changed since `from`, so complaints_updated_idx narrows the scan (or
   * complaints_api_key_created_idx for one key); the entries are unnested, filtered and ordered in SQL.
   */
  async updatesBetween(filter: { from: Date; to: Date; apiKeyId?: string; limit: number }): Promise<PublicUpdate[]> {
    // Two fixed statements (one per filter) rather than an 'IS NULL OR' condition, so each gets its own index plan.
    const byKey = filter.apiKeyId !== undefined;
    const rows: { public_id: string; idx: string; entry: ComplaintUpdate }[] = await this.complaints.query(
      `SELECT c.public_id, e.idx - 1 AS idx, e.entry
         FROM complaints c
         CROSS JOIN LATERAL jsonb_array_elements(c.updates) WITH ORDINALITY AS e(entry, idx)
        WHERE c.updated_at >= $1 ${byKey ? 'AND c.api_key_id = $4' : ''}
          AND (e.entry->>'date')::timestamptz >= $1 AND (e.entry->>'date')::timestamptz <= $2
        ORDER BY (e.entry->>'date')::timestamptz ASC, c.public_id ASC, e.idx ASC
        LIMIT $3`,
      byKey ? [filter.from, filter.to, filter.limit, filter.apiKeyId] : [filter.from, filter.to, filter.limit],
    );
    return rows.map((r) => {
      const entry = publicEntryOf(r.entry);
      return { complaintId: r.public_id, index: Number(r.idx), status: entry.status, date: new Date(entry.date), note: publicNoteOf(entry) };
    });
  }

  async get(publicId: string): Promise<PublicComplaint | null> {
    const c = await this.complaints.findOne({ where: { publicId } });
    return c ? this.toPublic(c, await this.places.of(c)) : null;
  }

  /** The public id of the complaint with this internal uuid; null when unknown (or not a uuid). */
  async publicIdOf(uuid: string): Promise<string | null> {
    if (!isUuid(uuid)) return null;
    const c = await this.complaints.findOne({ where: { id: uuid }, select: { id: true, publicId: true } });
    return c?.publicId ?? null;
  }

  private applyFilter(qb: SelectQueryBuilder<Complaint>, filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>): void {
    if (filter.categoryKey) qb.andWhere('c.categoryKey = :categoryKey', { categoryKey: filter.categoryKey });
    if (filter.subcategory) qb.andWhere('c.subcategory = :subcategory', { subcategory: filter.subcategory });
    if (filter.from) qb.andWhere('c.createdAt >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('c.createdAt <= :to', { to: filter.to });
    if (filter.statuses) qb.andWhere('c.status IN (:...statuses)', { statuses: [...filter.statuses] });
    if (filter.subdistrictCode) qb.andWhere("(c.geo->>'subdistrictCode') = :taluka", { taluka: filter.subdistrictCode });
    if (filter.ulbCode) qb.andWhere("(c.geo->>'ulbCode') = :ulb", { ulb: filter.ulbCode });
    if (filter.bbox) {
      const { west, south, east, north } = filter.bbox;
      qb.andWhere('c.lat BETWEEN :south AND :north AND c.lng BETWEEN :west AND :east', { south, north, west, east });
    }
  }

  private toPublic(c: Complaint, place: ComplaintPlaceView | null): PublicComplaint {
    const lat = roundToPublicPrecision(c.lat);
    const lng = roundToPublicPrecision(c.lng);
    const shared = c.showPublicly && !c.anonymous;
    const photoUrls = shared ? [...c.photos] : [];
    const history = c.updates.map(publicEntryOf);
    return {
      id: c.publicId,
      categoryKey: c.categoryKey,
      subcategory: c.subcategory,
      reporterShared: shared,
      title: shared ? c.title : '',
      description: shared ? c.description : '',
      location: shared ? c.location : `Near ${lat.toFixed(PUBLIC_COORDINATE_DECIMALS)}, ${lng.toFixed(PUBLIC_COORDINATE_DECIMALS)}`,
      landmark: shared ? c.landmark : '',
      status: c.status,
      statusNote: history.length ? publicNoteOf(history[history.length - 1]) : '',
      history,
      agencyDepartment: c.authorityRecipients[0]?.authorityDepartment ?? '',
      place,
      requestedAt: c.createdAt,
      updatedAt: c.updatedAt,
      lat,
      lng,
      photoUrls,
      photoUrl: photoUrls[0] ?? null,
      dueAt: c.dueAt,
      supportCount: c.supportCount,
    };
  }
}
