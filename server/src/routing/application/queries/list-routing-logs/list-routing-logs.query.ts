import { Query } from '@nestjs/cqrs';
import type { Paged } from '@civic/contracts';
import type { AuditLogItem } from '../../../../audit/public.js';

/** One page of the routing audit log, newest first (admin spec section 7, GET /api/admin/geo-routing/logs). */
export class ListRoutingLogsQuery extends Query<Paged<AuditLogItem>> {
  constructor(
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
