import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { PSEUDONYM } from '../../kernel/personal-data/pseudonym.js';
import { AuditLogEntry } from '../audit-log.entity.js';

const SECRET_KEY = /(password|secret|token|verifyurl|reseturl)/i;

/**
 * Drops credentials from an event payload before it is kept: keys that name a password, secret or token,
 * and one-time links (verification and password reset URLs carry a token). The audit log is read by admins;
 * the one-time links themselves live only in the recipient's email.
 */
export function redactSecrets(payload: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (SECRET_KEY.test(key) || (typeof value === 'string' && /[?&]token=/.test(value))) out[key] = '[redacted]';
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = redactSecrets(value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

/**
 * The payload and actor address of an event as the audit log keeps them: what the event declares personal
 * (EventSubscriptions.eraseWhenHandled: a deleted account's address and name) is recorded as PSEUDONYM, and so is the
 * actor's address when it was one of those values.
 */
export function withoutErasedKeys(payload: object, actorEmail: string | null, keys: readonly string[]): { payload: object; actorEmail: string | null } {
  const fields = payload as Record<string, unknown>;
  const erased = keys.filter((key) => key in fields);
  if (erased.length === 0) return { payload, actorEmail };
  const values = new Set(erased.map((key) => fields[key]));
  return {
    payload: { ...fields, ...Object.fromEntries(erased.map((key) => [key, PSEUDONYM])) },
    actorEmail: actorEmail !== null && values.has(actorEmail) ? PSEUDONYM : actorEmail,
  };
}

/**
 * The audit queue's one reaction to every event: each is recorded once in audit_log, its envelope's audit stamp in
 * the columns and its payload (credentials redacted, declared personal data pseudonymised) as meta.
 */
@Injectable()
export class RecordAuditEntry implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    this.subscriptions.onEvery({ queue: QueueName.Audit, handler: 'record-audit-entry', inside: (event, manager) => this.record(event, manager) });
  }

  async record(event: DomainEvent, manager: EntityManager): Promise<void> {
    const { context, actorId, entityType, entityId } = event.audit;
    const kept = withoutErasedKeys(event.payload, event.audit.actorEmail, this.subscriptions.erasures()[event.name] ?? []);
    const actorEmail = kept.actorEmail;
    const meta = redactSecrets(kept.payload);
    await manager
      .createQueryBuilder()
      .insert()
      .into(AuditLogEntry)
      .values({
        eventId: event.id,
        action: event.name,
        context: context || null,
        actorId,
        actorEmail,
        entityType: entityType || null,
        entityId,
        meta: meta as object,
        createdAt: new Date(event.occurredAt),
      } as QueryDeepPartialEntity<AuditLogEntry>)
      .orIgnore()
      .execute();
  }
}
