import type { EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { BoundStatement } from './pipelined-statements.js';

/** Rows of one entity to insert: the values as `manager.insert(target, values)` takes them. */
export interface EntityRows<T extends ObjectLiteral = ObjectLiteral> {
  target: EntityTarget<T>;
  values: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[];
}

/**
 * The statement inserting rows of several entities at once (issue 14: one round trip where there were one per entity):
 * each entity's INSERT as TypeORM builds it (columns, transformers, defaults), all but the last as data-modifying WITH
 * clauses of the last, their bind parameters renumbered after one another. PostgreSQL runs every part, and the
 * statement triggers of each table fire at its end. No RETURNING: the values are the caller's (ids made by the
 * server). Null when there is no row. After running it, call `broadcastInserted` for the subscribers.
 */
export function insertTogetherStatement(queryRunner: QueryRunner, parts: readonly EntityRows[]): BoundStatement | null {
  const chosen = parts.filter(({ values }) => !Array.isArray(values) || values.length > 0);
  if (chosen.length === 0) return null;
  const values: unknown[] = [];
  const statements = chosen.map(({ target, values: rows }) => {
    const [sql, own] = queryRunner.manager.createQueryBuilder().insert().into(target).values(rows).updateEntity(false).getQueryAndParameters();
    const offset = values.length;
    values.push(...own);
    return offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  const last = statements.pop()!;
  const text = statements.length === 0 ? last : `WITH ${statements.map((sql, i) => `written_${i} AS (${sql})`).join(', ')} ${last}`;
  return { text, values };
}

/** TypeORM's AfterInsert event for every row of `parts`, as `manager.insert` broadcasts it, for the subscribers. */
export async function broadcastInserted(queryRunner: QueryRunner, parts: readonly EntityRows[]): Promise<void> {
  for (const { target, values } of parts) {
    const metadata = queryRunner.connection.getMetadata(target);
    for (const entity of Array.isArray(values) ? values : [values]) {
      await queryRunner.broadcaster.broadcast('AfterInsert', metadata, entity as ObjectLiteral);
    }
  }
}
