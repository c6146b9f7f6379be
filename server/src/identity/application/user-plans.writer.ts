import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { Actor, DomainEvent } from '../../kernel/events/domain-event.js';
import { User } from '../domain/user.entity.js';
import { findLocked, findLockedOrFail } from '../../kernel/database/lock-or-404.js';

/** What billing needs to know of a plan holder, read under the row lock. */
export interface PlanHolder {
  id: string;
  email: string;
  name: string;
  role: User['role'];
  plan: string;
  isPremium: boolean;
}

/**
 * Identity's participating writer for plans (docs/architecture.md, "Across contexts"): a verified payment, a grant
 * or a downgrade changes the account's plan in billing's transaction. The rule stays in User.changePlan; the caller
 * appends the returned events in its own transaction.
 */
@Injectable()
export class UserPlansWriter {
  /** Locks the account row (FOR UPDATE) and returns its plan; null when it does not exist. */
  async lock(manager: EntityManager, userId: string): Promise<PlanHolder | null> {
    const user = await findLocked(manager, User, { id: userId });
    return user ? { id: user.id, email: user.email, name: user.name, role: user.role, plan: user.plan, isPremium: user.isPremium } : null;
  }

  /** Sets the plan (UserPlanChanged when it changed). 404 'User not found'; 403 for an admin account. */
  async setPlan(manager: EntityManager, userId: string, planName: string, isPremium: boolean, reason: string, actor: Actor | null): Promise<DomainEvent[]> {
    const user = await findLockedOrFail(manager, User, { id: userId }, Messages.billing.userNotFound);
    const events = user.changePlan(planName, isPremium, reason, actor);
    if (events.length) await manager.update(User, { id: user.id }, { plan: user.plan, isPremium: user.isPremium });
    return events;
  }
}
