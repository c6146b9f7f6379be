import type { EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import { ConflictError } from '../../kernel/errors/domain-error.js';

/** 409 when another plan already has this name (case-insensitive). */
export async function assertPlanNameFree(manager: EntityManager, name: string, exceptId: string | null): Promise<void> {
  const rows: { id: string }[] = await manager.query('SELECT id FROM plans WHERE lower(name) = lower($1)', [name]);
  if (rows.some((r) => r.id !== exceptId)) throw new ConflictError(Messages.billing.planNameTaken);
}
