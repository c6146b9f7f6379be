import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, Messages } from '@civic/contracts';
import { findLockedOrFail } from '../../../../kernel/database/lock-or-404.js';
import { ConflictError, DomainError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { Invoice } from '../../../domain/invoice.entity.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { BillingWriter } from '../../billing.writer.js';
import { toPurchaseView } from '../../billing.view.js';
import { PaymentSignatures } from '../../payment-signatures.service.js';
import { VerifyPaymentCommand, type VerifiedPayment } from './verify-payment.command.js';

/**
 * Verifies Checkout's result for an order (HMAC of `order_id|payment_id`, constant-time) and, in one transaction with
 * the purchase row locked, marks it paid, numbers its invoice, puts the buyer on the plan and raises PaymentCaptured.
 * A repeated verify, or one after the webhook, answers the same and changes nothing. 400 'Payment signature is
 * invalid.'; 404 'Order not found' (also for another user's order); 409 when the order was paid by another payment.
 */
@CommandHandler(VerifyPaymentCommand)
export class VerifyPaymentHandler implements ICommandHandler<VerifyPaymentCommand> {
  constructor(
    private readonly signatures: PaymentSignatures,
    private readonly writes: BillingWriter,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ orderId, paymentId, signature, actor }: VerifyPaymentCommand): Promise<VerifiedPayment> {
    if (!(await this.signatures.verifyPayment(orderId, paymentId, signature))) throw new DomainError(ErrorCode.BadRequest, Messages.billing.signatureInvalid);
    return this.outbox.transaction(async (manager) => {
      const purchase = await findLockedOrFail(manager, Purchase, { orderId, kind: 'order' }, Messages.billing.orderNotFound);
      if (purchase.userId !== actor.id) throw new NotFoundError(Messages.billing.orderNotFound);
      if (!purchase.acceptsPayment(paymentId) && purchase.status === 'paid') throw new ConflictError(Messages.billing.paymentMismatch);
      const events = await this.writes.captureOrder(manager, purchase, paymentId, 'verify', actor);
      const invoice = await manager.findOne(Invoice, { where: { purchaseId: purchase.id } });
      return { result: { purchase: toPurchaseView(purchase, invoice), subscription: null }, events };
    });
  }
}
