import { randomUUID } from 'node:crypto';

/**
 * A domain event: past-tense name, plain JSON payload of ids and primitives (never an entity).
 * `id` is the event id used for idempotency: a consumer handles one event id at most once.
 */
export interface DomainEvent<TPayload extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  name: string;
  payload: TPayload;
  occurredAt: string;
}

export function domainEvent<TPayload extends Record<string, unknown>>(name: string, payload: TPayload): DomainEvent<TPayload> {
  return { id: randomUUID(), name, payload, occurredAt: new Date().toISOString() };
}
