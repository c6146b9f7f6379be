import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/**
 * Failures that mean a backing service (PostgreSQL, Redis, SMTP) cannot be reached for now, rather than a bug or a bad
 * request: the global filter answers them with 503 SERVICE_UNAVAILABLE and Retry-After, and the auth guard lets them
 * through instead of calling the session expired (a brief outage must not sign everybody out).
 */

/** Seconds a client should wait before trying again after a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Error codes of a lost or refused connection. Node's socket errors; PostgreSQL's SQLSTATE classes 08 (connection
 * exception) and 57P01..57P03 (administrator shutdown, crash shutdown, cannot connect now), 53300 (too many
 * connections); nodemailer's ECONNECTION, ESOCKET and ETIMEDOUT; ioredis's connection-closed codes.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ECONNECTION',
  'ESOCKET',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * Messages of the same failures where the driver sets no code (pg's pool and client, ioredis). 'Connection terminated'
 * covers pg's 'unexpectedly' (the server went away mid-statement) and 'due to connection timeout' (the pool's connect
 * timed out); 'Cannot use a pool after calling end on the pool' is a request still running while the process closes
 * its pool at shutdown.
 */
const MESSAGES =
  /Connection terminated|terminating connection due to|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end on the pool|Connection is closed|Stream isn't writeable|Reached the max retries per request limit|connect ECONNREFUSED/i;

/**
 * Whether `error` (or the driver error or cause it wraps, or one of an AggregateError's errors) is a lost connection.
 * TypeORM's QueryRunnerAlreadyReleasedError and QueryRunnerProviderAlreadyReleasedError count as one: a query runner
 * is released in the middle of a transaction only when its connection emitted `error` (the server terminated it, the
 * socket broke), and the transaction's next statement, its COMMIT or its ROLLBACK then fails with one of them instead
 * of the driver's error (the first through the runner, as a repository's save runs; the second through the manager's
 * `query`): docs/adr/0130-connections-lost-mid-request.md. The product opens runners only through
 * `DataSource.transaction` and single queries, which release them after their last statement, so no bug of its own
 * raises these errors.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError) return true;
  const e = error as { code?: unknown; message?: unknown; name?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && CODES.has(e.code)) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true;
  return isServiceUnavailable(e.driverError, depth + 1) || isServiceUnavailable(e.cause, depth + 1);
}
