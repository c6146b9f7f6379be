import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Subscription } from '../../../domain/subscription.entity.js';
import { CheckoutRules } from '../../checkout-rules.js';
import { PAYMENT_GATEWAY, ProviderRefusal, type PaymentGateway } from '../../payment-gateway.js';
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
    let providerId: string;
    try {
      ({ id: providerId } = await this.gateway.createSubscription({
        planKey: plan.id,
        planName: plan.name,
        amount: charge.amount,
        currency: plan.currency,
        notes: { userId: buyer.id, plan: plan.name },
      }));
    } catch (error) {
      if (error instanceof ProviderRefusal) throw new DomainError(ErrorCode.ServiceUnavailable, Messages.billing.unableToInitiate, { reason: error.reason });
      throw error;
    }
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
