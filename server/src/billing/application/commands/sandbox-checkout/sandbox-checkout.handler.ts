import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode, Messages } from '@civic/contracts';
import { findLocked } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError, DomainError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { Subscription } from '../../../domain/subscription.entity.js';
import { providerId } from '../../../infrastructure/provider-ids.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payment-gateway.js';
import { PaymentSignatures } from '../../payment-signatures.service.js';
import { SandboxCheckoutCommand, type CheckoutFailure, type CheckoutSuccess } from './sandbox-checkout.command.js';

/** The description Razorpay gives a declined card. */
const DECLINED = 'Your payment has been declined. Try again with a different card.';

/**
 * The embedded sandbox's Checkout: one call pays or fails the caller's order or subscription. Success
 * answers exactly what Razorpay Checkout hands the page (`razorpay_payment_id`, `razorpay_order_id` or
 * `razorpay_subscription_id`, `razorpay_signature` signed as Razorpay does); the page then calls verify. Failure
 * answers Razorpay's error object and marks an order failed (PaymentFailed), as Razorpay's payment.failed webhook
 * would. 404 when Razorpay is configured, and for an unknown or another user's order; 409 when it is not awaiting
 * payment; 400 without exactly one of orderId and subscriptionId.
 */
@CommandHandler(SandboxCheckoutCommand)
export class SandboxCheckoutHandler implements ICommandHandler<SandboxCheckoutCommand> {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly signatures: PaymentSignatures,
    private readonly outbox: OutboxService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async execute({ target, outcome, actor }: SandboxCheckoutCommand): Promise<CheckoutSuccess | CheckoutFailure> {
    if (this.gateway.kind !== 'sandbox') throw new NotFoundError(Messages.billing.sandboxOnly);
    if (Boolean(target.orderId) === Boolean(target.subscriptionId)) {
      throw new DomainError(ErrorCode.ValidationFailed, Messages.billing.orderOrSubscriptionRequired, {
        fields: { orderId: [Messages.billing.orderOrSubscriptionRequired] },
      });
    }
    const paymentId = providerId('pay');
    if (target.orderId) return this.payOrder(target.orderId, paymentId, outcome, actor);
    return this.paySubscription(target.subscriptionId as string, paymentId, outcome, actor);
  }

  private failure(paymentId: string, ids: { order_id?: string; subscription_id?: string }): CheckoutFailure {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: DECLINED,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { ...ids, payment_id: paymentId },
      },
    };
  }

  private async payOrder(
    orderId: string,
    paymentId: string,
    outcome: 'success' | 'failure',
    actor: SandboxCheckoutCommand['actor'],
  ): Promise<CheckoutSuccess | CheckoutFailure> {
    if (outcome === 'success') {
      const purchase = await this.dataSource.manager.findOne(Purchase, { where: { orderId, kind: 'order' } });
      if (!purchase || purchase.userId !== actor.id) throw new NotFoundError(Messages.billing.orderNotFound);
      if (purchase.status === 'paid') throw new ConflictError(Messages.billing.orderNotPayable);
      return { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: await this.signatures.signPayment(orderId, paymentId) };
    }
    return this.outbox.transaction(async (manager) => {
      const purchase = await findLocked(manager, Purchase, { orderId, kind: 'order' });
      if (!purchase || purchase.userId !== actor.id) throw new NotFoundError(Messages.billing.orderNotFound);
      if (purchase.status === 'paid') throw new ConflictError(Messages.billing.orderNotPayable);
      const events = purchase.fail(DECLINED, paymentId, actor);
      if (events.length) await manager.save(Purchase, purchase);
      return { result: this.failure(paymentId, { order_id: orderId }), events };
    });
  }

  private async paySubscription(
    subscriptionId: string,
    paymentId: string,
    outcome: 'success' | 'failure',
    actor: SandboxCheckoutCommand['actor'],
  ): Promise<CheckoutSuccess | CheckoutFailure> {
    const subscription = await this.dataSource.manager.findOne(Subscription, { where: { providerSubscriptionId: subscriptionId } });
    if (!subscription || subscription.userId !== actor.id) throw new NotFoundError(Messages.billing.subscriptionNotFound);
    if (subscription.status !== 'created') throw new ConflictError(Messages.billing.orderNotPayable);
    if (outcome === 'failure') return this.failure(paymentId, { subscription_id: subscriptionId });
    return {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: await this.signatures.signSubscription(paymentId, subscriptionId),
    };
  }
}
