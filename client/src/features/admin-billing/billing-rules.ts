import type { PurchaseResponse } from '../../api';

/**
 * A purchase can be refunded when it is paid, not refunded yet, above zero and has a payment id (admin spec
 * section 2, Billing management); the server checks the same.
 */
export function isRefundable(p: Pick<PurchaseResponse, 'status' | 'refunded' | 'amount' | 'paymentId'>): boolean {
  return p.status === 'paid' && !p.refunded && p.amount > 0 && !!p.paymentId;
}

/** An invoice can be sent again for a paid purchase that has one (admin spec section 2). */
export function canResendInvoice(p: Pick<PurchaseResponse, 'status' | 'invoiceNumber'>): boolean {
  return p.status === 'paid' && !!p.invoiceNumber;
}
