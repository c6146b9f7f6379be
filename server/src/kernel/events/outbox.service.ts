import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm';
import type { DomainEvent } from './domain-event.js';
import { OutboxMessage } from './outbox-message.entity.js';

/** Appends domain events to the outbox inside the caller's transaction (transactional outbox). */
@Injectable()
export class OutboxService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends events using the given transaction's manager: they are published only if it commits. */
  async append(manager: EntityManager, events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    await manager.insert(OutboxMessage, outboxRows(events));
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
