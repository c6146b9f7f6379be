import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { CheckoutRules } from '../../checkout-rules.js';
import { PAYMENT_GATEWAY, callProvider, type PaymentGateway } from '../../payment-gateway.js';
import { CreateOrderCommand, type CreatedOrder } from './create-order.command.js';

/**
 * Creates an order at the provider for the plan's base + GST (never a client amount) and records the purchase as
 * created (OrderCreated). Refusals: see CheckoutRules. The provider failing is 503 'Unable to initiate payment'.
 */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    private readonly rules: CheckoutRules,
    private readonly outbox: OutboxService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ plan: planRef, currency, actor }: CreateOrderCommand): Promise<CreatedOrder> {
    const { buyer, plan, charge } = await this.rules.check(actor.id, planRef, currency, 'one-time');
    const sandbox = this.gateway.kind === 'sandbox';
    const { id: orderId } = await callProvider(
      () =>
        this.gateway.createOrder({
          amount: charge.amount,
          currency: plan.currency,
          receipt: `rcpt_${Date.now().toString(36)}`,
          notes: { userId: buyer.id, plan: plan.name },
        }),
      Messages.billing.unableToInitiate,
    );
    return this.outbox.transaction(async (manager) => {
      const { purchase, events } = Purchase.order(buyer, { id: plan.id, name: plan.name }, charge, orderId, this.gateway.kind, sandbox);
      await manager.insert(Purchase, purchase);
      return {
        result: {
          keyId: this.gateway.keyId,
          orderId,
          amount: charge.amount,
          baseAmount: charge.baseAmount,
          gstAmount: charge.gstAmount,
          currency: plan.currency,
          plan: plan.name,
          color: plan.color,
          provider: this.gateway.kind,
          sandbox,
        },
        events,
      };
    });
  }
}
