import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { isUuid } from '../../kernel/database/uuid.js';
import { Complaint } from '../domain/complaint.entity.js';

/** Decimals kept of a coordinate shown publicly: 3 (about 110 m), so that no home is pinpointed. */
export const PUBLIC_COORDINATE_DECIMALS = 3;

/**
 * A complaint as anyone may see it (the public map's privacy rules; issue 17, Open311): coordinates rounded to
 * 3 decimals; never the reporter's name, email, phone or account; no internal notes, only the status history's
 * last message. The reporter's own words and pictures (description, location text, photos) may name a home or a
 * person, so they stay private until a reporter can opt in at filing (the public map's rule, issue 16: off by
 * default): `description` is '', `location` is 'Near <lat>, <lng>' at the rounded point, `photoUrl` is null.
 */
export interface PublicComplaint {
  /** Public id, 'GOA-2026-000123'. */
  id: string;
  categoryKey: string;
  /** The issue as filed: one of the category's subcategories, or 'Other'. */
  subcategory: string;
  /** '' (the reporter's words are private until they opt in; see above). */
  description: string;
  /** 'Near 15.499, 73.828': the rounded point, never the reporter's location text. */
  location: string;
  /** pending, in_progress, resolved, rejected or forwarded. */
  status: string;
  /** The message of the last status update ('' when none). */
  statusNote: string;
  /** The department of the primary authority the complaint routes to ('' when none resolved). */
  agencyDepartment: string;
  /** Filing time. */
  requestedAt: Date;
  /** Last change. */
  updatedAt: Date;
  /** Degrees, rounded to 3 decimals. */
  lat: number;
  /** Degrees, rounded to 3 decimals. */
  lng: number;
  /** null: photos are private until the reporter opts in (see above). */
  photoUrl: string | null;
  /** When the authority is due to act (issue 15), or null before the complaint is forwarded. */
  dueAt: Date | null;
  /** Citizens who said 'Me too' (issue 16); the reporter is not counted. */
  supportCount: number;
}

/** Filters of `PublicComplaintsReader.list`. */
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
  /** Most rows returned, newest first. */
  limit: number;
}

function round(value: number): number {
  const factor = 10 ** PUBLIC_COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * The public read side of complaints (exported by ComplaintsModule): what integrators (Open311, issue 17) may read,
 * with the privacy rules applied here, in one place. Never writes.
 */
@Injectable()
export class PublicComplaintsReader {
  constructor(@InjectRepository(Complaint) private readonly complaints: Repository<Complaint>) {}

  /** Complaints matching the filter, newest first (indexes: public id, created_at, category). */
  async list(filter: PublicComplaintFilter): Promise<PublicComplaint[]> {
    const qb = this.complaints.createQueryBuilder('c');
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      qb.where({ publicId: In([...filter.ids]) });
    } else {
      qb.where('1 = 1');
      if (filter.categoryKey) qb.andWhere('c.categoryKey = :categoryKey', { categoryKey: filter.categoryKey });
      if (filter.subcategory) qb.andWhere('c.subcategory = :subcategory', { subcategory: filter.subcategory });
      if (filter.from) qb.andWhere('c.createdAt >= :from', { from: filter.from });
      if (filter.to) qb.andWhere('c.createdAt <= :to', { to: filter.to });
      if (filter.statuses) qb.andWhere('c.status IN (:...statuses)', { statuses: [...filter.statuses] });
    }
    const rows = await qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.publicId', 'DESC').take(filter.limit).getMany();
    return rows.map((c) => this.toPublic(c));
  }

  /** One complaint by its public id; null when unknown or deleted. */
  async get(publicId: string): Promise<PublicComplaint | null> {
    const c = await this.complaints.findOne({ where: { publicId } });
    return c ? this.toPublic(c) : null;
  }

  /** The public id of the complaint with this internal uuid; null when unknown (or not a uuid). */
  async publicIdOf(uuid: string): Promise<string | null> {
    if (!isUuid(uuid)) return null;
    const c = await this.complaints.findOne({ where: { id: uuid }, select: { id: true, publicId: true } });
    return c?.publicId ?? null;
  }

  private toPublic(c: Complaint): PublicComplaint {
    const last = c.updates[c.updates.length - 1];
    const lat = round(c.lat);
    const lng = round(c.lng);
    return {
      id: c.publicId,
      categoryKey: c.categoryKey,
      subcategory: c.subcategory,
      description: '',
      location: `Near ${lat.toFixed(PUBLIC_COORDINATE_DECIMALS)}, ${lng.toFixed(PUBLIC_COORDINATE_DECIMALS)}`,
      status: c.status,
      statusNote: last?.message ?? '',
      agencyDepartment: c.authorityRecipients[0]?.authorityDepartment ?? '',
      requestedAt: c.createdAt,
      updatedAt: c.updatedAt,
      lat,
      lng,
      photoUrl: null,
      dueAt: c.dueAt,
      supportCount: c.supportCount,
    };
  }
}
