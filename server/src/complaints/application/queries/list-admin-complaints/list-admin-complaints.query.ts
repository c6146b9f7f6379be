import { Query } from '@nestjs/cqrs';
import type { ComplaintStatus, Paged } from '@civic/contracts';
import type { AdminComplaintView } from '../../admin-complaint-views.service.js';

/** Which complaints the desk lists (admin spec sections 2 and 7). */
export interface AdminComplaintsFilter {
  /** One of the five statuses; undefined for all. */
  status?: ComplaintStatus;
  /** true: archived complaints only; false: complaints not archived. */
  archived: boolean;
  /** newest: filing time, newest first; due: due date ascending, no due date last (the escalation ladder's desk order). */
  sort: 'newest' | 'due';
  /** Only open complaints (not resolved or rejected) past their due date at `now`. */
  overdue: boolean;
  /** Only complaints the authority answered (complaints_answered_idx). */
  answered?: boolean;
  /** Only complaints the authority returned as not its jurisdiction (complaints_returned_idx). */
  returned?: boolean;
  /** The Clock's time, for the overdue filter. */
  now: Date;
  /** 1-based page. */
  page: number;
  /** Page size, 1 to ADMIN_COMPLAINTS_MAX_LIMIT. */
  limit: number;
}

/** GET /api/admin/complaints: one page of complaints and the filter's total. */
export class ListAdminComplaintsQuery extends Query<Paged<AdminComplaintView>> {
  constructor(readonly filter: AdminComplaintsFilter) {
    super();
  }
}
