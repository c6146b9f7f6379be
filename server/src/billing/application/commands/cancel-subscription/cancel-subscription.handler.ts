import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { ConflictError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Subscription } from '../../../domain/subscription.entity.js';
import { BillingWriter } from '../../billing.writer.js';
import { toSubscriptionView, type SubscriptionView } from '../../billing.view.js';
import { PAYMENT_GATEWAY, callProvider, type PaymentGateway } from '../../payment-gateway.js';
import { CancelSubscriptionCommand } from './cancel-subscription.command.js';

/** Finds the caller's subscription by provider id or uuid, optionally locked; 404 'Subscription not found' for another user's. */
export async function findOwnSubscription(manager: EntityManager, id: string, userId: string, lock: boolean): Promise<Subscription> {
  const where = isUuid(id) ? [{ id }, { providerSubscriptionId: id }] : { providerSubscriptionId: id };
  const subscription = lock ? await findLocked(manager, Subscription, where) : await manager.findOne(Subscription, { where });
  if (!subscription || subscription.userId !== userId) throw new NotFoundError(Messages.billing.subscriptionNotFound);
  return subscription;
}

/**
 * Cancels a subscription (citizen spec section 4): refused with 409 'This subscription can no longer be cancelled.'
 * when cancelled, completed, expired or halted; 404 for another user's. The provider is told first (no renewal); then,
 * at cycle end (default), the plan is kept until currentEnd (the expiry job ends it), while immediately it ends now
 * and the user is back on the Free plan. SubscriptionCancelled (and UserPlanChanged) in the same transaction.
 */
@CommandHandler(CancelSubscriptionCommand)
export class CancelSubscriptionHandler implements ICommandHandler<CancelSubscriptionCommand> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly writes: BillingWriter,
    private readonly outbox: OutboxService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ id, atCycleEnd, actor }: CancelSubscriptionCommand): Promise<SubscriptionView> {
    const current = await findOwnSubscription(this.dataSource.manager, id, actor.id, false);
    if (current.isFinal) throw new ConflictError(Messages.billing.notCancellable, { status: current.status });
    // A subscription never paid has nothing running at the provider's end worth keeping: it is cancelled now.
    const cycleEnd = atCycleEnd && current.grantsPlan;
    if (current.status !== 'created') {
      await callProvider(() => this.gateway.cancelSubscription(current.providerSubscriptionId, cycleEnd), Messages.billing.cancelFailed);
    }
    return this.outbox.transaction(async (manager) => {
      const subscription = await findOwnSubscription(manager, current.id, actor.id, true);
      const granted = subscription.grantsPlan;
      const { events, ended } = subscription.cancel(cycleEnd, actor);
      await manager.save(Subscription, subscription);
      if (ended && granted) events.push(...(await this.writes.endSubscriptionPlan(manager, subscription, 'subscription-cancelled', actor)));
      return { result: toSubscriptionView(subscription), events };
    });
  }
}
