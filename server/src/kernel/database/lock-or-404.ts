import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { NotFoundError } from '../errors/domain-error.js';
import { isUuid } from './uuid.js';

/**
 * Loads the row of `target` that `where` finds for a change, locked (SELECT ... FOR UPDATE) until the transaction of
 * `manager` ends, so that two writers of the same row run one after the other and each sees the other's change. Throws
 * NotFoundError (404 NOT_FOUND) with `notFoundMessage` when there is no such row, or when `where` is null: a caller
 * passes null for a key that cannot exist (a malformed id), so that it is a 404 like an unknown one without a query.
 */
export async function findLockedOrFail<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: FindOptionsWhere<T> | FindOptionsWhere<T>[] | null,
  notFoundMessage: string,
): Promise<T> {
  const row = where === null ? null : await manager.findOne(target, { where, lock: { mode: 'pessimistic_write' } });
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
