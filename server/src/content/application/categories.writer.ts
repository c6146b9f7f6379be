import type { EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import { isUniqueViolation } from '../../kernel/database/postgres-errors.js';
import { ConflictError } from '../../kernel/errors/domain-error.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import type { OutboxService } from '../../kernel/events/outbox.service.js';
import { Category } from '../domain/category.entity.js';

function keyTaken(): ConflictError {
  return new ConflictError(Messages.admin.categories.keyTaken, { fields: { key: [Messages.admin.categories.keyTaken] } });
}

/** 409 CONFLICT when another category has this key (admin spec section 3: keys are unique). */
export async function assertCategoryKeyFree(manager: EntityManager, key: string, exceptId: string | null): Promise<void> {
  const other = await manager.findOne(Category, { where: { key }, select: { id: true } });
  if (other && other.id !== exceptId) throw keyTaken();
}

/** Runs a category change in an outbox transaction; a unique-key race that slips past the check is still a 409. */
export async function writeCategory<T>(
  outbox: OutboxService,
  work: (manager: EntityManager) => Promise<{ result: T; events: readonly DomainEvent[] }>,
): Promise<T> {
  try {
    return await outbox.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}
