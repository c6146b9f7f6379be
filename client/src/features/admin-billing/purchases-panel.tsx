import { PAGE_SIZE } from '@civic/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { type AdminPurchaseResponse, messageFor, useListAdminPurchasesQuery, useResendInvoiceMutation } from '../../api';
import { pageFrom, useUrlFilters } from '../../app/use-url-filters';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { TableHead } from '../../components/ui/table-head';
import { formatRupees } from '../../i18n/format';
import { canResendInvoice, isRefundable } from './billing-rules';
import { DowngradeDialog } from './downgrade-dialog';
import { SearchBox } from './search-box';
import { ScrollRegion } from '../../components/ui/scroll-region';

/**
 * The purchases list (GET /api/admin/billing/purchases, page, limit 10, q) with Resend invoice, and Downgrade and
 * refund for a refundable purchase (a refund is part of a downgrade: admin spec sections 2 and 7).
 */
export function PurchasesPanel() {
  const { t } = useTranslation(['admin-billing', 'common', 'messages']);
  const { params, setFilters } = useUrlFilters({ replace: true });
  const q = params.get('q') ?? '';
  const page = pageFrom(params.get('page'));
  const { data, isLoading, isFetching, error, refetch } = useListAdminPurchasesQuery({ page, limit: PAGE_SIZE.adminPurchases, q: q || undefined });
  const [resend, resending] = useResendInvoiceMutation();
  const [refunding, setRefunding] = useState<AdminPurchaseResponse | null>(null);
  const items = data?.items ?? [];

  const resendInvoice = async (p: AdminPurchaseResponse) => {
    try {
      await resend({ id: p._id }).unwrap();
      toast.success(t('purchases.resent'));
    } catch (failure) {
      toast.error(messageFor(failure, t('messages:admin.billing.resendInvoiceFailed')));
    }
  };

  return (
    <section aria-labelledby="admin-purchases-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-purchases-title" className="text-xl font-semibold text-slate-900">
          {t('purchases.title')}
        </h2>
        <SearchBox
          label={t('purchases.search')}
          placeholder={t('purchases.searchPlaceholder')}
          button={t('purchases.apply')}
          value={q}
          onSearch={(value) => setFilters({ q: value, page: null }, { flushSync: true })}
        />
      </div>
      <div className="mt-4" aria-busy={isFetching}>
        {isLoading ? (
          <p role="status" className="text-slate-600">
            {t('purchases.loading')}
          </p>
        ) : error && !data ? (
          <LoadError message={messageFor(error, t('messages:admin.billing.loadPurchasesFailed'))} onRetry={() => void refetch()} />
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('purchases.empty')}</p>
        ) : (
          <ScrollRegion label={t('purchases.caption')} className="rounded-xl bg-white ring-1 ring-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('purchases.caption')}</caption>
              <TableHead
                className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600"
                cellClassName="px-3 py-3 font-semibold"
                columns={[
                  t('purchases.columns.order'),
                  t('purchases.columns.payment'),
                  t('purchases.columns.plan'),
                  t('purchases.columns.amount'),
                  t('purchases.columns.status'),
                  t('purchases.columns.refunded'),
                  t('purchases.columns.user'),
                  t('purchases.columns.actions'),
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {items.map((p) => (
                  <tr key={p._id} data-testid="admin-purchase-row">
                    <td className="px-3 py-3">
                      <code className="break-all text-xs">{p.orderId ?? p.subscriptionId}</code>
                    </td>
                    <td className="px-3 py-3">
                      <code className="break-all text-xs">{p.paymentId ?? ''}</code>
                    </td>
                    <td className="px-3 py-3 text-slate-900">{p.plan}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-900">{p.amount === 0 ? t('purchases.manual') : formatRupees(p.amount)}</td>
                    <td className="px-3 py-3">
                      <span className="flex flex-wrap items-center gap-1">
                        {t(`purchases.statuses.${p.status}`, { defaultValue: p.status })}
                        {p.sandbox && (
                          <span
                            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                            title={t('messages:billing.sandboxNotice')}
                          >
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
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {data && (
          <Pager label={t('purchases.pager')} page={page} pages={data.pages} total={data.total} onPage={(p) => setFilters({ page: p > 1 ? p : null })} />
        )}
      </div>
      {refunding?.user?._id && (
        <DowngradeDialog
          user={{ _id: refunding.user._id, email: refunding.user.email }}
          paymentId={refunding.paymentId ?? undefined}
          onClose={() => setRefunding(null)}
        />
      )}
    </section>
  );
}
