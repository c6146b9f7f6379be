import type { PaymentProvider } from '@civic/contracts';

/** The Nest injection token of the active PaymentGateway (Razorpay when configured, else the sandbox). */
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');

/** An order or subscription created at the provider. */
export interface ProviderCheckout {
  id: string;
}

/** A refund the provider accepted. */
export interface ProviderRefund {
  id: string;
}

/** The provider refused (a refund of a payment already refunded, an API error): `reason` is shown to the admin. */
export class ProviderRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ProviderRefusal';
  }
}

/**
 * The payment provider port (issue 11): two adapters in infrastructure/, Razorpay (the official SDK) and the embedded
 * sandbox. Amounts in paise. Both sign Checkout's results and webhooks the same way (PaymentSignatures), so one
 * verification path serves both.
 */
export interface PaymentGateway {
  readonly kind: PaymentProvider;
  /** The public key id handed to Checkout (RAZORPAY_KEY_ID, or `rzp_sandbox`). */
  readonly keyId: string;
  createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<ProviderCheckout>;
  /** A monthly subscription of `amount` paise for the plan `planKey` (the provider's plan is created once per plan and amount). */
  createSubscription(input: { planKey: string; planName: string; amount: number; currency: string; notes: Record<string, string> }): Promise<ProviderCheckout>;
  cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<void>;
  /** Refunds `amount` paise of a captured payment; throws ProviderRefusal with the provider's reason. */
  refund(paymentId: string, amount: number): Promise<ProviderRefund>;
}
