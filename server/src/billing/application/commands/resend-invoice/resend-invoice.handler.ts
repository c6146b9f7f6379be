import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Messages } from '@civic/contracts';
import { isUuid } from '../../../../kernel/database/uuid.js';
import { ConflictError, NotFoundError } from '../../../../kernel/errors/domain-error.js';
import { OutboxService } from '../../../../kernel/events/outbox.service.js';
import { BillingEvent, invoiceEvent } from '../../../domain/events/billing.events.js';
import { Invoice } from '../../../domain/invoice.entity.js';
import { Purchase } from '../../../domain/purchase.entity.js';
import { ResendInvoiceCommand } from './resend-invoice.command.js';

/**
 * Queues the invoice email again for a paid purchase (InvoiceResendRequested → notifications' send-invoice-email, with
 * the PDF attached once rendered). 404 'Purchase not found'; 409 'This purchase has no invoice.' (a Manual grant, an
 * unpaid order).
 */
@CommandHandler(ResendInvoiceCommand)
export class ResendInvoiceHandler implements ICommandHandler<ResendInvoiceCommand> {
  constructor(private readonly outbox: OutboxService) {}

  execute({ purchaseId, actor }: ResendInvoiceCommand): Promise<{ invoiceNumber: string }> {
    if (!isUuid(purchaseId)) throw new NotFoundError(Messages.billing.purchaseNotFound);
    return this.outbox.transaction(async (manager) => {
      const purchase = await manager.findOne(Purchase, { where: { id: purchaseId } });
      if (!purchase) throw new NotFoundError(Messages.billing.purchaseNotFound);
      const invoice = purchase.status === 'paid' ? await manager.findOne(Invoice, { where: { purchaseId } }) : null;
      if (!invoice) throw new ConflictError(Messages.billing.noInvoice);
      const events = [
        invoiceEvent(BillingEvent.InvoiceResendRequested, actor, invoice.id, {
          invoiceId: invoice.id,
          purchaseId,
          userId: invoice.userId,
          number: invoice.number,
        }),
      ];
      return { result: { invoiceNumber: invoice.number }, events };
    });
  }
}
