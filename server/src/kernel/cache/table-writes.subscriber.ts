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
import { TableNotifications } from './table-notifications.js';

/** Where a transaction keeps the watched tables it wrote, on its query runner's `data`. */
const WRITTEN_TABLES = Symbol('writtenTables');

type RunnerData = { [WRITTEN_TABLES]?: Set<string> };

/**
 * Applies a write made through TypeORM in this process to the reference caches as soon as it commits (TypeORM's
 * entity subscriber events), so that the next request of this process sees it (an admin blocks a user, the user's
 * next request is refused) without waiting for the database's notification, which a few milliseconds later covers
 * the other processes and raw SQL. A write in a transaction is noted on its query runner and applied at the outer
 * commit (dropped at rollback); a write outside one applies at once.
 */
@Injectable()
export class TableWritesSubscriber implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly notifications: TableNotifications,
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
    // A nested transaction's commit releases a savepoint: the outer transaction has not committed yet.
    if (event.queryRunner.isTransactionActive) return;
    const data = event.queryRunner.data as RunnerData;
    const tables = data[WRITTEN_TABLES];
    if (!tables) return;
    delete data[WRITTEN_TABLES];
    for (const table of tables) this.notifications.changed(table);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // A rollback to a savepoint keeps the marks: the outer transaction may still commit other writes.
    if (!event.queryRunner.isTransactionActive) delete (event.queryRunner.data as RunnerData)[WRITTEN_TABLES];
  }

  private wrote(queryRunner: QueryRunner, table: string): void {
    if (!this.notifications.isWatched(table)) return;
    if (!queryRunner.isTransactionActive) {
      this.notifications.changed(table);
      return;
    }
    const data = queryRunner.data as RunnerData;
    (data[WRITTEN_TABLES] ??= new Set()).add(table);
  }
}
