import { Query } from '@nestjs/cqrs';
import type { ComplaintsQuota } from '../../complaint-quota.service.js';

/** The caller's complaints quota this month (citizen spec section 7: GET /api/usage/complaints-quota). */
export class GetComplaintsQuotaQuery extends Query<ComplaintsQuota> {
  constructor(readonly userId: string) {
    super();
  }
}
