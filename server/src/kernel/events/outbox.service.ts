import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm';
import { mentionsAddress, pseudonymiseJson, pseudonymiseText, PSEUDONYM, type ErasedPerson } from '../personal-data/pseudonym.js';
import type { AuditStamp, DomainEvent } from './domain-event.js';
import { OutboxMessage } from './outbox-message.entity.js';

/**
 * The SET list of a statement that marks outbox rows done, with the erasures of EventSubscriptions.eraseWhenHandled:
 * `$<erasures>` is the declarations as JSON (event name → keys), `$<pseudonym>` PSEUDONYM. A declared key present in the
 * payload takes the pseudonym, and so does the audit stamp's actorEmail when it held one of those values. An event
 * with no declaration keeps its row as it is.
 */
export function outboxDoneAssignments(erasures: number, pseudonym: number): string {
  const keys = `jsonb_array_elements_text(coalesce($${erasures}::jsonb -> event_name, '[]'::jsonb))`;
  return `done_at = now(),
    payload = payload || coalesce((SELECT jsonb_object_agg(k, to_jsonb($${pseudonym}::text)) FROM ${keys} k WHERE payload ? k), '{}'::jsonb),
    audit = CASE WHEN audit->>'actorEmail' IN (SELECT payload->>k FROM ${keys} k)
                 THEN jsonb_set(audit, '{actorEmail}', to_jsonb($${pseudonym}::text)) ELSE audit END`;
}

/** Appends domain events to the outbox inside the caller's transaction (transactional outbox). */
@Injectable()
export class OutboxService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends events using the given transaction's manager: they are published only if it commits. */
  async append(manager: EntityManager, events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    await manager.insert(OutboxMessage, outboxRows(events));
  }

  /**
   * In the caller's transaction (an account's deletion), replaces the person's traces in the events kept after they
   * were handled (OUTBOX_RETENTION_DAYS): the rows whose stamp names the account (actor or entity) or whose payload or
   * stamp carries its address get PSEUDONYM for the address, the name and the phone, and for the free text of the
   * person's words (pseudonymiseJson). Rows still being handled are left to their reactions, which need them as raised;
   * the deletion's own event is erased when handled (EventSubscriptions.eraseWhenHandled). Answers the rows changed.
   */
  async pseudonymise(manager: EntityManager, person: ErasedPerson): Promise<number> {
    const rows = (await manager.query(
      `SELECT id, payload, audit FROM outbox
        WHERE done_at IS NOT NULL
          AND (audit->>'actorId' = $1 OR audit->>'entityId' = $1 OR position($2 in lower(payload::text || audit::text)) > 0)
        FOR UPDATE`,
      [person.id, person.email.trim().toLowerCase()],
    )) as { id: string; payload: Record<string, unknown>; audit: AuditStamp }[];
    let changed = 0;
    for (const row of rows) {
      const audit = { ...row.audit };
      if (audit.actorEmail && (audit.actorId === person.id || mentionsAddress(audit.actorEmail, person))) audit.actorEmail = PSEUDONYM;
      else if (audit.actorEmail) audit.actorEmail = pseudonymiseText(audit.actorEmail, person);
      const payload = pseudonymiseJson(row.payload, person);
      if (JSON.stringify(payload) === JSON.stringify(row.payload) && JSON.stringify(audit) === JSON.stringify(row.audit)) continue;
      await manager.query('UPDATE outbox SET payload = $2, audit = $3 WHERE id = $1', [row.id, payload, audit]);
      changed += 1;
    }
    return changed;
  }

  /** Runs `work` in a transaction and appends the events it returns in the same transaction. */
  async transaction<T>(work: (manager: EntityManager) => Promise<{ result: T; events: readonly DomainEvent[] }>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const { result, events } = await work(manager);
      await this.append(manager, events);
      return result;
    });
  }
}

/** The outbox rows of domain events. */
function outboxRows(events: readonly DomainEvent[]): QueryDeepPartialEntity<OutboxMessage>[] {
  return events.map((e) => ({
    id: e.id,
    eventName: e.name,
    payload: e.payload as object,
    audit: e.audit as object,
    occurredAt: new Date(e.occurredAt),
  })) as QueryDeepPartialEntity<OutboxMessage>[];
}
