import { QueryFailedError } from 'typeorm';

/** Whether a failed query broke a unique index (PostgreSQL 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver?.code === '23505' && (!constraint || driver.constraint === constraint);
}

/** Whether a failed query broke a foreign key (PostgreSQL 23503): the row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23503';
}
