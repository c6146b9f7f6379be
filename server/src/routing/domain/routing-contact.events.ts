import { domainEvent, type DomainEvent } from '../../kernel/events/domain-event.js';
import type { RoutingContact } from './routing-contact.entity.js';

/** The admin who made a change; written to the routing audit log (admin spec section 3, Routing audit log). */
export interface RoutingActor {
  id: string;
  email: string;
}

/** Event names of the routing context (past tense). Each is recorded in audit_log with context 'routing'. */
export const RoutingEvent = {
  ContactCreated: 'RoutingContactCreated',
  ContactUpdated: 'RoutingContactUpdated',
  ContactDeleted: 'RoutingContactDeleted',
  TemplateImported: 'RoutingTemplateImported',
} as const;

/** The routing audit context and entity type carried by every routing event payload. */
export const ROUTING_AUDIT_CONTEXT = 'routing';
export const ROUTING_CONTACT_ENTITY = 'routing_contact';

function describe(contact: RoutingContact): string {
  return `${contact.location} (${contact.categoryKey ?? 'Default'})`;
}

function base(contact: RoutingContact, actor: RoutingActor, summary: string) {
  return {
    context: ROUTING_AUDIT_CONTEXT,
    actorId: actor.id,
    actorEmail: actor.email,
    entityType: ROUTING_CONTACT_ENTITY,
    entityId: contact.id,
    summary,
    level: contact.level,
    location: contact.location,
    locationKey: contact.locationKey,
    categoryKey: contact.categoryKey,
    authorityEmail: contact.authorityEmail,
  };
}

export function routingContactCreated(contact: RoutingContact, actor: RoutingActor): DomainEvent {
  return domainEvent(RoutingEvent.ContactCreated, {
    ...base(contact, actor, `Created contact for ${describe(contact)}: ${contact.authorityEmail}`),
    active: contact.active,
  });
}

export function routingContactUpdated(contact: RoutingContact, actor: RoutingActor, changes: Record<string, { from: unknown; to: unknown }>): DomainEvent {
  const fields = Object.keys(changes).join(', ');
  return domainEvent(RoutingEvent.ContactUpdated, {
    ...base(contact, actor, `Updated contact for ${describe(contact)}: ${fields}`),
    changes: JSON.parse(JSON.stringify(changes)) as Record<string, unknown>,
  });
}

export function routingContactDeleted(contact: RoutingContact, actor: RoutingActor): DomainEvent {
  return domainEvent(RoutingEvent.ContactDeleted, base(contact, actor, `Deleted contact for ${describe(contact)}: ${contact.authorityEmail}`));
}

/** One event per import; the counts are in the payload (the per-row changes would flood the log). */
export function routingTemplateImported(actor: RoutingActor, counts: { rows: number; created: number; changed: number; unchanged: number }): DomainEvent {
  const updated = counts.created + counts.changed;
  return domainEvent(RoutingEvent.TemplateImported, {
    context: ROUTING_AUDIT_CONTEXT,
    actorId: actor.id,
    actorEmail: actor.email,
    entityType: ROUTING_CONTACT_ENTITY,
    summary: `Imported ${updated} records (${counts.created} created, ${counts.changed} updated, ${counts.unchanged} unchanged) from ${counts.rows} rows`,
    updated,
    ...counts,
  });
}
