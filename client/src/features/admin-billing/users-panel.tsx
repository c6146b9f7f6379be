import { GRANTABLE_PLANS, PAGE_SIZE } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { type AdminBillingUserResponse, messageFor, useGrantPremiumMutation, useListBillingUsersQuery } from '../../api';
import { pageFrom, useUrlFilters } from '../../app/use-url-filters';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { TableHead } from '../../components/ui/table-head';
import { FormBanner } from '../../components/ui/text-field';
import { DowngradeDialog } from './downgrade-dialog';
import { SearchBox } from './search-box';
import { ScrollRegion } from '../../components/ui/scroll-region';

/** The users (GET /api/admin/billing/users, q, page, limit 10) with Grant premium and Downgrade (admin spec sections 2 and 7). */
export function UsersPanel() {
  const { t } = useTranslation(['admin-billing', 'common', 'messages']);
  const { params, setFilters } = useUrlFilters({ replace: true });
  const q = params.get('uq') ?? '';
  const page = pageFrom(params.get('upage'));
  const { data, isLoading, isFetching, error, refetch } = useListBillingUsersQuery({ page, limit: PAGE_SIZE.adminUsers, q: q || undefined });
  const [granting, setGranting] = useState<AdminBillingUserResponse | null>(null);
  const [downgrading, setDowngrading] = useState<AdminBillingUserResponse | null>(null);
  const items = data?.items ?? [];

  return (
    <section aria-labelledby="admin-billing-users-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-billing-users-title" className="text-xl font-semibold text-slate-900">
          {t('users.title')}
        </h2>
        <SearchBox
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          button={t('users.apply')}
          value={q}
          onSearch={(value) => setFilters({ uq: value, upage: null }, { flushSync: true })}
        />
      </div>
      <div className="mt-4" aria-busy={isFetching}>
        {isLoading ? (
          <p role="status" className="text-slate-600">
            {t('users.loading')}
          </p>
        ) : error && !data ? (
          <LoadError message={messageFor(error, t('messages:admin.billing.loadUsersFailed'))} onRetry={() => void refetch()} />
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('users.empty')}</p>
        ) : (
          <ScrollRegion label={t('users.caption')} className="rounded-xl bg-white ring-1 ring-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('users.caption')}</caption>
              <TableHead
                className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600"
                cellClassName="px-3 py-3 font-semibold"
                columns={[t('users.columns.user'), t('users.columns.plan'), t('users.columns.actions')]}
              />
              <tbody className="divide-y divide-slate-100">
                {items.map((u) => (
                  <tr key={u._id} data-testid="billing-user-row">
                    <td className="px-3 py-3">
                      <span className="block font-medium text-slate-900">{u.name}</span>
                      <span className="block break-all text-xs text-slate-500">{u.email}</span>
                    </td>
                    <td className="px-3 py-3">
                      <span className="flex flex-wrap items-center gap-2">
                        {u.plan}
                        {u.isPremium && (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{t('users.premium')}</span>
                        )}
                      </span>
                    </td>
                    <td className="px-3 py-3">
                      {u.isPremium ? (
                        <button
                          type="button"
                          className="btn btn-danger"
                          onClick={() => setDowngrading(u)}
                          aria-label={t('users.downgradeLabel', { email: u.email })}
                        >
                          {t('users.downgrade')}
                        </button>
                      ) : (
                        <button type="button" className="btn btn-primary" onClick={() => setGranting(u)} aria-label={t('users.grantLabel', { email: u.email })}>
                          {t('users.grant')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {data && <Pager label={t('users.pager')} page={page} pages={data.pages} total={data.total} onPage={(p) => setFilters({ upage: p > 1 ? p : null })} />}
      </div>
      {granting && <GrantDialog user={granting} onClose={() => setGranting(null)} />}
      {downgrading && <DowngradeDialog user={downgrading} onClose={() => setDowngrading(null)} />}
    </section>
  );
}

/** Grant premium without payment: Premium Citizen or Advocate Plus (admin spec section 9), recorded as a Manual purchase. */
function GrantDialog({ user, onClose }: { user: AdminBillingUserResponse; onClose: () => void }) {
  const { t } = useTranslation(['admin-billing', 'common', 'messages']);
  const id = useId();
  const [plan, setPlan] = useState<string>(GRANTABLE_PLANS[0]);
  const [failure, setFailure] = useState<string | null>(null);
  const [grant, { isLoading }] = useGrantPremiumMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      await grant({ id: user._id, grantPremiumRequest: { plan } }).unwrap();
      toast.success(t('grant.done', { email: user.email, plan }));
      onClose();
    } catch (error) {
      const message = messageFor(error, t('messages:admin.billing.upgradeFailed'));
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <Dialog open title={t('grant.title')} description={t('grant.description', { email: user.email })} onClose={() => !isLoading && onClose()}>
      <form onSubmit={submit} className="space-y-4" aria-label={t('grant.title')}>
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        <div>
          <label htmlFor={`${id}-plan`} className="field-label">
            {t('grant.plan')}
          </label>
          <select id={`${id}-plan`} className="field-input" value={plan} onChange={(e) => setPlan(e.target.value)}>
            {GRANTABLE_PLANS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <FormActions
          confirmLabel={isLoading ? t('grant.granting') : t('grant.submit')}
          confirmDisabled={isLoading}
          onCancel={onClose}
          cancelDisabled={isLoading}
        />
      </form>
    </Dialog>
  );
}
