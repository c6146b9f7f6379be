import { localisedPlanTexts, type Locale } from '@civic/contracts';
import type { Invoice } from '../domain/invoice.entity.js';
import type { Plan, PlanFields } from '../domain/plan.entity.js';
import type { Purchase } from '../domain/purchase.entity.js';
import type { Subscription } from '../domain/subscription.entity.js';

/** A purchase as the API returns it (citizen spec section 3), with its invoice number when it has one. */
export interface PurchaseView {
  _id: string;
  orderId: string | null;
  paymentId: string | null;
  subscriptionId: string | null;
  /** The plan's identity: its English name. */
  plan: string;
  /** The plan's name in the reader's language (the controllers answer it through PlansService.namesIn); English as built here. */
  planName: string;
  amount: number;
  baseAmount: number;
  gstAmount: number;
  currency: string;
  status: Purchase['status'];
  refunded: boolean;
  kind: Purchase['kind'];
  sandbox: boolean;
  invoiceNumber: string | null;
  invoiceReady: boolean;
  createdAt: string;
  paidAt: string | null;
}

export function toPurchaseView(
  p: Purchase,
  invoice: Pick<Invoice, 'number' | 'renderedAt'> | null,
  providerSubscriptionId: string | null = null,
): PurchaseView {
  return {
    _id: p.id,
    orderId: p.orderId,
    paymentId: p.paymentId,
    subscriptionId: providerSubscriptionId,
    plan: p.planName,
    planName: p.planName,
    amount: p.amount,
    baseAmount: p.baseAmount,
    gstAmount: p.gstAmount,
    currency: p.currency,
    status: p.status,
    refunded: p.refunded,
    kind: p.kind,
    sandbox: p.sandbox,
    invoiceNumber: invoice?.number ?? null,
    invoiceReady: Boolean(invoice?.renderedAt),
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

export interface SubscriptionView {
  _id: string;
  subscriptionId: string;
  /** The plan's identity: its English name. */
  plan: string;
  /** The plan's name in the reader's language (PlansService.namesIn); English as built here. */
  planName: string;
  status: Subscription['status'];
  currentStart: string | null;
  currentEnd: string | null;
  chargeAt: string | null;
  cancelAtCycleEnd: boolean;
  amount: number;
  currency: string;
  sandbox: boolean;
  createdAt: string;
}

export function toSubscriptionView(s: Subscription): SubscriptionView {
  return {
    _id: s.id,
    subscriptionId: s.providerSubscriptionId,
    plan: s.planName,
    planName: s.planName,
    status: s.status,
    currentStart: s.currentStart?.toISOString() ?? null,
    currentEnd: s.currentEnd?.toISOString() ?? null,
    chargeAt: s.chargeAt?.toISOString() ?? null,
    cancelAtCycleEnd: s.cancelAtCycleEnd,
    amount: s.amount,
    currency: s.currency,
    sandbox: s.sandbox,
    createdAt: s.createdAt.toISOString(),
  };
}

/** A plan as the admin list returns it (admin spec section 3): its fields, its id, and `oneTime` (= allowOneTime). */
export interface PlanView extends PlanFields {
  _id: string;
  oneTime: boolean;
}

export function toPlanView(p: Plan): PlanView {
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    amount: p.amount,
    currency: p.currency,
    gstRate: Number(p.gstRate),
    color: p.color,
    popular: p.popular,
    enabled: p.enabled,
    order: p.order,
    oneTime: p.allowOneTime,
    allowOneTime: p.allowOneTime,
    allowRecurring: p.allowRecurring,
    features: p.features,
    limitations: p.limitations,
    complaintLimit: p.complaintLimit,
    photoLimit: p.photoLimit,
    translations: p.translations ?? {},
  };
}

/**
 * A plan for a reader of `locale`: `plan` keeps the English name (the plan's identity: checkout requests and accounts
 * name it), while name, description, features and limitations are in that language where the plan has them.
 */
export interface LocalisedPlanView extends Omit<PlanView, 'translations'> {
  plan: string;
  /** The language `name` is in: `locale` when the plan has a name in it, else English. */
  language: Locale;
}

export function toLocalisedPlanView(p: Plan, locale: Locale): LocalisedPlanView {
  const { translations: _translations, ...view } = toPlanView(p);
  return { ...view, plan: p.name, ...localisedPlanTexts(p, locale) };
}
