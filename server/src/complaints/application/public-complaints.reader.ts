import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../../kernel/database/uuid.js';
import { Complaint } from '../domain/complaint.entity.js';
import { ComplaintPlaces, type ComplaintPlaceView } from './complaint-places.service.js';

/** Decimals kept of a coordinate shown publicly: 3 (about 110 m), so that no home is pinpointed. */
export const PUBLIC_COORDINATE_DECIMALS = 3;

/** Below this zoom the public map answers grid clusters; at and above it, single complaints (docs/decisions.md). */
export const MAP_CLUSTER_MAX_ZOOM = 14;

/** Grid cells per 256 px map tile when clustering: 4, so a cell is 64 px wide at any zoom (docs/decisions.md). */
export const MAP_CELLS_PER_TILE = 4;

/** Most single complaints the map answers at and above MAP_CLUSTER_MAX_ZOOM (newest first). */
export const MAP_POINT_LIMIT = 2000;

/**
 * A complaint as anyone may see it (issue 16's privacy rules, shared by the public map, its page, the open data and
 * Open311, issue 17): coordinates rounded to 3 decimals; never the reporter's name, email, phone or account, nor the
 * authorisation text; the status history as statuses and dates only (admin notes are free text and may name people).
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
  /** The message of the last status update ('' when none); Open311's status_notes. */
  statusNote: string;
  /** The statuses the complaint went through, oldest first, with their dates (no names, no notes). */
  history: { status: string; date: string }[];
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
  /** When the authority is due to act (issue 15), or null before the complaint is forwarded. */
  dueAt: Date | null;
  /** Citizens who said 'Me too' (issue 16); the reporter is not counted. */
  supportCount: number;
}

/** A map area: west, south, east, north in degrees. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Filters of `PublicComplaintsReader.list` and `map`. */
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

/** A coordinate at the public precision (3 decimals). */
export function roundCoordinate(value: number): number {
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
    lat: roundCoordinate(r.lat),
    lng: roundCoordinate(r.lng),
  };
}

/** The grid cell size in degrees at a zoom level: a 256 px tile spans 360 / 2^zoom degrees of longitude. */
export function cellDegreesAt(zoom: number): number {
  return 360 / 2 ** zoom / MAP_CELLS_PER_TILE;
}

/**
 * The public read side of complaints (exported by ComplaintsModule): the public map, its complaint page and open
 * data (issue 16) and Open311 (issue 17) all read through it, so the privacy rules above live in one place. Never
 * writes.
 */
@Injectable()
export class PublicComplaintsReader {
  constructor(
    @InjectRepository(Complaint) private readonly complaints: Repository<Complaint>,
    private readonly places: ComplaintPlaces,
  ) {}

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
   * The public map (issue 16) of the complaints matching `filter` inside `filter.bbox`: below MAP_CLUSTER_MAX_ZOOM,
   * grid clusters computed in SQL (cells of `cellDegreesAt(zoom)` degrees; a cell holding one complaint is answered
   * as that complaint), else at most MAP_POINT_LIMIT single complaints, newest first. Coordinates are rounded to 3
   * decimals (a cluster's is the mean of its complaints). Reads complaints_map_idx (index-only for bbox, category,
   * status and dates).
   */
  async map(filter: Omit<PublicComplaintFilter, 'ids' | 'limit'>, zoom: number): Promise<PublicMapResult> {
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
    const rows = await qb
      .select([
        'count(*)::int AS n',
        'avg(c.lat)::float8 AS lat',
        'avg(c.lng)::float8 AS lng',
        'min(c.publicId) AS id',
        'min(c.categoryKey) AS category',
        'min(c.status) AS status',
        'min(c.createdAt) AS created',
      ])
      .groupBy('floor(c.lat::float8 / :cell)')
      .addGroupBy('floor(c.lng::float8 / :cell)')
      .setParameter('cell', cell)
      .getRawMany<{ n: number; lat: number; lng: number; id: string; category: string; status: string; created: Date }>();
    return {
      clustered: true,
      cellDegrees: cell,
      features: rows.map((r) => (r.n === 1 ? complaintFeature(r) : { kind: 'cluster', count: r.n, lat: roundCoordinate(r.lat), lng: roundCoordinate(r.lng) })),
    };
  }

  /** One complaint by its public id; null when unknown or deleted. */
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
    const last = c.updates[c.updates.length - 1];
    const lat = roundCoordinate(c.lat);
    const lng = roundCoordinate(c.lng);
    const shared = c.showPublicly && !c.anonymous;
    const photoUrls = shared ? [...c.photos] : [];
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
      statusNote: last?.message ?? '',
      history: c.updates.map((u) => ({ status: u.status, date: u.date })),
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
