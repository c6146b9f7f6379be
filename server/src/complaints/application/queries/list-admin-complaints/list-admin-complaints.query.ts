import { Query } from '@nestjs/cqrs';
import type { ComplaintStatus, Paged } from '@civic/contracts';
import type { AdminComplaintView } from '../../admin-complaint-view.js';

/** Which complaints the desk lists (admin spec sections 2 and 7). */
export interface AdminComplaintsFilter {
  /** One of the five statuses; undefined for all. */
  status?: ComplaintStatus;
  /** true: archived complaints only; false: complaints not archived. */
  archived: boolean;
  /** 1-based page. */
  page: number;
  /** Page size, 1 to ADMIN_COMPLAINTS_MAX_LIMIT. */
  limit: number;
}

/** GET /api/admin/complaints: one page of complaints, newest first. */
export class ListAdminComplaintsQuery extends Query<Paged<AdminComplaintView>> {
  constructor(readonly filter: AdminComplaintsFilter) {
    super();
  }
}
