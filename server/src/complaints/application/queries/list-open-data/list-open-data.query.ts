import { Query } from '@nestjs/cqrs';
import type { PublicComplaintFilter } from '../../public-complaint-filter.js';
import type { PublicComplaint } from '../../public-complaint.view.js';

/** Complaints read and shaped at once by ListOpenDataHandler (open data files). */
export const OPEN_DATA_BATCH_SIZE = 100;

/**
 * Complaints in the first batch of ListOpenDataHandler: fewer, so that a download's first bytes (sent with the first
 * batch) leave after a short read and render even when many downloads share the process.
 */
export const OPEN_DATA_FIRST_BATCH_SIZE = 25;

/**
 * GET /api/public/complaints.csv and .geojson: the complaints matching `filter` (ids aside), newest first, at most
 * `filter.limit`, as batches of at most `batchSize` read one at a time as the consumer asks for them.
 */
export class ListOpenDataQuery extends Query<AsyncGenerator<PublicComplaint[]>> {
  constructor(
    readonly filter: Omit<PublicComplaintFilter, 'ids'>,
    readonly batchSize: number = OPEN_DATA_BATCH_SIZE,
  ) {
    super();
  }
}
