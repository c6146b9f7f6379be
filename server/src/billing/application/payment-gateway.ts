import { ErrorCode, type PaymentProvider } from '@civic/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

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
 * Runs one call to the payment provider. A ProviderRefusal becomes 503 SERVICE_UNAVAILABLE with `message` (the
 * spec's words for the action, e.g. 'Unable to initiate payment') and the provider's reason in `details.reason`;
 * any other error is rethrown as it is.
 */
export async function callProvider<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRefusal) throw new DomainError(ErrorCode.ServiceUnavailable, message, { reason: error.reason });
    throw error;
  }
}

/**
 * The payment provider port: two adapters in infrastructure/, Razorpay (the official SDK) and the embedded
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
