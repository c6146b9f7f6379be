import pg from 'pg';
import type { PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';

/** A value the server made or read itself (an id from the database, an instant, a count), never a client's text. */
export type ServerValue = string | number | boolean | Date | null;

/**
 * A statement that may travel in a simple-protocol query (no bind parameters): its `$n` placeholders are replaced by
 * SQL literals of `values`. Only for the server's own values; a client's text always goes as a bind parameter.
 */
export interface ServerStatement {
  text: string;
  values: readonly ServerValue[];
}

/** The SQL literal of a server value: strings through pg's `escapeLiteral`, instants as ISO 8601, finite numbers only. */
function literal(value: ServerValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(value);
}

/** `statement.text` with each `$n` replaced by the literal of `values[n - 1]` (an unknown `$n` is an error). */
export function inlineServerValues({ text, values }: ServerStatement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= values.length) throw new Error(`No value for $${n} in: ${text}`);
    return literal(values[index]!);
  });
}

/**
 * Starts a transaction on `queryRunner` with `statements` in the same round trip (issue 14): one simple-protocol query
 * `START TRANSACTION; <statement>; ...`, in which PostgreSQL runs the statements one after the other, each with a
 * snapshot of its own (READ COMMITTED), and leaves the transaction open. A lock taken by one statement therefore
 * holds for the reads of the next, as if each had been sent alone, and the round trips of `START TRANSACTION` and of
 * each statement but the first are saved. Returns each statement's rows. The query runner is then in a transaction
 * as after `startTransaction()`: `commitTransaction()` and `rollbackTransaction()` end it, with TypeORM's transaction
 * events, so the subscribers (outbox wake-up, table caches) act at the commit as usual.
 */
export async function beginWith(queryRunner: QueryRunner, statements: readonly ServerStatement[]): Promise<Record<string, unknown>[][]> {
  const client = (await queryRunner.connect()) as PoolClient;
  await queryRunner.broadcaster.broadcast('BeforeTransactionStart');
  // Set before the query, so that a failure of any statement is rolled back by rollbackTransaction().
  setTransactionDepth(queryRunner, 1);
  const text = ['START TRANSACTION', ...statements.map(inlineServerValues)].join(';\n');
  const results = (await client.query(text)) as unknown as pg.QueryResult[] | pg.QueryResult;
  await queryRunner.broadcaster.broadcast('AfterTransactionStart');
  // pg gives an array with one result per statement when there are several, the result itself when there is one.
  const all = Array.isArray(results) ? results : [results];
  return all.slice(1).map((result) => result.rows as Record<string, unknown>[]);
}

/**
 * Leaves `queryRunner` in the state TypeORM 1.1's PostgresQueryRunner keeps for a transaction it began or ended
 * itself: depth 1 and active as after `startTransaction()`, depth 0 and inactive as after `commitTransaction()` of
 * the outermost one. For the helpers that send START TRANSACTION or COMMIT with other statements (`beginWith`,
 * `commitWith`), so that TypeORM's own commit and rollback still work on the runner. The one place that knows these
 * two private fields.
 */
export function setTransactionDepth(queryRunner: QueryRunner, depth: 0 | 1): void {
  const state = queryRunner as unknown as { isTransactionActive: boolean; transactionDepth: number };
  state.isTransactionActive = depth > 0;
  state.transactionDepth = depth;
}
