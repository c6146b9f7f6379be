import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';
import type { SubscriptionView } from '../../billing.view.js';

/** A citizen cancels a subscription (citizen spec sections 4 and 7, POST /api/subscriptions/{id}/cancel). */
export class CancelSubscriptionCommand extends Command<SubscriptionView> {
  constructor(
    /** The provider's id (sub_...) or the subscription's uuid. */
    readonly id: string,
    readonly atCycleEnd: boolean,
    readonly actor: Actor & { id: string },
  ) {
    super();
  }
}
