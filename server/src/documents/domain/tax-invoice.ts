import { amountInWords, rupees, type InvoiceDocumentData } from '../../billing/public.js';
import type { PdfDocumentDefinition, PdfNode } from './letter-layout.js';

/** The wording printed on a tax invoice (docs/adr/0046-billing.md). */
export const INVOICE_TEXT = {
  title: 'TAX INVOICE',
  sandboxBanner: 'Sandbox payment: not a tax invoice',
  invoiceNumber: 'Invoice No.',
  invoiceDate: 'Invoice Date',
  orderId: 'Order ID',
  paymentId: 'Payment ID',
  supplier: 'Supplier',
  gstin: 'GSTIN',
  state: 'State',
  billTo: 'Bill To',
  placeOfSupply: 'Place of Supply',
  description: 'Description',
  sac: 'SAC',
  amount: 'Amount (INR)',
  taxableValue: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  total: 'Total',
  inWords: 'Amount in words',
  reverseCharge: 'Tax payable on reverse charge: No',
  footer: 'This is a computer-generated invoice and needs no signature.',
} as const;

/** A tax rate as a percent with up to 2 decimals ("9", "4.5"). */
function percent(rate: number): string {
  return String(Math.round(rate * 10000) / 100);
}

/** The invoice date in India time, "23 Nov 2026". */
function istDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/**
 * The pdfmake definition of a GST tax invoice: supplier with GSTIN, customer, place of supply, one line
 * (plan, SAC, taxable value), CGST + SGST at half the rate each within the supplier's state or IGST otherwise, the
 * total in rupees with 2 decimals and in words (Indian numbering). A sandbox invoice carries the banner
 * 'Sandbox payment: not a tax invoice' and is titled so, never as a tax invoice.
 */
export function taxInvoiceDocument(d: InvoiceDocumentData): PdfDocumentDefinition {
  const half = d.gstRate / 2;
  const taxRows: string[][] = d.intraState
    ? [
        [`${INVOICE_TEXT.cgst} @ ${percent(half)}%`, rupees(d.cgst)],
        [`${INVOICE_TEXT.sgst} @ ${percent(half)}%`, rupees(d.sgst)],
      ]
    : [[`${INVOICE_TEXT.igst} @ ${percent(d.gstRate)}%`, rupees(d.igst)]];
  const content: PdfNode[] = [];
  if (d.sandbox) content.push({ text: INVOICE_TEXT.sandboxBanner, style: 'banner' });
  content.push(
    { text: d.sandbox ? INVOICE_TEXT.sandboxBanner.toUpperCase() : INVOICE_TEXT.title, style: 'title' },
    {
      columns: [
        {
          stack: [
            { text: INVOICE_TEXT.supplier, style: 'label' },
            { text: d.supplier.name, bold: true },
            d.supplier.address,
            `${INVOICE_TEXT.gstin}: ${d.supplier.gstin}`,
            `${INVOICE_TEXT.state}: ${d.supplier.state} (${d.supplier.stateCode})`,
          ],
        },
        {
          stack: [
            `${INVOICE_TEXT.invoiceNumber}: ${d.number}`,
            `${INVOICE_TEXT.invoiceDate}: ${istDate(d.issuedAt)}`,
            ...(d.orderId ? [`${INVOICE_TEXT.orderId}: ${d.orderId}`] : []),
            ...(d.paymentId ? [`${INVOICE_TEXT.paymentId}: ${d.paymentId}`] : []),
          ],
          alignment: 'right',
        },
      ],
      margin: [0, 0, 0, 12],
    },
    { text: INVOICE_TEXT.billTo, style: 'label' },
    { text: d.customer.name || d.customer.email, bold: true },
    d.customer.email,
    { text: `${INVOICE_TEXT.placeOfSupply}: ${d.placeOfSupply}`, margin: [0, 0, 0, 12] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 60, 90],
        body: [
          [
            { text: INVOICE_TEXT.description, bold: true },
            { text: INVOICE_TEXT.sac, bold: true },
            { text: INVOICE_TEXT.amount, bold: true, alignment: 'right' },
          ],
          [d.description, d.sac, { text: rupees(d.baseAmount), alignment: 'right' }],
        ],
      },
      margin: [0, 0, 0, 8],
    },
    {
      table: {
        widths: ['*', 90],
        body: [
          [INVOICE_TEXT.taxableValue, { text: rupees(d.baseAmount), alignment: 'right' }],
          ...taxRows.map(([label, value]) => [label, { text: value, alignment: 'right' }]),
          [
            { text: INVOICE_TEXT.total, bold: true },
            { text: `INR ${rupees(d.total)}`, bold: true, alignment: 'right' },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    },
    { text: `${INVOICE_TEXT.inWords}: ${amountInWords(d.total)}`, margin: [0, 0, 0, 8] },
    INVOICE_TEXT.reverseCharge,
    { text: INVOICE_TEXT.footer, style: 'footer' },
  );
  return {
    info: { title: `${d.sandbox ? 'Sandbox receipt' : 'Tax invoice'} ${d.number}`, author: d.supplier.name },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    content,
    styles: {
      title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 12] },
      banner: { fontSize: 12, bold: true, color: '#b91c1c', alignment: 'center', margin: [0, 0, 0, 6] },
      label: { fontSize: 9, color: '#555555', margin: [0, 0, 0, 2] },
      footer: { fontSize: 8, color: '#555555', margin: [0, 16, 0, 0] },
    },
    defaultStyle: { fontSize: 10 },
  };
}
