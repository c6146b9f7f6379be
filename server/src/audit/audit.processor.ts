import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { DomainEvent } from '../kernel/events/domain-event.js';
import { EventSubscriptions } from '../kernel/events/event-subscriptions.js';
import { QueueName } from '../kernel/events/queues.js';
import { AuditLogEntry } from './audit-log.entity.js';

/**
 * Fields an event payload may carry for the audit log; all optional. The rest of the payload is kept as meta.
 */
export interface AuditFields {
  context?: string;
  actorId?: string | null;
  actorEmail?: string | null;
  entityType?: string;
  entityId?: string;
}

/** Consumes every event on the audit queue and records it once in audit_log. */
@Injectable()
export class AuditProcessor implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    this.subscriptions.register({ event: '*', queue: QueueName.Audit, handler: 'record-audit-entry', run: (event, manager) => this.record(event, manager) });
  }

  async record(event: DomainEvent, manager: EntityManager): Promise<void> {
    const { context, actorId, actorEmail, entityType, entityId, ...meta } = event.payload as AuditFields & Record<string, unknown>;
    await manager
      .createQueryBuilder()
      .insert()
      .into(AuditLogEntry)
      .values({
        eventId: event.id,
        action: event.name,
        context: context ?? null,
        actorId: actorId ?? null,
        actorEmail: actorEmail ?? null,
        entityType: entityType ?? null,
        entityId: entityId ?? null,
        meta: meta as object,
        createdAt: new Date(event.occurredAt),
      } as QueryDeepPartialEntity<AuditLogEntry>)
      .orIgnore()
      .execute();
  }
}
