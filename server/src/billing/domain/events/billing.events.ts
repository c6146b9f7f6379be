import { eventFactory } from '../../../kernel/events/domain-event.js';

/**
 * The billing context's events: plans, orders, payments, subscriptions, invoices, grants and refunds.
 * Every one is audited (the envelope's audit stamp); PaymentCaptured drives the invoice (documents queue) and
 * InvoiceRendered / InvoiceResendRequested the invoice email (notifications queue).
 */
export const BillingEvent = {
  PlanCreated: 'PlanCreated',
  PlanUpdated: 'PlanUpdated',
  PlanDeleted: 'PlanDeleted',
  OrderCreated: 'OrderCreated',
  SubscriptionCreated: 'SubscriptionCreated',
  PaymentCaptured: 'PaymentCaptured',
  PaymentFailed: 'PaymentFailed',
  PaymentRefunded: 'PaymentRefunded',
  SubscriptionActivated: 'SubscriptionActivated',
  SubscriptionCancelled: 'SubscriptionCancelled',
  SubscriptionEnded: 'SubscriptionEnded',
  PremiumGranted: 'PremiumGranted',
  PremiumRevoked: 'PremiumRevoked',
  InvoiceRendered: 'InvoiceRendered',
  InvoiceResendRequested: 'InvoiceResendRequested',
} as const;

/** PlanCreated / PlanUpdated / PlanDeleted: the plan's name; `changes` lists the fields an update changed. */
export interface PlanEventPayload {
  name: string;
  changes?: string[];
}

/** OrderCreated / SubscriptionCreated: what the server will charge, in paise (never the client's figure). */
export interface CheckoutCreatedPayload {
  userId: string;
  planName: string;
  /** Provider order id (order_...) or subscription id (sub_...). */
  providerId: string;
  amount: number;
  currency: string;
  sandbox: boolean;
}

/** PaymentCaptured: a purchase became paid (by verify, webhook or a subscription charge). */
export interface PaymentCapturedPayload {
  purchaseId: string;
  userId: string | null;
  planName: string;
  orderId: string | null;
  paymentId: string;
  /** Total in paise (base + GST). */
  amount: number;
  currency: string;
  /** The invoice numbered in the same transaction (null when nothing is invoiced). */
  invoiceId: string | null;
  invoiceNumber: string | null;
  sandbox: boolean;
  source: 'verify' | 'webhook';
}

/** PaymentFailed: the checkout failed (sandbox failure, or Razorpay's payment.failed). */
export interface PaymentFailedPayload {
  purchaseId: string;
  orderId: string | null;
  reason: string;
}

/** PaymentRefunded: an admin's refund, or Razorpay's refund.processed. */
export interface PaymentRefundedPayload {
  purchaseId: string;
  paymentId: string;
  refundId: string | null;
  amount: number;
}

/** Subscription events: the provider's subscription id and its state. */
export interface SubscriptionEventPayload {
  userId: string;
  subscriptionId: string;
  planName: string;
  status: string;
  currentEnd: string | null;
  cancelAtCycleEnd?: boolean;
}

/** PremiumGranted: an admin granted a plan without payment (a Manual purchase of amount 0). */
export interface PremiumGrantedPayload {
  userId: string;
  planName: string;
  previousPlan: string;
  purchaseId: string;
}

/** PremiumRevoked: an admin downgraded a user to Free, with an optional reason and refund. */
export interface PremiumRevokedPayload {
  userId: string;
  previousPlan: string;
  reason: string | null;
  refundedPurchaseId: string | null;
  refundError: string | null;
}

/** InvoiceRendered / InvoiceResendRequested: the invoice to email (its PDF is stored with it). */
export interface InvoiceEventPayload {
  invoiceId: string;
  purchaseId: string;
  userId: string | null;
  number: string;
}

declare module '../../../kernel/events/domain-event.js' {
  interface DomainEventMap {
    PlanCreated: PlanEventPayload;
    PlanUpdated: PlanEventPayload;
    PlanDeleted: PlanEventPayload;
    OrderCreated: CheckoutCreatedPayload;
    SubscriptionCreated: CheckoutCreatedPayload;
    PaymentCaptured: PaymentCapturedPayload;
    PaymentFailed: PaymentFailedPayload;
    PaymentRefunded: PaymentRefundedPayload;
    SubscriptionActivated: SubscriptionEventPayload;
    SubscriptionCancelled: SubscriptionEventPayload;
    SubscriptionEnded: SubscriptionEventPayload;
    PremiumGranted: PremiumGrantedPayload;
    PremiumRevoked: PremiumRevokedPayload;
    InvoiceRendered: InvoiceEventPayload;
    InvoiceResendRequested: InvoiceEventPayload;
  }
}

/** Builders: context 'billing', entity 'plan' / 'purchase' / 'subscription' / 'invoice' / 'user'. */
export const planEvent = eventFactory('billing', 'plan');
export const purchaseEvent = eventFactory('billing', 'purchase');
export const subscriptionEvent = eventFactory('billing', 'subscription');
export const invoiceEvent = eventFactory('billing', 'invoice');
export const accountPlanEvent = eventFactory('billing', 'user');
