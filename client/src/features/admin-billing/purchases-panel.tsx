import { PAGE_SIZE } from '@civic/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminPurchaseResponse, useListAdminPurchasesQuery, useResendInvoiceMutation } from '../../api/admin';
import { pageFrom, useUrlFilters } from '../../app/use-url-filters';
import { toastOutcome } from '../../components/ui/toast-outcome';
import { formatRupees } from '../../i18n/format';
import { canResendInvoice, isRefundable } from './billing-rules';
import { DowngradeDialog } from './downgrade-dialog';
import { SearchPanel } from './search-box';

/** The table's columns (keys of `…columns.*` in the catalogue), in order. */
const COLUMNS = ['order', 'payment', 'plan', 'amount', 'status', 'refunded', 'user', 'actions'] as const;
/**
 * The purchases list (GET /api/admin/billing/purchases, page, limit 10, q) with Resend invoice, and Downgrade and
 * refund for a refundable purchase (a refund is part of a downgrade: admin spec sections 2 and 7).
 */
export function PurchasesPanel() {
  const { t } = useTranslation(['admin-billing', 'common', 'messages']);
  const { params, setFilters } = useUrlFilters({ replace: true });
  const q = params.get('q') ?? '';
  const page = pageFrom(params.get('page'));
  const list = useListAdminPurchasesQuery({ page, limit: PAGE_SIZE.adminPurchases, q: q || undefined });
  const [resend, resending] = useResendInvoiceMutation();
  const [refunding, setRefunding] = useState<AdminPurchaseResponse | null>(null);
  const items = list.data?.items ?? [];

  const resendInvoice = (p: AdminPurchaseResponse) =>
    toastOutcome(() => resend({ id: p._id }).unwrap(), t('purchases.resent'), t('messages:admin.billing.resendInvoiceFailed'));

  return (
    <SearchPanel
      titleId="admin-purchases-title"
      text={(key) => t(`purchases.${key}`)}
      q={q}
      onSearch={(value) => setFilters({ q: value, page: null }, { flushSync: true })}
      list={list}
      failure={t('messages:admin.billing.loadPurchasesFailed')}
      page={page}
      onPage={(p) => setFilters({ page: p > 1 ? p : null })}
      columns={COLUMNS.map((column) => t(`purchases.columns.${column}`))}
      rows={items.map((p) => (
        <tr key={p._id} data-testid="admin-purchase-row">
          <td className="px-3 py-3">
            <code className="break-all text-xs">{p.orderId ?? p.subscriptionId}</code>
          </td>
          <td className="px-3 py-3">
            <code className="break-all text-xs">{p.paymentId ?? ''}</code>
          </td>
          <td className="px-3 py-3 text-slate-900">{p.planName}</td>
          <td className="whitespace-nowrap px-3 py-3 text-slate-900">{p.amount === 0 ? t('purchases.manual') : formatRupees(p.amount)}</td>
          <td className="px-3 py-3">
            <span className="flex flex-wrap items-center gap-1">
              {t(`purchases.statuses.${p.status}`, { defaultValue: p.status })}
              {p.sandbox && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" title={t('messages:billing.sandboxNotice')}>
                  {t('purchases.sandbox')}
                </span>
              )}
            </span>
          </td>
          <td className="px-3 py-3">{p.refunded ? t('purchases.yes') : t('purchases.no')}</td>
          <td className="px-3 py-3 text-slate-700">
            <span className="block">{p.user?.name}</span>
            <span className="block break-all text-xs text-slate-500">{p.user?.email}</span>
          </td>
          <td className="px-3 py-3">
            <div className="flex flex-wrap gap-2">
              {canResendInvoice(p) && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={resending.isLoading}
                  onClick={() => void resendInvoice(p)}
                  aria-label={t('purchases.resendLabel', { orderId: p.orderId ?? p.subscriptionId ?? p._id })}
                >
                  {t('purchases.resend')}
                </button>
              )}
              {isRefundable(p) && p.user?._id && (
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() => setRefunding(p)}
                  aria-label={t('purchases.refundLabel', { orderId: p.orderId ?? p.subscriptionId ?? p._id })}
                >
                  {t('purchases.refund')}
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    >
      {refunding?.user?._id && (
        <DowngradeDialog
          user={{ _id: refunding.user._id, email: refunding.user.email }}
          paymentId={refunding.paymentId ?? undefined}
          onClose={() => setRefunding(null)}
        />
      )}
    </SearchPanel>
  );
}
