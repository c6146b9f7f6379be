import type { EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../errors/domain-error.js';
import { isUuid } from './uuid.js';

/*
 * The one place that takes a row lock for a change. Every helper here locks with SELECT ... FOR UPDATE until the
 * transaction of `manager` ends, so that two writers of the same row run one after the other and each sees the
 * other's change. They differ only in what an absent row means:
 *   findLockedOrFail / findLockedByIdOrFail  a 404 NOT_FOUND with the caller's message (a URL named it)
 *   findLocked                               null, for the caller to decide (a webhook about an unknown order)
 *   reloadLocked                             a 500: the request has just read the row, so absence breaks an invariant
 *   findLockedIfFree                         null also when another transaction holds the lock (SKIP LOCKED)
 *   findAllLocked                            every matching row, locked in the given order
 *   lockForUpdate                            the same lock on a query builder, for a find that needs one
 * A source scan (kernel/standard-mechanisms.spec.ts) refuses a lock taken anywhere else.
 */

type Where<T> = FindOptionsWhere<T> | FindOptionsWhere<T>[];

/**
 * Loads the row of `target` that `where` finds for a change, locked. Throws NotFoundError (404 NOT_FOUND) with
 * `notFoundMessage` when there is no such row, or when `where` is null: a caller passes null for a key that cannot
 * exist (a malformed id), so that it is a 404 like an unknown one without a query.
 */
export async function findLockedOrFail<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Where<T> | null,
  notFoundMessage: string,
): Promise<T> {
  const row = where === null ? null : await findLocked(manager, target, where);
  if (!row) throw new NotFoundError(notFoundMessage);
  return row;
}

/** `findLockedOrFail` by a uuid primary key `id`, as it comes from a URL: a malformed id is 404 as an unknown one. */
export function findLockedByIdOrFail<T extends { id: string }>(
  manager: EntityManager,
  target: EntityTarget<T>,
  id: string,
  notFoundMessage: string,
): Promise<T> {
  return findLockedOrFail(manager, target, isUuid(id) ? ({ id } as FindOptionsWhere<T>) : null, notFoundMessage);
}

/**
 * The row of `target` that `where` finds, locked, or null when there is none: "lock it if it is there", for a caller
 * to whom an absent row is an answer rather than an error (an event about an order this portal never made, an account
 * deleted meanwhile), or who answers it with an error of its own.
 */
export function findLocked<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, where: Where<T>): Promise<T | null> {
  return manager.findOne(target, { where, lock: { mode: 'pessimistic_write' } });
}

/**
 * Loads again, locked, a row that this request has just read outside its transaction (to call a provider, or by a
 * token) and that it now changes. The row's absence breaks an invariant of the caller, not a rule a person could
 * meet, so it stays TypeORM's EntityNotFoundError, which the error filter answers with a generic 500.
 */
export function reloadLocked<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, where: Where<T>): Promise<T> {
  return manager.findOneOrFail(target, { where, lock: { mode: 'pessimistic_write' } });
}

/**
 * The row of `target` that `where` finds, locked, or null when there is none or another transaction holds its lock
 * (FOR UPDATE SKIP LOCKED): for a job that several workers may run at once, where the one holding the row does the
 * work and the others pass it by instead of waiting to do it a second time.
 */
export function findLockedIfFree<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, where: Where<T>): Promise<T | null> {
  return manager.findOne(target, { where, lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' } });
}

/**
 * Every row of `target` that `where` finds, locked, in `order`. PostgreSQL locks the rows as it returns them, so two
 * transactions locking the same set in the same order wait for each other instead of deadlocking.
 */
export function findAllLocked<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: Where<T>,
  order: FindOptionsOrder<T>,
): Promise<T[]> {
  return manager.find(target, { where, order, lock: { mode: 'pessimistic_write' } });
}

/**
 * Makes a select of `qb` lock the rows it returns (FOR UPDATE), for a find that the find options cannot say (a
 * case-insensitive match on an expression index, a column that is not selected by default). Returns `qb`.
 */
export function lockForUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return qb.setLock('pessimistic_write');
}
