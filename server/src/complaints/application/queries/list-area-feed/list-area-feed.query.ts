import { Query } from '@nestjs/cqrs';
import type { PublicComplaintFilter } from '../../public-complaint-filter.js';
import type { PublicComplaint } from '../../public-complaint.view.js';

/** Entries of an area's Atom feed: enough for a feed reader polling every few hours in Goa's busiest taluka. */
export const AREA_FEED_ENTRIES = 50;

/**
 * GET /feeds/area.atom: the complaints of an area (the public map's filters, a village, a circle) that changed last,
 * most recent change first, at most `filter.limit`, under the public privacy rules.
 */
export class ListAreaFeedQuery extends Query<PublicComplaint[]> {
  constructor(readonly filter: Omit<PublicComplaintFilter, 'ids'>) {
    super();
  }
}
