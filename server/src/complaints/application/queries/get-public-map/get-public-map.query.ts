import { Query } from '@nestjs/cqrs';
import type { PublicComplaintConditions } from '../../public-complaint-filter.js';

/** Below this zoom the public map answers grid clusters; at and above it, single complaints (docs/adr/0053-public-map-and-open-data.md). */
export const MAP_CLUSTER_MAX_ZOOM = 14;

/** Grid cells per 256 px map tile when clustering: 4, so a cell is 64 px wide at any zoom (docs/adr/0053-public-map-and-open-data.md). */
export const MAP_CELLS_PER_TILE = 4;

/**
 * Most single complaints the map answers at and above MAP_CLUSTER_MAX_ZOOM (newest first): 500 markers are more than
 * a zoom-14 view (about 2.5 km across) can show apart, and the page's list shows them 20 at a time; 2,000 made a
 * 430 kB answer that cost more to read and serialise than the 100 ms the map has at 16 readers
 * (docs/adr/0085-complaint-answer-caches.md, kept by docs/adr/0141-caches-measured-with-writes.md).
 */
export const MAP_POINT_LIMIT = 500;

/**
 * One feature of a clustered map (below MAP_CLUSTER_MAX_ZOOM): a grid cluster of several complaints at their mean
 * point, or one complaint; coordinates in degrees, rounded to the public precision when written (public-map.view.ts).
 */
export type PublicMapFeature =
  | { kind: 'cluster'; count: number; lat: number; lng: number }
  | { kind: 'complaint'; id: string; categoryKey: string; status: string; requestedAt: Date; lat: number; lng: number };

/** The map's filters: the public filter without ids (the box is `bbox`, the whole earth when absent). */
export type PublicMapFilter = Omit<PublicComplaintConditions, 'ids'>;

/**
 * GET /api/public/complaints: the public map of the complaints matching `filter` inside its box, at `zoom`, answered
 * as the GeoJSON text of PublicMapResponse (written once per answer, then kept and sent as it is).
 */
export class GetPublicMapQuery extends Query<string> {
  constructor(
    readonly filter: PublicMapFilter,
    readonly zoom: number,
  ) {
    super();
  }
}
