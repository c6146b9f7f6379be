import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { QueueName } from '../../kernel/events/queues.js';
import { mentionsAddress, pseudonymiseJson, pseudonymiseText, PSEUDONYM, type ErasedPerson } from '../../kernel/personal-data/pseudonym.js';

/** Handler name: with the event id it forms the job id. */
export const PSEUDONYMISE_DELETED_USER_ENTRIES = 'pseudonymise-deleted-user-entries';

/**
 * On UserDeleted, the audit log keeps what happened but no longer says to whom: every entry whose actor or entity is the
 * account, or whose actor address or meta carries its address, gets 'Deleted user' for the address, the name, the phone
 * and the person's words (a ticket's message), as pseudonymiseJson does; the ids stay, so the entries of one deleted
 * account still read as one person's (docs/adr/0132-mail-log-secrets-export-and-erasure.md). The UserDeleted entry
 * itself is recorded without them (RecordAuditEntry), whichever of the two runs first. Runs in the event's transaction,
 * once.
 */
@Injectable()
export class PseudonymiseDeletedUserEntries implements OnModuleInit {
  constructor(private readonly subscriptions: EventSubscriptions) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: 'UserDeleted',
      queue: QueueName.Audit,
      handler: PSEUDONYMISE_DELETED_USER_ENTRIES,
      inside: (event, manager) => this.run(event, manager),
    });
  }

  async run(event: DomainEvent<'UserDeleted'>, manager: EntityManager): Promise<void> {
    const id = event.audit.entityId;
    if (!id) return;
    const { email, name, phone } = event.payload;
    await pseudonymiseAuditEntries(manager, { id, email, name, phone });
  }
}

/** Rewrites the audit entries about `person` (see PseudonymiseDeletedUserEntries); answers how many changed. */
export async function pseudonymiseAuditEntries(manager: EntityManager, person: ErasedPerson): Promise<number> {
  const rows = (await manager.query(
    `SELECT id, actor_id, actor_email, meta FROM audit_log
      WHERE actor_id = $1 OR entity_id = $1::text OR lower(actor_email) = $2 OR position($2 in lower(meta::text)) > 0
      FOR UPDATE`,
    [person.id, person.email.trim().toLowerCase()],
  )) as { id: string; actor_id: string | null; actor_email: string | null; meta: Record<string, unknown> }[];
  let changed = 0;
  for (const row of rows) {
    const actorEmail =
      row.actor_email === null
        ? null
        : row.actor_id === person.id || mentionsAddress(row.actor_email, person)
          ? PSEUDONYM
          : pseudonymiseText(row.actor_email, person);
    const meta = pseudonymiseJson(row.meta, person);
    if (actorEmail === row.actor_email && JSON.stringify(meta) === JSON.stringify(row.meta)) continue;
    await manager.query('UPDATE audit_log SET actor_email = $2, meta = $3 WHERE id = $1', [row.id, actorEmail, meta]);
    changed += 1;
  }
  return changed;
}
