import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { AppConfig } from '../config/app-config.js';
import { logConnectionErrors } from './connection-errors.js';

/**
 * A read statement that PostgreSQL parses and plans once per connection, then only executes: a named prepared
 * statement (node-postgres's query config `name`, https://node-postgres.com/features/queries#prepared-statements).
 * Its plan is made without the values (PreparedReads), so its text must not leave a choice of index to a value: no
 * `$n IS NULL OR column = $n`, but one statement per shape of filter, and rows joined through a LATERAL lookup rather
 * than a join whose method depends on how many rows a LIMIT of unknown size lets through.
 */
export class PreparedStatement {
  /** `label` and a digest of the text: two texts never share a name, which node-postgres refuses on one connection. */
  readonly name: string;

  /**
   * @param label what the statement reads, for pg_prepared_statements and the logs (letters, digits, '-' and '_')
   * @param text the SQL, with $1, $2... parameters
   */
  constructor(
    label: string,
    readonly text: string,
  ) {
    this.name = `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
  }
}

/**
 * The hot reads' own small pool of connections (DB_READ_POOL_SIZE), on which statements are prepared once and their
 * generic plan kept: `plan_cache_mode = force_generic_plan` for the connection. The desk's pages spent more of
 * PostgreSQL's time planning than executing (about 1 ms against 0.3 for a first page, with the 24 indexes of
 * `complaints` considered twice), and PostgreSQL's default keeps planning a statement with OFFSET and LIMIT
 * parameters, whose generic plan it estimates for an unknown LIMIT as a tenth of the table
 * (docs/adr/0161-hot-reads-as-prepared-statements.md). That setting would also apply to TypeORM's unnamed
 * statements, whose filters rely on plans made with their values, hence a pool apart rather than TypeORM's. `jit = off`:
 * those generic estimates would otherwise compile every execution. Connections open on first use, so a process that
 * serves no such read (a worker) opens none.
 */
@Injectable()
export class PreparedReads implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private readonly pool: pg.Pool;

  constructor(config: AppConfig) {
    this.pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: config.DB_READ_POOL_SIZE,
      application_name: 'goa-civic-portal prepared reads',
      options: '-c plan_cache_mode=force_generic_plan -c jit=off',
    });
    // An idle connection that breaks is removed by the pool, which emits `error`: unheard, it would end the process.
    this.pool.on('error', (error) => this.logger.warn(`PostgreSQL prepared reads pool: an idle connection was lost: ${error.message}`));
    this.pool.on('connect', (client) => logConnectionErrors(client, 'PostgreSQL prepared reads pool', 'debug'));
  }

  /**
   * Runs `statement` with `values` and returns its rows, typed as PostgreSQL's columns are by node-postgres (the same
   * parsers as TypeORM's pool). A lost connection fails with the driver's error, which the error filter answers 503.
   */
  async query<Row>(statement: PreparedStatement, values: readonly unknown[]): Promise<Row[]> {
    const result = await this.pool.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: [...values] });
    return result.rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
