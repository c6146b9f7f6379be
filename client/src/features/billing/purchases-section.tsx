import { useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { type PurchaseResponse, api, messageFor, saveFile, useListMyPurchasesQuery } from '../../api';
import { DataTable } from '../../components/ui/data-table';
import { ListState } from '../../components/ui/list-state';
import { formatDate } from '../../i18n/format';
import { invoiceFileName, purchaseAmount, purchaseReference } from './purchase-rows';
import { SandboxBadge } from './sandbox-badge';

/** The table's columns (keys of `…columns.*` in the catalogue), in order. */
const COLUMNS = ['date', 'plan', 'order', 'amount', 'status', 'invoice'] as const;
/**
 * The purchases (GET /api/payments/my-purchases): date, plan, order id, amount (/100, 'Manual' for 0), status with
 * refunded and sandbox marks, and the invoice download (GET /api/payments/invoices/{id}.pdf with the bearer token,
 * saved as INV-{orderId}.pdf). 'Failed to load purchases' and 'Failed to download invoice' (citizen spec section 8).
 */
export function PurchasesSection() {
  const { t } = useTranslation(['billing', 'messages']);
  const list = useListMyPurchasesQuery();
  const { data } = list;
  const items = data?.items ?? [];
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadInvoice] = api.endpoints.downloadInvoice.useLazyQuery();

  const download = async (purchase: PurchaseResponse) => {
    if (!purchase.invoiceReady || downloading) return;
    setDownloading(purchase._id);
    try {
      saveFile(await downloadInvoice({ id: purchase._id }).unwrap(), invoiceFileName(purchase));
    } catch (failure) {
      toast.error(messageFor(failure, t('messages:billing.downloadInvoiceFailed')));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section aria-labelledby="purchases-title">
      <h2 id="purchases-title" className="text-xl font-semibold text-slate-900">
        {t('purchases.title')}
      </h2>
      <ListState
        query={list}
        loadingText={t('purchases.loading')}
        failure={t('messages:billing.loadPurchasesFailed')}
        empty={items.length === 0}
        emptyText={t('purchases.empty')}
      >
        <DataTable look="report" padding="px-4" label={t('purchases.caption')} columns={COLUMNS.map((column) => t(`purchases.columns.${column}`))}>
          {items.map((p) => (
            <tr key={p._id} data-testid="purchase-row">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(p.createdAt)}</td>
              <td className="px-4 py-3 font-medium text-slate-900">{p.planName}</td>
              <td className="px-4 py-3">
                <code className="break-all text-xs text-slate-700">{purchaseReference(p)}</code>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-900" data-testid="purchase-amount">
                {purchaseAmount(p.amount, t)}
              </td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap items-center gap-1">
                  <span className="text-slate-800">{t(`purchases.statuses.${p.status}`, { defaultValue: p.status })}</span>
                  {p.refunded && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{t('purchases.refunded')}</span>}
                  {p.sandbox && <SandboxBadge />}
                </span>
              </td>
              <td className="px-4 py-3">
                {p.invoiceReady ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => void download(p)}
                    disabled={downloading !== null}
                    aria-label={t('purchases.downloadLabel', { orderId: purchaseReference(p) })}
                  >
                    {downloading === p._id ? t('purchases.downloading') : t('purchases.download')}
                  </button>
                ) : (
                  <span className="text-slate-500">{t('purchases.noInvoice')}</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </ListState>
    </section>
  );
}
