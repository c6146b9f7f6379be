import type { EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

/** Rows of one entity to insert: the values as `manager.insert(target, values)` takes them. */
export interface EntityRows<T extends ObjectLiteral = ObjectLiteral> {
  target: EntityTarget<T>;
  values: QueryDeepPartialEntity<T> | QueryDeepPartialEntity<T>[];
}

/**
 * Inserts rows of several entities in one statement (issue 14: one round trip where there were one per entity):
 * each entity's INSERT as TypeORM builds it (columns, transformers, defaults), all but the last as data-modifying
 * WITH clauses of the last, their bind parameters renumbered after one another. PostgreSQL runs every part, and the
 * statement triggers of each table fire at its end. No RETURNING: the values are the caller's (ids made by the
 * server). TypeORM's AfterInsert event is broadcast for every row, as `manager.insert` does, for the subscribers.
 */
export async function insertTogether(queryRunner: QueryRunner, parts: readonly EntityRows[]): Promise<void> {
  const chosen = parts.filter(({ values }) => !Array.isArray(values) || values.length > 0);
  if (chosen.length === 0) return;
  const parameters: unknown[] = [];
  const statements = chosen.map(({ target, values }) => {
    const [sql, own] = queryRunner.manager.createQueryBuilder().insert().into(target).values(values).updateEntity(false).getQueryAndParameters();
    const offset = parameters.length;
    parameters.push(...own);
    return offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  const last = statements.pop()!;
  const text = statements.length === 0 ? last : `WITH ${statements.map((sql, i) => `written_${i} AS (${sql})`).join(', ')} ${last}`;
  await queryRunner.query(text, parameters);
  for (const { target, values } of chosen) {
    const metadata = queryRunner.connection.getMetadata(target);
    for (const entity of Array.isArray(values) ? values : [values]) {
      await queryRunner.broadcaster.broadcast('AfterInsert', metadata, entity as ObjectLiteral);
    }
  }
}
