import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  QueryRunner,
  RemoveEvent,
  SoftRemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { TableChanges } from './table-changes.service.js';

/** Where a transaction keeps the cached tables it wrote, on its query runner's `data`. */
const CHANGED_TABLES = Symbol('changedTables');

type RunnerData = { [CHANGED_TABLES]?: Set<string> };

/**
 * Empties TableChanges' caches in this process as soon as a write through TypeORM commits (issue 14), without waiting
 * for the database's `table_changed` notification: a request that follows its own write on the same process (a
 * password change, then a call with the old token) never reads the cache of before. A write in a transaction is
 * noted on its query runner and applied at commit (forgotten at rollback); a write outside one (autocommit) applies
 * at once. Raw SQL and other processes are covered by the notification alone (docs/adr/0002-standard-mechanisms-over-private-driver-tricks.md).
 */
@Injectable()
export class TableChangesSubscriber implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly changes: TableChanges,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<ObjectLiteral>): void {
    this.wrote(event.queryRunner, event.metadata.tableName);
  }

  afterUpdate(event: UpdateEvent<ObjectLiteral>): void {
    this.wrote(event.queryRunner, event.metadata.tableName);
  }

  afterRemove(event: RemoveEvent<ObjectLiteral>): void {
    this.wrote(event.queryRunner, event.metadata.tableName);
  }

  afterSoftRemove(event: SoftRemoveEvent<ObjectLiteral>): void {
    this.wrote(event.queryRunner, event.metadata.tableName);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A nested transaction's "commit" releases a savepoint: the outer one has not committed yet.
    if (event.queryRunner.isTransactionActive) return;
    const data = event.queryRunner.data as RunnerData;
    const tables = data[CHANGED_TABLES];
    if (!tables) return;
    delete data[CHANGED_TABLES];
    for (const table of tables) this.changes.changed(table);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // A nested rollback (to a savepoint) keeps the marks: the outer transaction may still commit other writes.
    if (!event.queryRunner.isTransactionActive) delete (event.queryRunner.data as RunnerData)[CHANGED_TABLES];
  }

  private wrote(queryRunner: QueryRunner, table: string): void {
    if (!this.changes.isCached(table)) return;
    if (!queryRunner.isTransactionActive) {
      this.changes.changed(table);
      return;
    }
    const data = queryRunner.data as RunnerData;
    (data[CHANGED_TABLES] ??= new Set()).add(table);
  }
}
