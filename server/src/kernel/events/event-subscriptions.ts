import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent, DomainEventName } from './domain-event.js';
import type { QueueName } from './queues.js';

/**
 * A reaction to one event, run by the queue's processor. Named after its consequence (send-complaint-ack).
 * `run` receives the event typed by its name (DomainEventMap), so a handler's payload type is checked.
 */
export interface EventReaction<N extends DomainEventName> {
  event: N;
  queue: QueueName;
  /** Unique handler name: with the event id it forms the job id and the idempotency key. */
  handler: string;
  /**
   * Runs inside the idempotency transaction: database effects written with `manager` commit together
   * with the "processed" mark, so an event handled twice has effect once.
   */
  run(event: DomainEvent<N>, manager: EntityManager): Promise<void>;
}

/** A reaction to every event (the audit log). */
export interface EveryEventReaction {
  queue: QueueName;
  handler: string;
  run(event: DomainEvent, manager: EntityManager): Promise<void>;
}

/** A registered reaction, as the relay and the worker see it. */
export interface EventHandler {
  /** An event name, or '*' for every event. */
  event: DomainEventName | '*';
  queue: QueueName;
  handler: string;
  run(event: DomainEvent, manager: EntityManager): Promise<void>;
}

/** Which queues and handlers each event fans out to. Consumer modules register their reactions at start-up. */
@Injectable()
export class EventSubscriptions {
  private readonly handlers = new Map<string, EventHandler>();

  /** Subscribes a reaction to one event (call it from the consumer's `onModuleInit`). */
  on<N extends DomainEventName>(reaction: EventReaction<N>): void {
    this.add({ ...reaction, run: (event, manager) => reaction.run(event as DomainEvent<N>, manager) });
  }

  /** Subscribes a reaction to every event. */
  onEvery(reaction: EveryEventReaction): void {
    this.add({ ...reaction, event: '*' });
  }

  forEvent(eventName: string): EventHandler[] {
    return [...this.handlers.values()].filter((h) => h.event === eventName || h.event === '*');
  }

  find(queue: string, handler: string): EventHandler | undefined {
    return this.handlers.get(`${queue}:${handler}`);
  }

  private add(handler: EventHandler): void {
    const key = `${handler.queue}:${handler.handler}`;
    if (this.handlers.has(key)) throw new Error(`Event handler ${key} is registered twice`);
    this.handlers.set(key, handler);
  }
}
