import { Query } from '@nestjs/cqrs';
import type { ComplaintStatus } from '@civic/contracts';
import type { JsonBody } from '../../../../kernel/cache/json-body.js';

/** Which complaints the desk lists (admin spec sections 2 and 7). */
export interface AdminComplaintsFilter {
  /** One of the five statuses; undefined for all. */
  status?: ComplaintStatus;
  /** true: archived complaints only; false: complaints not archived. */
  archived: boolean;
  /** newest: filing time, newest first; due: due date ascending, no due date last (issue 15). */
  sort: 'newest' | 'due';
  /** Only open complaints (not resolved or rejected) past their due date at `now`. */
  overdue: boolean;
  /** The Clock's time, for the overdue filter. */
  now: Date;
  /** 1-based page. */
  page: number;
  /** Page size, 1 to ADMIN_COMPLAINTS_MAX_LIMIT. */
  limit: number;
}

/**
 * GET /api/admin/complaints: one page of complaints, answered serialized: a `Paged<AdminComplaintView>` as a JsonBody
 * (ListAdminComplaintsHandler keeps newest-first pages, issue 14).
 */
export class ListAdminComplaintsQuery extends Query<JsonBody> {
  constructor(readonly filter: AdminComplaintsFilter) {
    super();
  }
}
