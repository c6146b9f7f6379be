import { Logger } from '@nestjs/common';

/** What emits a connection's `error`: pg's Client, whether standalone or a pool's. */
interface ConnectionEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

const logger = new Logger('Database');

/**
 * Gives a pg client an `error` listener that logs, for the client's whole life, and returns the client. pg's Client is
 * an EventEmitter, and Node throws an `error` emitted with no listener, which ends the process. A client emits one
 * whenever its connection breaks outside a statement: the server terminates it (57P01 at `pg_ctl stop -m fast`,
 * `pg_terminate_backend`), or its socket fails, also after its owner let go of it (TypeORM removes its own listener
 * when it releases a query runner; pg-pool ends a broken client it removes without one). The statement that was
 * running fails on its own and is answered 503 (docs/adr/0130-connections-lost-mid-request.md): this listener only
 * keeps the process up. `level` is 'debug' where the owner already reports the loss (a pool's clients: TypeORM's pool
 * error handler and the failed statement).
 */
export function logConnectionErrors<C extends ConnectionEvents>(client: C, what: string, level: 'warn' | 'debug' = 'warn'): C {
  client.on('error', (error) => logger[level](`${what}: connection lost: ${error.message}`));
  return client;
}
