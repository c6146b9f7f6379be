import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { PurchaseView, SubscriptionView } from '../../billing.view.js';

/** What verify answers: the purchase now paid, and the subscription for verify-subscription. */
export interface VerifiedPayment {
  purchase: PurchaseView;
  subscription: SubscriptionView | null;
}

/** Checkout's handler response for an order, as it is (citizen spec section 7, POST /api/payments/verify). */
export class VerifyPaymentCommand extends Command<VerifiedPayment> {
  constructor(
    readonly orderId: string,
    readonly paymentId: string,
    readonly signature: string,
    readonly actor: Actor & { id: string },
  ) {
    super();
  }
}
