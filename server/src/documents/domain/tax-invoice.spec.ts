import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { InvoiceDocumentData } from '../../billing/public.js';
import { taxInvoiceDocument } from './tax-invoice.js';

const base: InvoiceDocumentData = {
  invoiceId: 'i1',
  purchaseId: 'p1',
  userId: 'u1',
  number: 'INV/2026-27/000007',
  issuedAt: '2026-11-23T10:00:00.000Z',
  supplier: { name: 'Goa Civic Complaint Portal', address: 'Panaji, Goa', gstin: '30AAAAA0000A1Z5', state: 'Goa', stateCode: '30' },
  customer: { name: 'Asha Naik', email: 'asha@example.in' },
  planName: 'Premium Citizen',
  description: 'Premium Citizen plan, one-time purchase',
  sac: '998599',
  placeOfSupply: 'Goa',
  intraState: true,
  baseAmount: 19900,
  gstRate: 0.18,
  cgst: 1791,
  sgst: 1791,
  igst: 0,
  total: 23482,
  currency: 'INR',
  orderId: 'order_Abc',
  paymentId: 'pay_Abc',
  sandbox: false,
};

/** Every string in a pdfmake definition, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => (k === 'styles' || k === 'info' ? [] : texts(v)));
  return [];
}

describe('GST tax invoice document', () => {
  it('a real invoice within Goa: TAX INVOICE, CGST 9 % and SGST 9 %, total and words, no sandbox banner', () => {
    const all = texts(taxInvoiceDocument(base).content).join(' | ');
    expect(all).toContain('TAX INVOICE');
    expect(all).toContain('CGST @ 9% | 17.91');
    expect(all).toContain('SGST @ 9% | 17.91');
    expect(all).not.toContain('IGST');
    expect(all).toContain('INR 234.82');
    expect(all).toContain('Rupees Two Hundred Thirty Four and Eighty Two Paise Only');
    expect(all).toContain('Invoice Date: 23 Nov 2026');
    expect(all).not.toContain('Sandbox');
  });

  it('another state: IGST 18 % only; a sandbox invoice is titled and bannered as not a tax invoice', () => {
    const igst = texts(taxInvoiceDocument({ ...base, intraState: false, placeOfSupply: 'Maharashtra', cgst: 0, sgst: 0, igst: 3582 }).content).join(' | ');
    expect(igst).toContain('IGST @ 18% | 35.82');
    expect(igst).not.toContain('CGST');
    const sandbox = texts(taxInvoiceDocument({ ...base, number: 'SBX/2026-27/000001', sandbox: true }).content);
    expect(sandbox).toContain('Sandbox payment: not a tax invoice');
    expect(sandbox).toContain('SANDBOX PAYMENT: NOT A TAX INVOICE');
    expect(sandbox).not.toContain('TAX INVOICE');
  });
});
