import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last invoice number of a series ("INV/2026-27"); its row is locked while a number is drawn, so there is no gap. */
@Entity('invoice_counters')
export class InvoiceCounter {
  @PrimaryColumn({ type: 'text' }) series: string;
  @Column({ name: 'last_number', type: 'int', default: 0 }) lastNumber: number;
}
