import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';
import { DomainError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Invoice } from '../../../domain/invoice.entity.js';
import { monthAfter, Subscription } from '../../../domain/subscription.entity.js';
import { BillingWriter } from '../../billing.writer.js';
import { toPurchaseView, toSubscriptionView } from '../../billing.view.js';
import { PaymentSignatures } from '../../payment-signatures.service.js';
import { VerifySubscriptionCommand } from './verify-subscription.command.js';
import type { VerifiedPayment } from '../verify-payment/verify-payment.command.js';

/**
 * Verifies Checkout's result for a subscription (HMAC of `payment_id|subscription_id`, constant-time) and, with the
 * subscription row locked, records the first charge (a purchase per payment id, its invoice, PaymentCaptured), makes
 * the subscription active for one month from now (a later webhook brings Razorpay's own period) and puts the buyer on
 * the plan. Repeats, before or after the webhook, change nothing. 400 'Payment signature is invalid.'; 404
 * 'Subscription not found' (also for another user's subscription).
 */
@CommandHandler(VerifySubscriptionCommand)
export class VerifySubscriptionHandler implements ICommandHandler<VerifySubscriptionCommand> {
  constructor(
    private readonly signatures: PaymentSignatures,
    private readonly writes: BillingWriter,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ subscriptionId, paymentId, signature, actor }: VerifySubscriptionCommand): Promise<VerifiedPayment> {
    if (!(await this.signatures.verifySubscription(paymentId, subscriptionId, signature)))
      throw new DomainError(ErrorCode.BadRequest, Messages.billing.signatureInvalid);
    return this.outbox.transaction(async (manager) => {
      const subscription = await findLockedOrFail(manager, Subscription, { providerSubscriptionId: subscriptionId }, Messages.billing.subscriptionNotFound);
      if (subscription.userId !== actor.id) throw new NotFoundError(Messages.billing.subscriptionNotFound);
      const now = new Date();
      const { events, purchase } = await this.writes.captureSubscriptionCharge(
        manager,
        subscription,
        { paymentId, start: now, end: monthAfter(now) },
        'verify',
        actor,
      );
      const invoice = await manager.findOne(Invoice, { where: { purchaseId: purchase.id } });
      return {
        result: { purchase: toPurchaseView(purchase, invoice, subscription.providerSubscriptionId), subscription: toSubscriptionView(subscription) },
        events,
      };
    });
  }
}
