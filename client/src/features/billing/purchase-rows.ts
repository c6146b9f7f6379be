import { FINAL_SUBSCRIPTION_STATUSES } from '@civic/contracts';
import type { Translate } from '../../i18n/i18n';
import { formatRupees } from '../../i18n/format';

/** Whether a subscription can still be cancelled (citizen spec section 4: unless cancelled, completed, expired or halted). */
export function isCancellable(sub: { status: string }): boolean {
  return !(FINAL_SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status);
}

/** A purchase's amount as shown: paise / 100 with 2 decimals, or 'Manual' for 0 (an admin grant; citizen spec section 3). */
export function purchaseAmount(amount: number, t: Translate): string {
  return amount === 0 ? t('billing:purchases.manual') : formatRupees(amount);
}

type PurchaseIds = { _id: string; orderId?: string | null; subscriptionId?: string | null; paymentId?: string | null };

/** The provider reference shown for a purchase: its order id; a monthly charge has none, so its subscription id. */
export function purchaseReference(p: PurchaseIds): string {
  return p.orderId ?? p.subscriptionId ?? p.paymentId ?? p._id;
}

/**
 * The file name an invoice is saved under (citizen spec section 7): `INV-{orderId}.pdf`; a monthly charge has no
 * order id, so its payment id names the file, as in the invoice email's attachment (docs/adr/0046-billing.md).
 */
export function invoiceFileName(p: PurchaseIds): string {
  return `INV-${p.orderId ?? p.paymentId ?? p._id}.pdf`;
}
