import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Paged } from '@civic/contracts';
import { AuditLogService, type AuditLogItem } from '../../../../audit/public.js';
import { ROUTING_AUDIT_CONTEXT } from '../../../domain/events/routing-contact.events.js';
import { ListRoutingLogsQuery } from './list-routing-logs.query.js';

/** Reads the audit entries of the routing context through the audit module's exported query service. */
@QueryHandler(ListRoutingLogsQuery)
export class ListRoutingLogsHandler implements IQueryHandler<ListRoutingLogsQuery> {
  constructor(private readonly audit: AuditLogService) {}

  execute({ page, limit }: ListRoutingLogsQuery): Promise<Paged<AuditLogItem>> {
    return this.audit.list({ context: ROUTING_AUDIT_CONTEXT, page, limit });
  }
}
