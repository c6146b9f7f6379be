import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent, DomainEventName } from './domain-event.js';
import type { QueueName } from './queues.js';

/**
 * A reaction to one event, run by the queue's processor; named after its consequence (send-complaint-ack). It runs
 * at most once per event id in effect, in two phases, either of which may be left out:
 * - `outside(event)`: first, with no database transaction held: reads, rendering, and effects outside the database
 *   that are idempotent by their own key (an email's idempotency key). Its result is handed to `inside`.
 * - `inside(event, manager, prepared)`: then, in one transaction with the event's "processed" mark: database effects,
 *   written with `manager` only (never a second connection inside it: docs/adr/0042-event-delivery-through-the-outbox.md).
 * The event is typed by its name (DomainEventMap), so the payload type is checked. Throw to retry with backoff.
 */
export interface EventReaction<N extends DomainEventName, P = void> {
  event: N;
  queue: QueueName;
  /** Unique handler name: with the event id it forms the job id and the idempotency key. */
  handler: string;
  outside?(event: DomainEvent<N>): Promise<P>;
  inside?(event: DomainEvent<N>, manager: EntityManager, prepared: P): Promise<void>;
}

/** A reaction to every event (the audit log). */
export type EveryEventReaction = Omit<EventReaction<DomainEventName, void>, 'event' | 'outside' | 'inside'> & {
  inside(event: DomainEvent, manager: EntityManager): Promise<void>;
};

/** A registered reaction, as the relay and the worker see it. */
export interface EventHandler {
  /** An event name, or '*' for every event. */
  event: DomainEventName | '*';
  queue: QueueName;
  handler: string;
  outside?(event: DomainEvent): Promise<unknown>;
  inside?(event: DomainEvent, manager: EntityManager, prepared: unknown): Promise<void>;
}

/** One subscription as `describe` lists it: the event ('*' for every event), the queue and the handler's name. */
export interface SubscriptionDescription {
  event: DomainEventName | '*';
  queue: QueueName;
  handler: string;
}

/** Which queues and handlers each event fans out to. Consumer modules register their reactions at start-up. */
@Injectable()
export class EventSubscriptions {
  /** By handler name: the name alone keys the idempotency mark (with the event id), so it is unique across queues. */
  private readonly handlers = new Map<string, EventHandler>();
  /** Event name → payload keys that hold personal data only its reactions need (eraseWhenHandled). */
  private readonly erased = new Map<string, string[]>();

  /**
   * Declares that `keys` of an event's payload hold personal data that only its reactions need (the address a deleted
   * account's confirmation goes to): once every reaction has run, its outbox row keeps PSEUDONYM in their place, and
   * in the audit stamp's actorEmail when that was one of them (`outboxDoneAssignments`). Declared by the context that
   * raises the event.
   */
  eraseWhenHandled(event: DomainEventName, keys: readonly string[]): void {
    this.erased.set(event, [...new Set([...(this.erased.get(event) ?? []), ...keys])]);
  }

  /** The eraseWhenHandled declarations, event name → keys, as the statements that mark outbox rows done read them. */
  erasures(): Record<string, string[]> {
    return Object.fromEntries(this.erased);
  }

  /** Subscribes a reaction to one event (call it from the consumer's `onModuleInit`). */
  on<N extends DomainEventName, P = void>(reaction: EventReaction<N, P>): void {
    const { outside, inside } = reaction;
    this.add({
      event: reaction.event,
      queue: reaction.queue,
      handler: reaction.handler,
      outside: outside && ((event) => outside(event as DomainEvent<N>)),
      inside: inside && ((event, manager, prepared) => inside(event as DomainEvent<N>, manager, prepared as P)),
    });
  }

  /** Subscribes a reaction to every event. */
  onEvery(reaction: EveryEventReaction): void {
    this.add({ event: '*', queue: reaction.queue, handler: reaction.handler, inside: (event, manager) => reaction.inside(event, manager) });
  }

  forEvent(eventName: string): EventHandler[] {
    return [...this.handlers.values()].filter((h) => h.event === eventName || h.event === '*');
  }

  /** The reaction registered under this handler name, whatever its queue (a job queued before it moved still finds it). */
  find(handler: string): EventHandler | undefined {
    return this.handlers.get(handler);
  }

  /**
   * Every subscription, in registration order (the order of the modules' `onModuleInit`): what the event table of
   * docs/architecture.md is built from (server/test/event-table.e2e-spec.ts).
   */
  describe(): SubscriptionDescription[] {
    return [...this.handlers.values()].map(({ event, queue, handler }) => ({ event, queue, handler }));
  }

  private add(handler: EventHandler): void {
    if (!handler.outside && !handler.inside) throw new Error(`Event handler ${handler.queue}:${handler.handler} has neither outside nor inside`);
    const existing = this.handlers.get(handler.handler);
    if (existing) throw new Error(`Event handler ${handler.handler} is registered twice (queues ${existing.queue} and ${handler.queue})`);
    this.handlers.set(handler.handler, handler);
  }
}
