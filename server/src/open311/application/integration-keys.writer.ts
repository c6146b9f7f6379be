import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../kernel/errors/domain-error.js';
import { isUuid } from '../../kernel/database/uuid.js';
import { IntegrationKey } from '../domain/integration-key.entity.js';

/** Message of an unknown key id. */
export const KEY_NOT_FOUND = 'API key not found';

/** Loads a key for a change, locked against a concurrent rotate or revoke; 404 'API key not found'. */
export async function lockKeyOrFail(manager: EntityManager, id: string): Promise<IntegrationKey> {
  const key = isUuid(id) ? await manager.findOne(IntegrationKey, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!key) throw new NotFoundError(KEY_NOT_FOUND);
  return key;
}
