import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** What Checkout needs to open for a subscription (citizen spec section 3, "Subscription response"). */
export interface CreatedSubscription {
  keyId: string;
  subscriptionId: string;
  amount: number;
  currency: string;
  plan: string;
  color: string;
  provider: 'razorpay' | 'sandbox';
  sandbox: boolean;
}

/** A citizen starts a monthly subscription (citizen spec section 7, POST /api/payments/create-subscription). */
export class CreateSubscriptionCommand extends Command<CreatedSubscription> {
  constructor(
    readonly plan: string,
    readonly currency: string | undefined,
    readonly actor: Actor & { id: string },
  ) {
    super();
  }
}
