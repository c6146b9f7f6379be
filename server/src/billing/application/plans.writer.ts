import type { EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import { ConflictError, NotFoundError } from '../../kernel/errors/domain-error.js';
import { isUuid } from '../../kernel/database/uuid.js';
import { Plan } from '../domain/plan.entity.js';

/** 409 when another plan already has this name (case-insensitive). */
export async function assertPlanNameFree(manager: EntityManager, name: string, exceptId: string | null): Promise<void> {
  const rows: { id: string }[] = await manager.query('SELECT id FROM plans WHERE lower(name) = lower($1)', [name]);
  if (rows.some((r) => r.id !== exceptId)) throw new ConflictError(Messages.billing.planNameTaken);
}

/** Locks a plan by id (404 'Plan not found', also for a malformed id). */
export async function lockPlanOrFail(manager: EntityManager, id: string): Promise<Plan> {
  const plan = isUuid(id) ? await manager.findOne(Plan, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!plan) throw new NotFoundError(Messages.billing.planNotFound);
  return plan;
}
