import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from './domain-event.js';
import type { QueueName } from './queues.js';

/** A reaction to an event, run by the queue's processor. Named after its consequence (send-complaint-ack). */
export interface EventHandler {
  /** An event name, or '*' for every event. */
  event: string;
  queue: QueueName;
  /** Unique handler name: with the event id it forms the job id and the idempotency key. */
  handler: string;
  /**
   * Runs inside the idempotency transaction: database effects written with `manager` commit together
   * with the "processed" mark, so an event handled twice has effect once.
   */
  run(event: DomainEvent, manager: EntityManager): Promise<void>;
}

/** Which queues and handlers each event fans out to. Consumer modules register their handlers at start-up. */
@Injectable()
export class EventSubscriptions {
  private readonly handlers = new Map<string, EventHandler>();

  register(handler: EventHandler): void {
    const key = `${handler.queue}:${handler.handler}`;
    if (this.handlers.has(key)) throw new Error(`Event handler ${key} is registered twice`);
    this.handlers.set(key, handler);
  }

  forEvent(eventName: string): EventHandler[] {
    return [...this.handlers.values()].filter((h) => h.event === eventName || h.event === '*');
  }

  find(queue: string, handler: string): EventHandler | undefined {
    return this.handlers.get(`${queue}:${handler}`);
  }
}
