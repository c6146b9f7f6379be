import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { VerifiedPayment } from '../verify-payment/verify-payment.command.js';

/** Checkout's handler response for a subscription, as it is (citizen spec section 7, POST /api/payments/verify-subscription). */
export class VerifySubscriptionCommand extends Command<VerifiedPayment> {
  constructor(
    readonly subscriptionId: string,
    readonly paymentId: string,
    readonly signature: string,
    readonly actor: Actor & { id: string },
  ) {
    super();
  }
}
