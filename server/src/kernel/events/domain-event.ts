import { randomUUID } from 'node:crypto';

/** Who did it: the signed-in caller, the account itself for self-service actions, or nobody (a job). */
export interface Actor {
  id: string | null;
  email: string | null;
}

/**
 * The audit fields every event carries in its envelope, not in its payload: the bounded context that raised
 * it, the actor, and the entity acted on. The audit worker records them as they are (audit_log columns).
 */
export interface AuditStamp {
  context: string;
  actorId: string | null;
  actorEmail: string | null;
  entityType: string;
  entityId: string | null;
}

/**
 * The typed map from event name to payload type. It is empty here: each context declares its own events in
 * `<context>/domain/events/*.events.ts` by augmenting this interface, so that producers and consumers of an
 * event are checked against one payload type:
 *
 * ```ts
 * declare module '../../../kernel/events/domain-event.js' {
 *   interface DomainEventMap { ComplaintFiled: ComplaintFiledPayload }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventMap {}

/** The name of any declared event. */
export type DomainEventName = keyof DomainEventMap & string;

/**
 * A domain event: past-tense name, plain JSON payload of ids and primitives (never an entity), and the audit
 * stamp. `id` is the event id used for idempotency: a consumer handles one event id at most once.
 */
export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  id: string;
  name: N;
  occurredAt: string;
  audit: AuditStamp;
  payload: DomainEventMap[N];
}

/** Builds an event of a declared name; the payload is checked against DomainEventMap. */
export function domainEvent<N extends DomainEventName>(name: N, audit: AuditStamp, payload: DomainEventMap[N]): DomainEvent<N> {
  return { id: randomUUID(), name, occurredAt: new Date().toISOString(), audit, payload };
}

/** Narrows an event of any name to one name (for handlers subscribed to several events). */
export function isEvent<N extends DomainEventName>(event: DomainEvent, name: N): event is DomainEvent<N> {
  return event.name === name;
}

/**
 * A context's event builder: `eventFactory('complaints', 'complaint')` returns
 * `(name, actor, entityId, payload) => DomainEvent`, stamping the context, the actor and the entity.
 */
export function eventFactory(context: string, entityType: string) {
  return <N extends DomainEventName>(name: N, actor: Actor | null, entityId: string | null, payload: DomainEventMap[N]): DomainEvent<N> =>
    domainEvent(name, { context, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, entityType, entityId }, payload);
}
