import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Subscription } from '../../../domain/subscription.entity.js';
import { CheckoutStarter } from '../../checkout-starter.js';
import { CreateSubscriptionCommand, type CreatedSubscription } from './create-subscription.command.js';

/**
 * Creates a monthly subscription at the provider for the plan's base + GST and records it as created
 * (SubscriptionCreated). Refusals: see CheckoutRules; the provider failing is 503 'Unable to initiate payment'.
 */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler implements ICommandHandler<CreateSubscriptionCommand> {
  constructor(private readonly checkout: CheckoutStarter) {}

  async execute({ plan: planRef, currency, actor }: CreateSubscriptionCommand): Promise<CreatedSubscription> {
    return this.checkout.start(
      { userId: actor.id, planRef, currency, mode: 'monthly' },
      {
        open: async ({ buyer, plan, charge }, gateway) =>
          (
            await gateway.createSubscription({
              planKey: plan.id,
              planName: plan.name,
              amount: charge.amount,
              currency: plan.currency,
              notes: { userId: buyer.id, plan: plan.name },
            })
          ).id,
        record: async (manager, { buyer, plan, charge }, providerId, { provider, sandbox }) => {
          const { subscription, events } = Subscription.create(buyer, { id: plan.id, name: plan.name }, charge, providerId, provider, sandbox);
          await manager.insert(Subscription, subscription);
          return { fields: { subscriptionId: providerId }, events };
        },
      },
    );
  }
}
