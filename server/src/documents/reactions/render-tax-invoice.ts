import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BillingEvent, InvoiceDocumentsWriter, InvoicesService } from '../../billing/public.js';
import type { DomainEvent } from '../../kernel/events/domain-event.js';
import { EventSubscriptions } from '../../kernel/events/event-subscriptions.js';
import { OutboxService } from '../../kernel/events/outbox.service.js';
import { QueueName } from '../../kernel/events/queues.js';
import { FileStorage } from '../../kernel/storage/file-storage.js';
import { taxInvoiceDocument } from '../domain/tax-invoice.js';
import { renderPdf } from '../infrastructure/pdf-renderer.js';

/** Handler name: with the event id it forms the job id and the idempotency key. */
export const RENDER_TAX_INVOICE = 'render-tax-invoice';

/**
 * On PaymentCaptured with an invoice (documents queue), renders the GST tax invoice with pdfmake outside any
 * transaction and writes it to the file storage, then, in the event's idempotency transaction, stores it through billing's participating writer, which
 * appends InvoiceRendered (→ the invoice email). A repeated event stores and emails nothing twice.
 */
@Injectable()
export class RenderTaxInvoice implements OnModuleInit {
  private readonly logger = new Logger('RenderTaxInvoice');

  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly invoices: InvoicesService,
    private readonly writer: InvoiceDocumentsWriter,
    private readonly outbox: OutboxService,
    private readonly storage: FileStorage,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on({
      event: BillingEvent.PaymentCaptured,
      queue: QueueName.Documents,
      handler: RENDER_TAX_INVOICE,
      outside: (event) => this.render(event),
      inside: (event, manager, rendered) => this.store(event, manager, rendered),
    });
  }

  /** Renders the invoice and writes it to the file storage (before the transaction; a retry rewrites the same key). */
  async render(event: DomainEvent<'PaymentCaptured'>): Promise<{ invoiceId: string; pdfKey: string } | null> {
    const invoiceId = event.payload.invoiceId;
    if (!invoiceId) return null;
    const data = await this.invoices.forRendering(invoiceId);
    if (!data) {
      this.logger.warn(`Invoice ${invoiceId} of purchase ${event.payload.purchaseId} no longer exists; nothing rendered`);
      return null;
    }
    const pdfKey = `documents/invoices/${invoiceId}.pdf`;
    await this.storage.put(pdfKey, await renderPdf(taxInvoiceDocument(data)), 'application/pdf');
    return { invoiceId, pdfKey };
  }

  async store(_event: DomainEvent<'PaymentCaptured'>, manager: EntityManager, rendered: { invoiceId: string; pdfKey: string } | null): Promise<void> {
    if (!rendered) return;
    await this.outbox.append(manager, await this.writer.store(manager, rendered.invoiceId, rendered.pdfKey));
  }
}
