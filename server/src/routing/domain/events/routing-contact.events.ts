import { eventFactory, type Actor, type DomainEvent } from '../../../kernel/events/domain-event.js';
import type { RoutingContact } from '../routing-contact.entity.js';

/** Event names of the routing context (past tense). Each is recorded in audit_log with context 'routing'. */
export const RoutingEvent = {
  ContactCreated: 'RoutingContactCreated',
  ContactUpdated: 'RoutingContactUpdated',
  ContactDeleted: 'RoutingContactDeleted',
  TemplateImported: 'RoutingTemplateImported',
  AddressesMarkedFailing: 'AddressesMarkedFailing',
} as const;

/** The audit context of every routing event: the Routing Audit Logs page lists it (admin spec section 2). */
export const ROUTING_AUDIT_CONTEXT = 'routing';

/** What every contact event says of its contact; `summary` is the log's Details column. */
export interface RoutingContactEventPayload {
  summary: string;
  level: string;
  location: string;
  locationKey: string;
  categoryKey: string | null;
  authorityEmail: string;
  /** RoutingContactCreated only. */
  active?: boolean;
  /** RoutingContactUpdated only: each changed field, from and to. */
  changes?: Record<string, unknown>;
}

/** RoutingTemplateImported: one event per import with its counts (the per-row changes would flood the log). */
export interface RoutingTemplateImportedPayload {
  summary: string;
  updated: number;
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
}

/** AddressesMarkedFailing: a bounce reported these addresses (lower case) as failing at `failedAt`. */
export interface AddressesMarkedFailingPayload {
  emails: string[];
  failedAt: string;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    AddressesMarkedFailing: AddressesMarkedFailingPayload;
    RoutingContactCreated: RoutingContactEventPayload;
    RoutingContactUpdated: RoutingContactEventPayload;
    RoutingContactDeleted: RoutingContactEventPayload;
    RoutingTemplateImported: RoutingTemplateImportedPayload;
  }
}

/** Builds the bounce's event: context 'routing', entity 'failing_address'. */
export const failingAddressEvent = eventFactory(ROUTING_AUDIT_CONTEXT, 'failing_address');

/** Builds a routing event: context 'routing', entity 'routing_contact'. */
const routingEvent = eventFactory(ROUTING_AUDIT_CONTEXT, 'routing_contact');

function describe(contact: RoutingContact): string {
  return `${contact.location} (${contact.categoryKey ?? 'Default'})`;
}

function fieldsOf(contact: RoutingContact, summary: string): RoutingContactEventPayload {
  return {
    summary,
    level: contact.level,
    location: contact.location,
    locationKey: contact.locationKey,
    categoryKey: contact.categoryKey,
    authorityEmail: contact.authorityEmail,
  };
}

export function routingContactCreated(contact: RoutingContact, actor: Actor): DomainEvent<'RoutingContactCreated'> {
  return routingEvent(RoutingEvent.ContactCreated, actor, contact.id, {
    ...fieldsOf(contact, `Created contact for ${describe(contact)}: ${contact.authorityEmail}`),
    active: contact.active,
  });
}

export function routingContactUpdated(
  contact: RoutingContact,
  actor: Actor,
  changes: Record<string, { from: unknown; to: unknown }>,
): DomainEvent<'RoutingContactUpdated'> {
  const fields = Object.keys(changes).join(', ');
  return routingEvent(RoutingEvent.ContactUpdated, actor, contact.id, {
    ...fieldsOf(contact, `Updated contact for ${describe(contact)}: ${fields}`),
    changes: JSON.parse(JSON.stringify(changes)) as Record<string, unknown>,
  });
}

export function routingContactDeleted(contact: RoutingContact, actor: Actor): DomainEvent<'RoutingContactDeleted'> {
  return routingEvent(RoutingEvent.ContactDeleted, actor, contact.id, fieldsOf(contact, `Deleted contact for ${describe(contact)}: ${contact.authorityEmail}`));
}

export function routingTemplateImported(
  actor: Actor,
  counts: { rows: number; created: number; changed: number; unchanged: number },
): DomainEvent<'RoutingTemplateImported'> {
  const updated = counts.created + counts.changed;
  return routingEvent(RoutingEvent.TemplateImported, actor, null, {
    summary: `Imported ${updated} records (${counts.created} created, ${counts.changed} updated, ${counts.unchanged} unchanged) from ${counts.rows} rows`,
    updated,
    ...counts,
  });
}
