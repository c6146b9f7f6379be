import type { SqlParams } from '../../kernel/database/sql-params.js';

/** A map area: west, south, east, north in degrees. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A circle on the earth: its centre in degrees and its radius in metres. */
export interface Circle {
  lat: number;
  lng: number;
  radiusMetres: number;
}

/** Which public complaints a read answers: the public map, the public page, the open data files and Open311's requests. */
export interface PublicComplaintFilter {
  /** Public ids; when given, the other filters are ignored. */
  ids?: readonly string[];
  categoryKey?: string;
  /** Any of these categories (an area alert's choice); empty or absent: every category. */
  categoryKeys?: readonly string[];
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
  /** LGD village code (a complaint filed in a rural place). */
  villageCode?: string;
  /** Only complaints whose stored point lies inside. */
  bbox?: BoundingBox;
  /** Only complaints whose stored point lies within `radiusMetres` of the centre (great-circle distance). */
  circle?: Circle;
  /** Most rows returned, newest first. */
  limit: number;
}

/** The filter's conditions, without the number of rows. */
export type PublicComplaintConditions = Omit<PublicComplaintFilter, 'limit'>;

/**
 * Where a table keeps what the filter reads: an SQL expression per field, or absent when the table cannot answer that
 * field (asking it then is a programming error, thrown at once).
 */
export interface FilterColumns {
  publicId?: string;
  categoryKey: string;
  subcategory?: string;
  createdAt?: string;
  status: string;
  subdistrictCode: string;
  ulbCode: string;
  villageCode?: string;
  lat?: string;
  lng?: string;
}

/**
 * The filter on `complaints c`. The taluka, ULB and village are the expressions of complaints_taluka_idx,
 * complaints_ulb_idx and complaints_village_idx; a circle is found through complaints_earth_idx;
 * public id, filing time, category and point have their own indexes (complaints_public_id_uq,
 * complaints_created_public_idx, complaints_category_idx, complaints_map_idx / complaints_map_lng_idx).
 */
export const COMPLAINT_FILTER_COLUMNS: FilterColumns = {
  publicId: 'c.public_id',
  categoryKey: 'c.category_key',
  subcategory: 'c.subcategory',
  createdAt: 'c.created_at',
  status: 'c.status',
  subdistrictCode: "(c.geo->>'subdistrictCode')",
  ulbCode: "(c.geo->>'ulbCode')",
  villageCode: "(c.geo->>'villageCode')",
  lat: 'c.lat',
  lng: 'c.lng',
};

/**
 * The filter on the map's read model `complaint_map_cells m`, which keeps counts per category, status, taluka and ULB
 * only: a map read sums it only without a subcategory or dates, and answers the box by choosing cells.
 */
export const MAP_CELL_FILTER_COLUMNS: FilterColumns = {
  categoryKey: 'm.category_key',
  status: 'm.status',
  subdistrictCode: 'm.taluka_code',
  ulbCode: 'm.ulb_code',
};

/**
 * The filter on the map's read model `complaint_map_points p`, one row per complaint with its point and what the cells
 * count it by: the edges of a box whose inside the cells answer.
 */
export const MAP_POINT_FILTER_COLUMNS: FilterColumns = {
  categoryKey: 'p.category_key',
  status: 'p.status',
  subdistrictCode: 'p.taluka_code',
  ulbCode: 'p.ulb_code',
  lat: 'p.lat',
  lng: 'p.lng',
};

/** The column of `field`, or a thrown error when the table has none. */
function column(columns: FilterColumns, field: keyof FilterColumns): string {
  const expression = columns[field];
  if (!expression) throw new Error(`The public complaint filter on ${field} cannot be read from this table`);
  return expression;
}

/**
 * The one writer of the public filter: its conditions, to be joined with AND (`allOf`), their values appended to
 * `params`. With `ids`, only the ids. Shared by every public read (the map's rows and cells, the public page, the open
 * data, Open311's requests), so that they all answer the same complaints for the same filter.
 */
export function publicComplaintConditions(filter: PublicComplaintConditions, params: SqlParams, columns: FilterColumns = COMPLAINT_FILTER_COLUMNS): string[] {
  if (filter.ids) return [`${column(columns, 'publicId')} = ANY(${params.add([...filter.ids])}::text[])`];
  const conditions: string[] = [];
  if (filter.categoryKey) conditions.push(`${column(columns, 'categoryKey')} = ${params.add(filter.categoryKey)}`);
  if (filter.categoryKeys?.length) conditions.push(`${column(columns, 'categoryKey')} = ANY(${params.add([...filter.categoryKeys])}::text[])`);
  if (filter.subcategory) conditions.push(`${column(columns, 'subcategory')} = ${params.add(filter.subcategory)}`);
  if (filter.from) conditions.push(`${column(columns, 'createdAt')} >= ${params.add(filter.from)}`);
  if (filter.to) conditions.push(`${column(columns, 'createdAt')} <= ${params.add(filter.to)}`);
  if (filter.statuses) conditions.push(`${column(columns, 'status')} = ANY(${params.add([...filter.statuses])}::text[])`);
  if (filter.subdistrictCode) conditions.push(`${column(columns, 'subdistrictCode')} = ${params.add(filter.subdistrictCode)}`);
  if (filter.ulbCode) conditions.push(`${column(columns, 'ulbCode')} = ${params.add(filter.ulbCode)}`);
  if (filter.villageCode) conditions.push(`${column(columns, 'villageCode')} = ${params.add(filter.villageCode)}`);
  if (filter.circle) {
    // earth_box finds the candidates through complaints_earth_idx (its expression, ll_to_earth(lat::float8, lng::float8));
    // earth_distance keeps those truly within the radius.
    const point = `ll_to_earth(${column(columns, 'lat')}::float8, ${column(columns, 'lng')}::float8)`;
    const centre = `ll_to_earth(${params.add(filter.circle.lat)}::float8, ${params.add(filter.circle.lng)}::float8)`;
    const radius = `${params.add(filter.circle.radiusMetres)}::float8`;
    conditions.push(`earth_box(${centre}, ${radius}) @> ${point}`, `earth_distance(${point}, ${centre}) <= ${radius}`);
  }
  if (filter.bbox) {
    const { west, south, east, north } = filter.bbox;
    conditions.push(`${column(columns, 'lat')} BETWEEN ${params.add(south)} AND ${params.add(north)}`);
    conditions.push(`${column(columns, 'lng')} BETWEEN ${params.add(west)} AND ${params.add(east)}`);
  }
  return conditions;
}
