import { Command } from '@nestjs/cqrs';
import type { SandboxOutcome } from '@civic/contracts';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** Razorpay's error object, as Checkout's payment.failed hands it to the page. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id?: string | null; subscription_id?: string | null; payment_id: string };
  };
}

/** What Checkout's success handler receives. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_signature: string;
}

/** The sandbox's checkout: pay or fail an order or a subscription (POST /api/payments/sandbox/checkout). */
export class SandboxCheckoutCommand extends Command<CheckoutSuccess | CheckoutFailure> {
  constructor(
    readonly target: { orderId?: string; subscriptionId?: string },
    readonly outcome: SandboxOutcome,
    readonly actor: Actor & { id: string },
  ) {
    super();
  }
}
