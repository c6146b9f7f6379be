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

/**
 * Where a transaction keeps the watched tables it wrote, on its query runner's `data`: per table, the keys of the rows
 * written (see `keyOf`), or null once a write without a known key made the whole table count as changed.
 */
const WRITTEN_TABLES = Symbol('writtenTables');

type RunnerData = { [WRITTEN_TABLES]?: Map<string, Set<string> | null> };

/**
 * The key a table's notifications carry for a written row (the database triggers' payload `<table>:<key>`): the
 * reporter of a complaint. Undefined when the table has no keys or the write does not say (an update by criteria):
 * the whole table then counts as changed in this process; the database's notification names the rows for the others.
 */
function keyOf(table: string, entity: ObjectLiteral | undefined): string | undefined {
  if (table !== 'complaints') return undefined;
  const reporterId: unknown = entity?.['reporterId'];
  return typeof reporterId === 'string' ? reporterId : undefined;
}

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
    this.wrote(event.queryRunner, event.metadata.tableName, event.entity);
  }

  afterUpdate(event: UpdateEvent<ObjectLiteral>): void {
    // A save's update carries the whole entity (with its reporter); an update by criteria only the values set.
    this.wrote(event.queryRunner, event.metadata.tableName, event.entity ?? undefined);
  }

  afterRemove(event: RemoveEvent<ObjectLiteral>): void {
    this.wrote(event.queryRunner, event.metadata.tableName, event.entity ?? event.databaseEntity);
  }

  afterSoftRemove(event: SoftRemoveEvent<ObjectLiteral>): void {
    this.wrote(event.queryRunner, event.metadata.tableName, event.entity ?? event.databaseEntity);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A nested transaction's commit releases a savepoint: the outer transaction has not committed yet.
    if (event.queryRunner.isTransactionActive) return;
    const data = event.queryRunner.data as RunnerData;
    const tables = data[WRITTEN_TABLES];
    if (!tables) return;
    delete data[WRITTEN_TABLES];
    for (const [table, keys] of tables) {
      if (keys === null) this.notifications.changed(table);
      else for (const key of keys) this.notifications.changed(table, key);
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // A rollback to a savepoint keeps the marks: the outer transaction may still commit other writes.
    if (!event.queryRunner.isTransactionActive) delete (event.queryRunner.data as RunnerData)[WRITTEN_TABLES];
  }

  private wrote(queryRunner: QueryRunner, table: string, entity: ObjectLiteral | undefined): void {
    if (!this.notifications.isWatched(table)) return;
    const key = keyOf(table, entity);
    if (!queryRunner.isTransactionActive) {
      this.notifications.changed(table, key);
      return;
    }
    const tables = ((queryRunner.data as RunnerData)[WRITTEN_TABLES] ??= new Map());
    const keys = tables.get(table);
    if (key === undefined) tables.set(table, null);
    else if (keys === undefined) tables.set(table, new Set([key]));
    else keys?.add(key);
  }
}
