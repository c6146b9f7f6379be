import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Purchase } from '../../../domain/purchase.entity.js';
import { CheckoutStarter } from '../../checkout-starter.js';
import { CreateOrderCommand, type CreatedOrder } from './create-order.command.js';

/**
 * Creates an order at the provider for the plan's base + GST (never a client amount) and records the purchase as
 * created (OrderCreated). Refusals: see CheckoutRules. The provider failing is 503 'Unable to initiate payment'.
 */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(private readonly checkout: CheckoutStarter) {}

  async execute({ plan: planRef, currency, actor }: CreateOrderCommand): Promise<CreatedOrder> {
    return this.checkout.start(
      { userId: actor.id, planRef, currency, mode: 'one-time' },
      {
        open: async ({ buyer, plan, charge }, gateway) =>
          (
            await gateway.createOrder({
              amount: charge.amount,
              currency: plan.currency,
              receipt: `rcpt_${Date.now().toString(36)}`,
              notes: { userId: buyer.id, plan: plan.name },
            })
          ).id,
        record: async (manager, { buyer, plan, charge }, orderId, { provider, sandbox }) => {
          const { purchase, events } = Purchase.order(buyer, { id: plan.id, name: plan.name }, charge, orderId, provider, sandbox);
          await manager.insert(Purchase, purchase);
          return { fields: { orderId, baseAmount: charge.baseAmount, gstAmount: charge.gstAmount }, events };
        },
      },
    );
  }
}
