import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { broadcastInserted, insertTogetherStatement, type EntityRows } from '../database/insert-together.js';
import { beginWith, type ServerStatement } from '../database/opening-statements.js';
import { commitWith } from '../database/pipelined-statements.js';
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

  /**
   * A write transaction in two round trips, for the hottest write (filing, issue 14), where `transaction` takes four
   * more: `START TRANSACTION` travels with the `opening` statements (a lock, a first read: server values only, see
   * `beginWith`), whose rows `work` receives; the rows `work` returns in `writes` and its events go to the database in
   * one statement (`insertTogetherStatement`), pipelined with COMMIT (`commitWith`). Anything `work` does with
   * `manager` runs in the same transaction, and a failure anywhere rolls it all back. The outbox wake-up follows the
   * commit as with `transaction`.
   */
  async transactionOpenedWith<T>(
    opening: readonly ServerStatement[],
    work: (
      manager: EntityManager,
      openingRows: Record<string, unknown>[][],
    ) => Promise<{ result: T; events: readonly DomainEvent[]; writes?: readonly EntityRows[] }>,
  ): Promise<T> {
    const queryRunner = this.dataSource.createQueryRunner();
    try {
      try {
        const openingRows = await beginWith(queryRunner, opening);
        const { result, events, writes = [] } = await work(queryRunner.manager, openingRows);
        const rows = [...writes, ...(events.length > 0 ? [{ target: OutboxMessage, values: outboxRows(events) }] : [])];
        const insert = insertTogetherStatement(queryRunner, rows);
        await commitWith(queryRunner, insert ? [insert] : [], () => broadcastInserted(queryRunner, rows));
        return result;
      } catch (error) {
        // As TypeORM's own transaction(): the first error is the one thrown, whatever the rollback does.
        if (queryRunner.isTransactionActive) await queryRunner.rollbackTransaction().catch(() => undefined);
        throw error;
      }
    } finally {
      await queryRunner.release();
    }
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
