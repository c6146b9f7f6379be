import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { pageCount, type Paged } from '@civic/contracts';
import { AuditLogEntry } from '../audit-log.entity.js';

/**
 * One audit entry as the admin pages show it (admin spec section 3, Routing audit log): the event name as
 * action, the actor, and meta = the event payload beyond the audit fields, plus entityType and entityId.
 */
export interface AuditLogItem {
  _id: string;
  action: string;
  userEmail: string | null;
  userId: string | null;
  meta: Record<string, unknown>;
  /** ISO 8601 time the event occurred. */
  createdAt: string;
}

/** Which entries to read: one context ('routing', 'content'...), a 1-based page and a page size. */
export interface AuditLogFilter {
  context: string;
  page: number;
  limit: number;
}

/** Read service of the audit log for the contexts' admin pages (exported by AuditModule); newest first. */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditLogEntry) private readonly entries: Repository<AuditLogEntry>) {}

  /** One page of a context's entries, newest first (index audit_log_context_created_idx). */
  async list(filter: AuditLogFilter): Promise<Paged<AuditLogItem>> {
    const [rows, total] = await this.entries.findAndCount({
      where: { context: filter.context },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (filter.page - 1) * filter.limit,
      take: filter.limit,
    });
    return {
      items: rows.map((r) => ({
        _id: r.id,
        action: r.action,
        userEmail: r.actorEmail,
        userId: r.actorId,
        meta: { ...r.meta, entityType: r.entityType, entityId: r.entityId },
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      page: filter.page,
      pages: pageCount(total, filter.limit),
    };
  }
}
