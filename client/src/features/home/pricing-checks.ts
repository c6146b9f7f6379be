import { type PlanView, isFreePlan } from './plans';

export type BillingMode = 'one-time' | 'monthly';

/** What choosing a plan leads to, before any payment call (citizen spec section 4, "Pricing purchase"). */
export type PlanChoice =
  /** 'Free plan activated...' and go to /complaint (no login needed). */
  | { kind: 'free' }
  /** 'Please log in to purchase a plan.' and go to /. */
  | { kind: 'login' }
  /** 'Payment SDK not loaded. Please try again.' (Razorpay only; the sandbox has no SDK). */
  | { kind: 'sdk' }
  /** 'You already have a premium plan.' */
  | { kind: 'premium' }
  /** 'Billing is managed by admins via Billing Management.' */
  | { kind: 'admin' }
  /** Open the 'Choose Billing' dialog. */
  | { kind: 'choose-billing' };

export interface BuyerState {
  isSignedIn: boolean;
  isPremium: boolean;
  isAdmin: boolean;
  /** The active payment provider; undefined while it is being read. */
  provider: 'razorpay' | 'sandbox' | undefined;
  /** Whether Razorpay's Checkout script is loaded (window.Razorpay exists). */
  sdkLoaded: boolean;
}

/**
 * The checks of choosing a plan, in the spec's order (citizen spec sections 4 and 6): an admin is sent to Billing
 * Management (admins do not buy plans); a free plan is activated with no login; a paid plan needs a login, then a
 * loaded payment SDK (only when Razorpay is the provider), then a user who is not premium yet; only then is the
 * billing mode asked for. The first failing check decides.
 */
export function checkPlanChoice(plan: Pick<PlanView, 'amount'>, buyer: BuyerState): PlanChoice {
  if (buyer.isSignedIn && buyer.isAdmin) return { kind: 'admin' };
  if (isFreePlan(plan)) return { kind: 'free' };
  if (!buyer.isSignedIn) return { kind: 'login' };
  if (buyer.provider !== 'sandbox' && !buyer.sdkLoaded) return { kind: 'sdk' };
  if (buyer.isPremium) return { kind: 'premium' };
  return { kind: 'choose-billing' };
}

/** Whether the plan allows the billing mode; otherwise the spec's refusal (citizen spec section 5). */
export function billingModeRefusal(plan: Pick<PlanView, 'allowOneTime' | 'allowRecurring'>, mode: BillingMode) {
  if (mode === 'monthly' && !plan.allowRecurring) return 'messages:billing.monthlyNotAvailable' as const;
  if (mode === 'one-time' && !plan.allowOneTime) return 'messages:billing.oneTimeNotAvailable' as const;
  return null;
}

/** Checkout's theme colour for a plan colour (citizen spec section 4: blue, green, gray). */
export const CHECKOUT_THEME: Record<string, string> = { blue: '#1d4ed8', green: '#059669', gray: '#475569' };

export function checkoutTheme(color: string): string {
  return CHECKOUT_THEME[color] ?? CHECKOUT_THEME.blue;
}
