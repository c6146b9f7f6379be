import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, InsertEvent, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { OutboxMessage } from './outbox-message.entity.js';
import { OutboxWakeup } from './outbox-wakeup.service.js';

/** Marks, on a transaction's query runner, that it appended outbox rows. */
const APPENDED = Symbol('outboxAppended');

type RunnerData = { [APPENDED]?: true };

/**
 * Calls OutboxWakeup once a transaction that appended outbox rows (OutboxService.append) has committed: never
 * before the commit (the relay would not see the rows yet) and never for a rollback. An insert outside a transaction
 * is committed when it returns.
 */
@Injectable()
export class OutboxCommitSubscriber implements EntitySubscriberInterface<OutboxMessage> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly wakeup: OutboxWakeup,
  ) {
    dataSource.subscribers.push(this);
  }

  listenTo(): typeof OutboxMessage {
    return OutboxMessage;
  }

  afterInsert(event: InsertEvent<OutboxMessage>): void {
    if (!event.queryRunner.isTransactionActive) this.wakeup.committed();
    else (event.queryRunner.data as RunnerData)[APPENDED] = true;
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A nested transaction's "commit" releases a savepoint: the outer one has not committed yet.
    if (event.queryRunner.isTransactionActive) return;
    const data = event.queryRunner.data as RunnerData;
    if (!data[APPENDED]) return;
    delete data[APPENDED];
    this.wakeup.committed();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete (event.queryRunner.data as RunnerData)[APPENDED];
  }
}
