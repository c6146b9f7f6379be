import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AlertEvent } from '@civic/contracts';
import type { Repository } from 'typeorm';
import { PublicComplaintsService, type ComplaintPlacePoint, type PublicComplaint, type PublicComplaintFilter } from '../../complaints/public.js';
import { isUuid } from '../../kernel/database/uuid.js';
import { AreaAlert } from '../domain/area-alert.entity.js';

/** Most complaints one digest lists: a day of a whole taluka stays readable, the rest is on the map. */
export const DIGEST_MAX_COMPLAINTS = 100;
/** A daily alert is due when its last digest ended this long ago (the daily run may start a little early or late). */
export const DIGEST_DUE_AFTER_MS = 20 * 3600_000;

/** The columns of area_alerts as the entity names them, for the raw reads. */
const COLUMNS = `a.id, a.user_id AS "userId", a.email, a.locale, a.taluka_code AS "talukaCode", a.ulb_code AS "ulbCode",
  a.village_code AS "villageCode", a.lat, a.lng, a.radius_m AS "radiusMetres", a.area_name AS "areaName", a.categories, a.events,
  a.frequency, a.status, a.created_at AS "createdAt", a.confirmed_at AS "confirmedAt", a.paused_at AS "pausedAt",
  a.last_digest_at AS "lastDigestAt"`;

/**
 * The area alerts' reads (docs/adr/0147-area-alerts.md), shared by the alerts' routes, the daily digest and the
 * notifications worker's alert emails. Never writes.
 */
@Injectable()
export class AreaAlertsService {
  constructor(
    @InjectRepository(AreaAlert) private readonly alerts: Repository<AreaAlert>,
    private readonly complaints: PublicComplaintsService,
  ) {}

  /** One alert by id; null when unknown (or not a uuid). */
  async get(id: string): Promise<AreaAlert | null> {
    return isUuid(id) ? this.alerts.findOne({ where: { id } }) : null;
  }

  /** An account's alerts, newest first. */
  mine(userId: string): Promise<AreaAlert[]> {
    return this.alerts.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** The alerts whose emails go to `email` (an account's or an address's alone), newest first (area_alerts_email_idx). */
  ofAddress(email: string): Promise<AreaAlert[]> {
    return this.alerts.find({ where: { email: email.trim().toLowerCase() }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /**
   * The active instant alerts a complaint at `place` matches for `kind` (filed: 'new'; a status changed: 'updates'):
   * of its taluka, ULB or village, or of a circle around its point, for its category or every category. One statement,
   * one branch per kind of area, each through its partial index (area_alerts_taluka_idx, _ulb_idx, _village_idx, and
   * area_alerts_circle_idx: the circle's bounding cube holds the point, then earth_distance decides).
   */
  async instantMatches(place: ComplaintPlacePoint, kind: AlertEvent): Promise<AreaAlert[]> {
    const params: unknown[] = [kind, place.categoryKey];
    const common = `a.status = 'active' AND a.frequency = 'instant' AND $1 = ANY(a.events) AND (cardinality(a.categories) = 0 OR $2 = ANY(a.categories))`;
    const branches: string[] = [];
    const byCode = (column: string, code: string | null) => {
      if (!code) return;
      params.push(code);
      branches.push(`SELECT ${COLUMNS} FROM area_alerts a WHERE ${common} AND a.${column} = $${params.length}`);
    };
    byCode('taluka_code', place.subdistrictCode);
    byCode('ulb_code', place.ulbCode);
    byCode('village_code', place.villageCode);
    if (place.point) {
      params.push(place.point.lat, place.point.lng);
      const point = `ll_to_earth($${params.length - 1}::float8, $${params.length}::float8)`;
      branches.push(
        `SELECT ${COLUMNS} FROM area_alerts a WHERE ${common} AND a.radius_m IS NOT NULL
           AND earth_box(ll_to_earth(a.lat, a.lng), a.radius_m) @> ${point} AND earth_distance(ll_to_earth(a.lat, a.lng), ${point}) <= a.radius_m`,
      );
    }
    if (branches.length === 0) return [];
    const rows: AreaAlert[] = await this.alerts.query(`${branches.join(' UNION ALL ')} ORDER BY "createdAt", id`, params);
    return rows.map((row) => Object.assign(new AreaAlert(), row));
  }

  /** The ids of the active daily alerts whose last digest ended at least DIGEST_DUE_AFTER_MS before `now`, oldest first. */
  async dueForDigest(now: Date, limit: number): Promise<string[]> {
    const rows = await this.alerts
      .createQueryBuilder('a')
      .select('a.id', 'id')
      .where("a.status = 'active' AND a.frequency = 'daily' AND a.last_digest_at <= :cutoff", { cutoff: new Date(now.getTime() - DIGEST_DUE_AFTER_MS) })
      .orderBy('a.last_digest_at', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /**
   * What a digest of `alert` lists for [from, to): the public complaints of its area and categories filed in the
   * window ('new'), changed in it having been filed before ('updates'), or both, most recent change first.
   */
  digestMatches(alert: AreaAlert, from: Date, to: Date): Promise<PublicComplaint[]> {
    const filter: PublicComplaintFilter = { ...filterOf(alert), limit: DIGEST_MAX_COMPLAINTS };
    const wantsNew = alert.events.includes('new');
    const wantsUpdates = alert.events.includes('updates');
    if (wantsNew && !wantsUpdates) filter.from = from;
    return this.complaints.changedBetween(filter, { from, to, filedBefore: wantsUpdates && !wantsNew ? from : undefined });
  }
}

/** The public filter of an alert's area and categories (the map's and the feeds' filter). */
export function filterOf(alert: AreaAlert): Omit<PublicComplaintFilter, 'limit'> {
  const area = alert.area;
  const categoryKeys = alert.categories.length ? alert.categories : undefined;
  switch (area.kind) {
    case 'taluka':
      return { subdistrictCode: area.code, categoryKeys };
    case 'ulb':
      return { ulbCode: area.code, categoryKeys };
    case 'village':
      return { villageCode: area.code, categoryKeys };
    case 'circle':
      return { circle: { lat: area.lat, lng: area.lng, radiusMetres: area.radiusMetres }, categoryKeys };
  }
}
