import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Subscription } from '../../../domain/subscription.entity.js';
import { CheckoutRules } from '../../checkout-rules.js';
import { PAYMENT_GATEWAY, callProvider, type PaymentGateway } from '../../payment-gateway.js';
import { CreateSubscriptionCommand, type CreatedSubscription } from './create-subscription.command.js';

/**
 * Creates a monthly subscription at the provider for the plan's base + GST and records it as created
 * (SubscriptionCreated). Refusals: see CheckoutRules; the provider failing is 503 'Unable to initiate payment'.
 */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler implements ICommandHandler<CreateSubscriptionCommand> {
  constructor(
    private readonly rules: CheckoutRules,
    private readonly outbox: OutboxService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ plan: planRef, currency, actor }: CreateSubscriptionCommand): Promise<CreatedSubscription> {
    const { buyer, plan, charge } = await this.rules.check(actor.id, planRef, currency, 'monthly');
    const sandbox = this.gateway.kind === 'sandbox';
    const { id: providerId } = await callProvider(
      () =>
        this.gateway.createSubscription({
          planKey: plan.id,
          planName: plan.name,
          amount: charge.amount,
          currency: plan.currency,
          notes: { userId: buyer.id, plan: plan.name },
        }),
      Messages.billing.unableToInitiate,
    );
    return this.outbox.transaction(async (manager) => {
      const { subscription, events } = Subscription.create(buyer, { id: plan.id, name: plan.name }, charge, providerId, this.gateway.kind, sandbox);
      await manager.insert(Subscription, subscription);
      return {
        result: {
          keyId: this.gateway.keyId,
          subscriptionId: providerId,
          amount: charge.amount,
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
