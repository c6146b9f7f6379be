import { randomUUID } from 'node:crypto';
import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { INVOICE_SAC } from '@civic/contracts';
import { invoiceNumber, splitGst } from './gst.js';
import type { Purchase } from './purchase.entity.js';

/** The supplier printed on every invoice (configuration: INVOICE_SUPPLIER_*; README). */
export interface Supplier {
  name: string;
  address: string;
  gstin: string;
  state: string;
  stateCode: string;
}

/**
 * A GST tax invoice of a paid purchase: numbered without gaps per Indian financial year
 * (`INV/2026-27/000001`, sandbox ones `SBX/...`), with CGST + SGST within the supplier's state, else IGST. The PDF
 * is rendered by the documents worker and stored here.
 */
@Entity('invoices')
@Index('invoices_purchase_uq', ['purchaseId'], { unique: true })
@Index('invoices_number_uq', ['number'], { unique: true })
@Index('invoices_series_sequence_uq', ['series', 'sequence'], { unique: true })
@Index('invoices_user_idx', ['userId'])
export class Invoice {
  @PrimaryGeneratedColumn('uuid') id: string;
  @ForeignKey('Purchase', { name: 'invoices_purchase_id_fkey', onDelete: 'CASCADE' })
  @Column({ name: 'purchase_id', type: 'uuid' })
  purchaseId: string;
  /** The buyer; null once the account is deleted (GST records are kept). */
  @ForeignKey('User', { name: 'invoices_user_id_fkey', onDelete: 'SET NULL' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;
  @Column({ type: 'text' }) number: string;
  @Column({ type: 'text' }) series: string;
  @Column({ type: 'int' }) sequence: number;
  @Column({ name: 'issued_at', type: 'timestamptz' }) issuedAt: Date;
  @Column({ name: 'customer_name', type: 'text' }) customerName: string;
  @Column({ name: 'customer_email', type: 'text' }) customerEmail: string;
  @Column({ name: 'plan_name', type: 'text' }) planName: string;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'text' }) sac: string;
  @Column({ name: 'place_of_supply', type: 'text' }) placeOfSupply: string;
  @Column({ name: 'intra_state', type: 'boolean' }) intraState: boolean;
  @Column({ name: 'base_amount', type: 'int' }) baseAmount: number;
  @Column({ type: 'int' }) cgst: number;
  @Column({ type: 'int' }) sgst: number;
  @Column({ type: 'int' }) igst: number;
  @Column({ type: 'int' }) total: number;
  @Column({ type: 'text', default: 'INR' }) currency: string;
  @Column({ name: 'order_id', type: 'text', nullable: true }) orderId: string | null;
  @Column({ name: 'payment_id', type: 'text', nullable: true }) paymentId: string | null;
  @Column({ type: 'boolean', default: false }) sandbox: boolean;
  @Column({ type: 'bytea', nullable: true, select: false }) pdf: Buffer | null;
  /** The rendered PDF's key in FileStorage (migration 1763803500000); `pdf` holds the bytes of invoices rendered before. */
  @Column({ name: 'pdf_key', type: 'text', nullable: true }) pdfKey: string | null;
  @Column({ name: 'rendered_at', type: 'timestamptz', nullable: true }) renderedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  /** The invoice of a paid purchase, with the number drawn from its series' counter. */
  static issue(purchase: Purchase, series: string, sequence: number, supplier: Supplier, placeOfSupply: string, at: Date): Invoice {
    const split = splitGst(purchase.gstAmount, supplier.state, placeOfSupply);
    return Object.assign(new Invoice(), {
      id: randomUUID(),
      purchaseId: purchase.id,
      userId: purchase.userId,
      number: invoiceNumber(series, sequence),
      series,
      sequence,
      issuedAt: at,
      customerName: purchase.userName,
      customerEmail: purchase.userEmail,
      planName: purchase.planName,
      description: `${purchase.planName} plan, ${purchase.kind === 'subscription' ? 'monthly subscription' : 'one-time purchase'}`,
      sac: INVOICE_SAC,
      placeOfSupply,
      intraState: split.intraState,
      baseAmount: purchase.baseAmount,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      total: purchase.amount,
      currency: purchase.currency,
      orderId: purchase.orderId,
      paymentId: purchase.paymentId,
      sandbox: purchase.sandbox,
      pdf: null,
      pdfKey: null,
      renderedAt: null,
      createdAt: at,
    });
  }
}
