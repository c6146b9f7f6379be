import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findLocked } from '../../kernel/database/lock-or-404.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { BillingEvent, invoiceEvent } from '../domain/events/billing.events.js';
import { Invoice } from '../domain/invoice.entity.js';

/**
 * Billing's participating writer for the documents worker (docs/architecture.md, "Across contexts"): records a rendered
 * invoice PDF (already written to the file storage under `pdfKey`) in the worker's idempotency transaction and returns InvoiceRendered (→ the invoice email). An invoice
 * already rendered is left as it is (no second email).
 */
@Injectable()
export class InvoiceDocumentsWriter {
  async store(manager: EntityManager, invoiceId: string, pdfKey: string): Promise<DomainEvent[]> {
    const invoice = await findLocked(manager, Invoice, { id: invoiceId });
    if (!invoice || invoice.renderedAt) return [];
    await manager.update(Invoice, { id: invoice.id }, { pdfKey, renderedAt: new Date() });
    return [
      invoiceEvent(BillingEvent.InvoiceRendered, null, invoice.id, {
        invoiceId: invoice.id,
        purchaseId: invoice.purchaseId,
        userId: invoice.userId,
        number: invoice.number,
      }),
    ];
  }
}
