import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** What Checkout needs to open for an order (citizen spec section 3, "Payment order response"); amounts in paise. */
export interface CreatedOrder {
  keyId: string;
  orderId: string;
  amount: number;
  baseAmount: number;
  gstAmount: number;
  currency: string;
  plan: string;
  color: string;
  provider: 'razorpay' | 'sandbox';
  sandbox: boolean;
}

/** A citizen starts a one-time payment for a plan (citizen spec section 7, POST /api/payments/create-order). */
export class CreateOrderCommand extends Command<CreatedOrder> {
  constructor(
    readonly plan: string,
    readonly currency: string | undefined,
    readonly actor: Actor & { id: string },
  ) {
    super();
  }
}
