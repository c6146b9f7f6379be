import { createRequire } from 'node:module';
import pg from 'pg';
import type { PoolClient, QueryResult } from 'pg';
import type { QueryRunner } from 'typeorm';
import { setTransactionDepth } from './opening-statements.js';

/** A statement with bind parameters: any values, a client's text included (they never become SQL text). */
export interface BoundStatement {
  text: string;
  values: readonly unknown[];
}

/** What pg's Connection offers a Submittable (pg 8.23, lib/connection.js); only the messages used here. */
interface ProtocolConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  describe(config: { type: 'P' | 'S'; name?: string }): void;
  execute(config: { portal?: string; rows?: number }): void;
  sync(): void;
}

/** pg's own mapping of a JavaScript value to its text on the wire (Dates, Buffers, arrays, objects as JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };

/**
 * Several statements sent to PostgreSQL in one write and answered in one round trip, through the extended query
 * protocol's pipelining (PostgreSQL 15 documentation, 55.2.4 "Pipelining"): Parse, Bind, Describe and Execute for each
 * statement, then a single Sync. The server runs them one after the other, each with a snapshot of its own under READ
 * COMMITTED, so a statement sees what an earlier one of the pipeline committed. After an error it skips the rest up to
 * the Sync: a COMMIT placed after a failing statement is not run, and the transaction is left aborted for the caller
 * to roll back. Values travel as bind parameters (pg's `prepareValue`), never as SQL text.
 *
 * A pg Submittable (pg's `Query` with its own `submit`): pg's result handling collects one result per statement, as it
 * does for a multi-statement simple query.
 */
class PipelinedQuery extends pg.Query {
  constructor(
    private readonly statements: readonly BoundStatement[],
    callback: (error: Error | null, results: QueryResult | QueryResult[]) => void,
  ) {
    super({ text: statements.map((s) => s.text).join(';\n') }, undefined, callback as never);
  }

  /** Writes every message with the stream corked, so that they leave in one write; an error is returned, not thrown. */
  override submit = (connection: unknown): Error | null => {
    let mapped: unknown[][];
    try {
      mapped = this.statements.map((s) => s.values.map((value) => prepareValue(value)));
    } catch (error) {
      return error as Error;
    }
    const wire = connection as ProtocolConnection;
    wire.stream.cork?.();
    try {
      this.statements.forEach((statement, i) => {
        wire.parse({ text: statement.text, types: [] });
        wire.bind({ portal: '', statement: '', values: mapped[i] });
        wire.describe({ type: 'P', name: '' });
        wire.execute({ portal: '', rows: 0 });
      });
      wire.sync();
    } finally {
      wire.stream.uncork?.();
    }
    return null;
  };
}

/**
 * Runs `statements` on `client` in one round trip (see PipelinedQuery) and answers each statement's result, in order.
 * Rejects with PostgreSQL's error (a `DatabaseError`) at the first statement that fails; the ones after it did not run.
 */
export function runPipelined(client: PoolClient, statements: readonly BoundStatement[]): Promise<QueryResult[]> {
  if (statements.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const query = new PipelinedQuery(statements, (error, results) => {
      if (error) reject(error);
      else resolve(Array.isArray(results) ? results : [results]);
    });
    void client.query(query as never);
  });
}

/**
 * Ends the outermost transaction open on `queryRunner` (begun by `beginWith` or `startTransaction()`; a nested one is
 * refused) with its last writes: `statements`, then COMMIT, in one round trip (issue 14: the COMMIT's own round trip
 * saved on the hottest write). If a statement fails, COMMIT is not run and the transaction stays open and aborted:
 * the caller rolls it back, as after any failed statement. TypeORM's transaction events are broadcast as `commitTransaction()` does (BeforeTransactionCommit
 * first); `written` runs once the statements have run, while the transaction is still marked active, so that the
 * subscribers' AfterInsert marks apply at AfterTransactionCommit. Answers each statement's result.
 */
export async function commitWith(queryRunner: QueryRunner, statements: readonly BoundStatement[], written: () => Promise<void>): Promise<QueryResult[]> {
  // A nested transaction (a savepoint) is released, not committed: only the outermost one may end here.
  const depth = (queryRunner as unknown as { transactionDepth: number }).transactionDepth;
  if (!queryRunner.isTransactionActive || depth !== 1) throw new Error(`commitWith: no outermost transaction is open (depth ${depth})`);
  const client = (await queryRunner.connect()) as PoolClient;
  await queryRunner.broadcaster.broadcast('BeforeTransactionCommit');
  const results = await runPipelined(client, [...statements, { text: 'COMMIT', values: [] }]);
  await written();
  setTransactionDepth(queryRunner, 0);
  await queryRunner.broadcaster.broadcast('AfterTransactionCommit');
  return results.slice(0, -1);
}
