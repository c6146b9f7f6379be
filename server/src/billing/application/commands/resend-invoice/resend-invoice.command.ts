import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../kernel/events/domain-event.js';

/** An admin sends a purchase's invoice again (admin spec section 7, POST /api/admin/billing/purchases/{id}/resend-invoice). */
export class ResendInvoiceCommand extends Command<{ invoiceNumber: string }> {
  constructor(
    readonly purchaseId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
