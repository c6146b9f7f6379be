import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { CheckoutRules, type CheckoutPlan } from './checkout-rules.js';
import { PAYMENT_GATEWAY, callProvider, type PaymentGateway } from './payment-gateway.js';

/** What Checkout needs whatever the billing mode (citizen spec section 3); amounts in paise. */
export interface StartedCheckout {
  keyId: string;
  amount: number;
  currency: string;
  plan: string;
  color: string;
  provider: PaymentGateway['kind'];
  sandbox: boolean;
}

/** The provider a checkout goes through, and whether it is the embedded sandbox. */
export interface CheckoutProvider {
  provider: PaymentGateway['kind'];
  sandbox: boolean;
}

/** The two steps that differ between a one-time order and a monthly subscription. */
export interface CheckoutSteps<Extra> {
  /** Opens the order or subscription at the provider for the server's charge; answers the provider's id. */
  open(checkout: CheckoutPlan, gateway: PaymentGateway): Promise<string>;
  /** Records it (in the outbox transaction) and answers the mode's own fields of the response and the events. */
  record(manager: EntityManager, checkout: CheckoutPlan, providerId: string, via: CheckoutProvider): Promise<{ fields: Extra; events: readonly DomainEvent[] }>;
}

/**
 * Starts a checkout (citizen spec sections 4 and 5): the CheckoutRules refusals first, then the provider call outside
 * any transaction (a refusal or outage is 503 'Unable to initiate payment' with the reason in details), then the
 * record and its events in one outbox transaction. The amount is always the plan's base + GST, never the client's.
 */
@Injectable()
export class CheckoutStarter {
  constructor(
    private readonly rules: CheckoutRules,
    private readonly outbox: OutboxService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async start<Extra extends object>(
    request: { userId: string; planRef: string; currency: string | undefined; mode: 'one-time' | 'monthly' },
    steps: CheckoutSteps<Extra>,
  ): Promise<StartedCheckout & Extra> {
    const checkout = await this.rules.check(request.userId, request.planRef, request.currency, request.mode);
    const sandbox = this.gateway.kind === 'sandbox';
    const providerId = await callProvider(() => steps.open(checkout, this.gateway), Messages.billing.unableToInitiate);
    return this.outbox.transaction(async (manager) => {
      const { fields, events } = await steps.record(manager, checkout, providerId, { provider: this.gateway.kind, sandbox });
      const { plan, charge } = checkout;
      return {
        result: {
          keyId: this.gateway.keyId,
          ...fields,
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
