import type { EntityManager } from 'typeorm';
import { IntegrationKey } from '../domain/integration-key.entity.js';
import { findLockedByIdOrFail } from '../../kernel/database/lock-or-404.js';

/** Message of an unknown key id. */
export const KEY_NOT_FOUND = 'API key not found';

/** Loads a key for a change, locked against a concurrent rotate or revoke; 404 'API key not found'. */
export async function lockKeyOrFail(manager: EntityManager, id: string): Promise<IntegrationKey> {
  return findLockedByIdOrFail(manager, IntegrationKey, id, KEY_NOT_FOUND);
}
