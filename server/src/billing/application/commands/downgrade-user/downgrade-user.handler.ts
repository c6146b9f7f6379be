import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { formatMessage, Messages } from '@civic/contracts';
import { UserAccountsService } from '../../../../identity/public.js';
import { reloadLocked } from '../../../../kernel/database/lock-or-404.js';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../../kernel/errors/domain-error.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { accountPlanEvent, BillingEvent } from '../../../domain/events/billing.events.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { Subscription } from '../../../domain/subscription.entity.js';
import { BillingWriter } from '../../billing.writer.js';
import { PAYMENT_GATEWAY, ProviderRefusal, type PaymentGateway } from '../../payment-gateway.js';
import { DowngradeUserCommand, type DowngradeOutcome } from './downgrade-user.command.js';

const RUNNING = ['created', 'authenticated', 'active', 'pending'] as const;

/**
 * Downgrades a user to Free (admin spec section 2, Billing management): a refund is attempted whenever the user has a
 * paid, unrefunded purchase above zero with a payment id: with `paymentId`, that purchase (only when it is such a
 * purchase of the user, else 400), otherwise the latest one (index purchases_user_idx); `noRefund` is the admin's
 * explicit choice to refund nothing (not together with `paymentId`: 400). A refusal by the
 * provider does not stop the downgrade and is answered as 'Refund not processed: {reason}'. Running subscriptions are
 * cancelled now (at the provider too). PremiumRevoked (reason, refund) and UserPlanChanged in one transaction. 409
 * 'This user is not on a premium plan.' when there is nothing to downgrade or refund.
 */
@CommandHandler(DowngradeUserCommand)
export class DowngradeUserHandler implements ICommandHandler<DowngradeUserCommand> {
  private readonly logger = new Logger('DowngradeUser');

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly accounts: UserAccountsService,
    private readonly writes: BillingWriter,
    private readonly outbox: OutboxService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ userId, reason, paymentId, actor, noRefund }: DowngradeUserCommand): Promise<DowngradeOutcome> {
    if (paymentId && noRefund) throw ValidationError.field('noRefund', Messages.billing.refundChoiceConflict);
    const user = isUuid(userId) ? await this.accounts.getProfile(userId) : null;
    if (!user) throw new NotFoundError(Messages.billing.userNotFound);
    if (user.role !== 'user') throw new ForbiddenError(Messages.billing.notACitizen);
    let toRefund: Purchase | null = null;
    if (paymentId) {
      toRefund = await this.dataSource.manager.findOne(Purchase, { where: { paymentId, userId } });
      if (!toRefund || !toRefund.refundable) throw ValidationError.field('paymentId', Messages.billing.refundPaymentInvalid);
    } else if (!user.isPremium) {
      throw new ConflictError(Messages.billing.notPremium);
    } else if (!noRefund) {
      toRefund = await this.latestRefundable(userId);
    }

    let refundId: string | null = null;
    let refundError: string | null = null;
    if (toRefund?.paymentId) {
      try {
        refundId = (await this.gateway.refund(toRefund.paymentId, toRefund.amount)).id;
      } catch (error) {
        if (!(error instanceof ProviderRefusal)) throw error;
        refundError = formatMessage(Messages.billing.refundNotProcessed, { reason: error.reason });
      }
    }

    const running = await this.dataSource.manager.find(Subscription, { where: { userId, status: In([...RUNNING]) } });
    for (const s of running.filter((r) => r.status !== 'created')) {
      try {
        await this.gateway.cancelSubscription(s.providerSubscriptionId, false);
      } catch (error) {
        this.logger.warn(`Subscription ${s.providerSubscriptionId}: the provider did not cancel it (${(error as Error).message}); ended here anyway`);
      }
    }

    return this.outbox.transaction(async (manager) => {
      const events: DomainEvent[] = [];
      if (toRefund && refundId) {
        const locked = await reloadLocked(manager, Purchase, { id: toRefund.id });
        events.push(...locked.markRefunded(refundId, actor));
        await manager.save(Purchase, locked);
      }
      for (const s of running) {
        const locked = await reloadLocked(manager, Subscription, { id: s.id });
        if (locked.isFinal) continue;
        events.push(...locked.cancel(false, actor).events);
        await manager.save(Subscription, locked);
      }
      events.push(...(await this.writes.endPlan(manager, userId, 'downgrade', actor)));
      events.push(
        accountPlanEvent(BillingEvent.PremiumRevoked, actor, userId, {
          userId,
          previousPlan: user.plan,
          reason,
          refundedPurchaseId: refundId ? (toRefund?.id ?? null) : null,
          refundError,
        }),
      );
      return { result: { refunded: Boolean(refundId), refundError }, events };
    });
  }

  /** The user's latest paid, unrefunded purchase above zero with a payment id, or null (a user has few purchases). */
  private async latestRefundable(userId: string): Promise<Purchase | null> {
    const paid = await this.dataSource.manager.find(Purchase, { where: { userId, status: 'paid', refunded: false }, order: { createdAt: 'DESC' } });
    return paid.find((p) => p.refundable) ?? null;
  }
}
