import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findLockedIfFree } from '../../../../kernel/database/lock-or-404.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { hasEnded, Subscription } from '../../../domain/subscription.entity.js';
import { BillingWriter } from '../../billing.writer.js';
import { ExpireSubscriptionCommand } from './expire-subscription.command.js';

/**
 * Ends one subscription whose period is over (the daily job; citizen spec section 4): one cancelled at cycle end
 * becomes cancelled, one that was not renewed expired; the user is back on the Free plan (SubscriptionEnded,
 * UserPlanChanged). Row locked with SKIP LOCKED, so two workers never end the same one twice.
 */
@CommandHandler(ExpireSubscriptionCommand)
export class ExpireSubscriptionHandler implements ICommandHandler<ExpireSubscriptionCommand> {
  constructor(
    private readonly writes: BillingWriter,
    private readonly outbox: OutboxService,
  ) {}

  execute({ subscriptionId, now }: ExpireSubscriptionCommand): Promise<boolean> {
    return this.outbox.transaction(async (manager) => {
      const subscription = await findLockedIfFree(manager, Subscription, { id: subscriptionId });
      if (!subscription || !hasEnded(subscription, now)) return { result: false, events: [] };
      const events = subscription.end(subscription.cancelAtCycleEnd ? 'cancelled' : 'expired', null, now);
      await manager.save(Subscription, subscription);
      events.push(...(await this.writes.endSubscriptionPlan(manager, subscription, 'subscription-ended', null)));
      return { result: true, events };
    });
  }
}
