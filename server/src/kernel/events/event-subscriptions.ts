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

/** Which queues and handlers each event fans out to. Consumer modules register their reactions at start-up. */
@Injectable()
export class EventSubscriptions {
  private readonly handlers = new Map<string, EventHandler>();

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

  find(queue: string, handler: string): EventHandler | undefined {
    return this.handlers.get(`${queue}:${handler}`);
  }

  private add(handler: EventHandler): void {
    if (!handler.outside && !handler.inside) throw new Error(`Event handler ${handler.queue}:${handler.handler} has neither outside nor inside`);
    const key = `${handler.queue}:${handler.handler}`;
    if (this.handlers.has(key)) throw new Error(`Event handler ${key} is registered twice`);
    this.handlers.set(key, handler);
  }
}
