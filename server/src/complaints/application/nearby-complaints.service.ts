import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ComplaintStatus, NEARBY_DISTANCE_STEP_METRES, NEARBY_LIMIT, NEARBY_MAX_AGE_DAYS, NEARBY_RADIUS_METRES } from '@civic/contracts';
import type { PublicComplaint } from './public-complaint.view.js';
import { PublicComplaintsService } from './public-complaints.service.js';

/** A nearby open complaint as the wizard shows it: the public shape plus distance and the caller's relation. */
export interface NearbyComplaint extends PublicComplaint {
  /** Distance from the asked point in metres, rounded up to 25 m. */
  distanceMetres: number;
  /** The caller filed this complaint. */
  mine: boolean;
  /** The caller already said 'Me too' on it. */
  supportedByMe: boolean;
}

/** Statuses that count as open for nearby duplicates. */
const OPEN_STATUSES = [ComplaintStatus.Pending, ComplaintStatus.InProgress, ComplaintStatus.Forwarded];

/**
 * Nearby duplicates: the open (pending, in progress or forwarded; not archived) complaints of a category
 * within 150 m of a point, filed in the last 90 days, nearest first (at most 10). The distance is computed with
 * PostgreSQL's earthdistance module; `earth_box(...) @> ll_to_earth(lat, lng)` lets the GiST index
 * complaints_earth_idx find the candidates (EXPLAIN in docs/adr/0054-nearby-me-too-and-scorecards.md), `earth_distance` then keeps those truly
 * within the radius. What is answered goes through PublicComplaintsService: the public privacy rules in one place.
 */
@Injectable()
export class NearbyComplaintsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicComplaints: PublicComplaintsService,
  ) {}

  async nearby(query: { lat: number; lng: number; categoryKey: string; viewerId: string | null; now: Date }): Promise<NearbyComplaint[]> {
    const since = new Date(query.now.getTime() - NEARBY_MAX_AGE_DAYS * 24 * 3600 * 1000);
    const rows: { public_id: string; distance: number; mine: boolean; supported: boolean }[] = await this.dataSource.query(
      `SELECT c.public_id,
              earth_distance(ll_to_earth(c.lat::float8, c.lng::float8), ll_to_earth($1, $2)) AS distance,
              (c.reporter_id IS NOT NULL AND c.reporter_id = $6) AS mine,
              EXISTS (SELECT 1 FROM complaint_supports s WHERE s.complaint_id = c.id AND s.user_id = $6) AS supported
         FROM complaints c
        WHERE earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(c.lat::float8, c.lng::float8)
          AND earth_distance(ll_to_earth(c.lat::float8, c.lng::float8), ll_to_earth($1, $2)) <= $3
          AND c.category_key = $4
          AND NOT c.archived
          AND c.status = ANY($5)
          AND c.created_at >= $7
        ORDER BY distance, c.created_at DESC
        LIMIT $8`,
      [query.lat, query.lng, NEARBY_RADIUS_METRES, query.categoryKey, OPEN_STATUSES, query.viewerId, since, NEARBY_LIMIT],
    );
    if (rows.length === 0) return [];
    const found = new Map((await this.publicComplaints.list({ ids: rows.map((r) => r.public_id), limit: rows.length })).map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const complaint = found.get(r.public_id);
      if (!complaint) return [];
      const step = NEARBY_DISTANCE_STEP_METRES;
      return [{ ...complaint, distanceMetres: Math.max(step, Math.ceil(Number(r.distance) / step) * step), mine: r.mine, supportedByMe: r.supported }];
    });
  }
}
