import type { PaymentGateway, ProviderCheckout, ProviderRefund } from '../application/payment-gateway.js';
import { providerId } from './provider-ids.js';

/** The public key id of the sandbox, handed to the client instead of a Razorpay key. */
export const SANDBOX_KEY_ID = 'rzp_sandbox';

/**
 * The embedded sandbox provider (default when no Razorpay key is set): orders and subscriptions are local
 * (their ids look like Razorpay's and are kept with the purchase and subscription rows), payments are made by
 * POST /api/payments/sandbox/checkout, which signs its result exactly as Razorpay Checkout does. Refunds and
 * cancellations always succeed. Nothing leaves the server.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;

  createOrder(): Promise<ProviderCheckout> {
    return Promise.resolve({ id: providerId('order') });
  }

  createSubscription(): Promise<ProviderCheckout> {
    return Promise.resolve({ id: providerId('sub') });
  }

  cancelSubscription(): Promise<void> {
    return Promise.resolve();
  }

  refund(): Promise<ProviderRefund> {
    return Promise.resolve({ id: providerId('rfnd') });
  }
}
