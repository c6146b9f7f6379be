import { DEFAULT_PLANS, PREMIUM_PHOTO_LIMIT, planDefaultsFor } from '@civic/contracts';
import { useListPlansQuery } from '../../api';
import { useSessionInfo } from '../../app/use-session';

/**
 * Photos per complaint for a plan (citizen spec sections 6 and 9): the plan's photoLimit from
 * GET /api/plans (matched by `plan`, the English name an account holds), else the built-in plan of that name (Free 1, premium plans 5); a premium user on a plan
 * neither knows gets the premium limit.
 */
export function photoLimitFor(planName: string | undefined, isPremium: boolean, plans: readonly { plan: string; photoLimit: number }[] | undefined): number {
  const fromServer = plans?.find((p) => p.plan === planName)?.photoLimit;
  if (typeof fromServer === 'number' && fromServer >= 1) return fromServer;
  if (DEFAULT_PLANS.some((p) => p.name === planName)) return planDefaultsFor(planName).photoLimit;
  return isPremium ? PREMIUM_PHOTO_LIMIT : planDefaultsFor(planName).photoLimit;
}

/** The signed-in user's photo limit. */
export function usePhotoLimit(): number {
  const { user, isPremium } = useSessionInfo();
  const plans = useListPlansQuery();
  return photoLimitFor(user?.plan, isPremium, plans.data?.items);
}
