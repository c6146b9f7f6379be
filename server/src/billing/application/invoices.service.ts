import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Messages } from '@civic/contracts';
import { isUuid } from '../../kernel/database/uuid.js';
import { FileStorage } from '../../kernel/storage/file-storage.js';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error.js';
import { ErrorCode } from '@civic/contracts';
import { Invoice, type Supplier } from '../domain/invoice.entity.js';
import { Purchase } from '../domain/purchase.entity.js';
import { BillingWriter } from './billing.writer.js';

/** Everything printed on a tax invoice (amounts in paise), for the documents worker. */
export interface InvoiceDocumentData {
  invoiceId: string;
  purchaseId: string;
  userId: string | null;
  number: string;
  issuedAt: string;
  supplier: Supplier;
  customer: { name: string; email: string };
  planName: string;
  description: string;
  sac: string;
  placeOfSupply: string;
  intraState: boolean;
  baseAmount: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  currency: string;
  orderId: string | null;
  paymentId: string | null;
  sandbox: boolean;
}

/** A stored invoice file. */
export interface InvoiceFile {
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
  number: string;
}

/**
 * Read access to invoices (exported by BillingModule): the data the documents worker renders, the stored PDF for the
 * invoice email, and the owner-only download. Never writes.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: BillingWriter,
    private readonly storage: FileStorage,
  ) {}

  /** The invoice's printed data; null when it no longer exists. */
  async forRendering(invoiceId: string): Promise<InvoiceDocumentData | null> {
    const invoice = await this.dataSource.manager.findOne(Invoice, { where: { id: invoiceId } });
    if (!invoice) return null;
    const purchase = await this.dataSource.manager.findOne(Purchase, { where: { id: invoice.purchaseId }, select: { id: true, gstRate: true } });
    return {
      invoiceId: invoice.id,
      purchaseId: invoice.purchaseId,
      userId: invoice.userId,
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      supplier: this.writes.supplier,
      customer: { name: invoice.customerName, email: invoice.customerEmail },
      planName: invoice.planName,
      description: invoice.description,
      sac: invoice.sac,
      placeOfSupply: invoice.placeOfSupply,
      intraState: invoice.intraState,
      baseAmount: invoice.baseAmount,
      gstRate: purchase?.gstRate ?? 0,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      total: invoice.total,
      currency: invoice.currency,
      orderId: invoice.orderId,
      paymentId: invoice.paymentId,
      sandbox: invoice.sandbox,
    };
  }

  /** The rendered PDF of an invoice; null when it is not rendered yet or does not exist. */
  async file(invoiceId: string): Promise<InvoiceFile | null> {
    const row = await this.dataSource.manager.createQueryBuilder(Invoice, 'i').addSelect('i.pdf').where('i.id = :id', { id: invoiceId }).getOne();
    // The file storage since migration 1763803500000; the row's own bytes for an invoice rendered before.
    if (!row) return null;
    const content = row.pdfKey ? await this.storage.get(row.pdfKey) : row.pdf;
    if (row.pdfKey && !content) throw new Error(`The file ${row.pdfKey} of invoice ${row.id} is missing from the file storage`);
    if (!content) return null;
    return {
      filename: `INV-${row.orderId ?? row.paymentId ?? row.number.replace(/\//g, '-')}.pdf`,
      contentType: 'application/pdf',
      content,
      number: row.number,
    };
  }

  /**
   * The invoice PDF of a purchase for its owner only (citizen spec section 7, GET /api/payments/invoices/{id}.pdf):
   * `id` is the purchase's `_id` (or the invoice's id). 404 'Invoice not found' for anyone else, an unknown id or a
   * purchase without invoice; 409 'The invoice is being prepared...' while the documents worker renders it.
   */
  async fileForOwner(id: string, userId: string): Promise<InvoiceFile> {
    if (!isUuid(id)) throw new NotFoundError(Messages.billing.invoiceNotFound);
    const invoice = await this.dataSource.manager.findOne(Invoice, {
      where: [{ purchaseId: id }, { id }],
      select: { id: true, userId: true, renderedAt: true },
    });
    if (!invoice || invoice.userId !== userId) throw new NotFoundError(Messages.billing.invoiceNotFound);
    const file = await this.file(invoice.id);
    if (!file) throw new DomainError(ErrorCode.Conflict, Messages.billing.invoiceNotReady);
    return file;
  }
}
