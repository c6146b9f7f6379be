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

const SECRET_KEY = /(password|secret|token|verifyurl|reseturl)/i;

/**
 * Drops credentials from an event payload before it is kept: keys that name a password, secret or token,
 * and one-time links (verification and password reset URLs carry a token). The audit log is read by admins;
 * the one-time links themselves live only in the recipient's email.
 */
export function redactSecrets(payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (SECRET_KEY.test(key) || (typeof value === 'string' && /[?&]token=/.test(value))) out[key] = '[redacted]';
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = redactSecrets(value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

/** Consumes every event on the audit queue and records it once in audit_log. */
@Injectable()
export class AuditProcessor implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    this.subscriptions.register({ event: '*', queue: QueueName.Audit, handler: 'record-audit-entry', run: (event, manager) => this.record(event, manager) });
  }

  async record(event: DomainEvent, manager: EntityManager): Promise<void> {
    const { context, actorId, actorEmail, entityType, entityId, ...rest } = event.payload as AuditFields & Record<string, unknown>;
    const meta = redactSecrets(rest);
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
