/** Billing constants shared by client and server (citizen spec sections 3, 4 and 9; admin spec sections 3, 5 and 9). */

/** The payment providers: Razorpay when its keys are set, else the embedded sandbox (docs/adr/0046-billing.md). */
export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Purchase statuses (citizen spec section 3). */
export const PURCHASE_STATUSES = ['created', 'paid', 'failed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** How a purchase came about: a one-time order, a subscription charge, or an admin's grant (amount 0, 'Manual'). */
export const PURCHASE_KINDS = ['order', 'subscription', 'manual'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** Razorpay's subscription statuses (citizen spec section 4). */
export const SUBSCRIPTION_STATUSES = ['created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A subscription in one of these can no longer be cancelled (citizen spec section 4). */
export const FINAL_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['cancelled', 'completed', 'expired', 'halted'];

/** Plan colours (admin spec section 9); blue is the default. */
export const PLAN_COLORS = ['blue', 'green', 'gray'] as const;
export type PlanColor = (typeof PLAN_COLORS)[number];

/** The outcomes of the sandbox checkout (POST /api/payments/sandbox/checkout). */
export const SANDBOX_OUTCOMES = ['success', 'failure'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** SAC of the service on the GST invoice: 998599, other support services n.e.c. (docs/adr/0046-billing.md). */
export const INVOICE_SAC = '998599';

/** The longest downgrade reason an admin may give, in characters. */
export const DOWNGRADE_REASON_MAX = 500;
