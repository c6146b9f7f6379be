import { DEFAULT_PLANS, type PlanDefault } from '@civic/contracts';
import type { PlanResponse } from '../../api';

/** A plan card's data, from GET /api/plans or the built-in fallback plans (citizen spec sections 3 and 9). */
export interface PlanView {
  id: string;
  name: string;
  description: string;
  /** Price before GST in paise. */
  amount: number;
  gstRate: number;
  color: string;
  popular: boolean;
  allowOneTime: boolean;
  allowRecurring: boolean;
  features: string[];
  limitations: string[];
  complaintLimit: number | null;
  order: number;
}

function fromDefault(plan: PlanDefault): PlanView {
  return { ...plan, id: plan.key, features: [...plan.features], limitations: [...plan.limitations] };
}

function fromResponse(plan: PlanResponse): PlanView {
  return {
    id: plan._id,
    name: plan.name,
    description: plan.description,
    amount: plan.amount,
    gstRate: plan.gstRate,
    color: plan.color,
    popular: plan.popular,
    allowOneTime: plan.allowOneTime ?? plan.oneTime,
    allowRecurring: plan.allowRecurring,
    features: plan.features ?? [],
    limitations: plan.limitations ?? [],
    complaintLimit: plan.complaintLimit ?? null,
    order: plan.order,
  };
}

export function isFreePlan(plan: Pick<PlanView, 'amount'>): boolean {
  return plan.amount <= 0;
}

/**
 * The plans to show: the fetched ones, or the fallback plans when the call failed or returned none;
 * the Free plan sorts first, then by order (citizen spec section 9).
 */
export function plansForDisplay(items: readonly PlanResponse[] | undefined): PlanView[] {
  const plans = items && items.length > 0 ? items.map(fromResponse) : DEFAULT_PLANS.map(fromDefault);
  return plans.sort((a, b) => Number(isFreePlan(b)) - Number(isFreePlan(a)) || a.order - b.order || a.amount - b.amount);
}
