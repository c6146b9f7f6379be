import { GRANTABLE_PLANS, PAGE_SIZE } from '@civic/contracts';
import { type FormEvent, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { type AdminBillingUserResponse, useGrantPremiumMutation, useListBillingUsersQuery } from '../../api/admin';
import { pageFrom, useUrlFilters } from '../../app/use-url-filters';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { FormBanner, SelectField } from '../../components/ui/text-field';
import { DowngradeDialog } from './downgrade-dialog';
import { SearchPanel } from './search-box';

/** The users (GET /api/admin/billing/users, q, page, limit 10) with Grant premium and Downgrade (admin spec sections 2 and 7). */
export function UsersPanel() {
  const { t } = useTranslation(['admin-billing', 'common', 'messages']);
  const { params, setFilters } = useUrlFilters({ replace: true });
  const q = params.get('uq') ?? '';
  const page = pageFrom(params.get('upage'));
  const list = useListBillingUsersQuery({ page, limit: PAGE_SIZE.adminUsers, q: q || undefined });
  const [granting, setGranting] = useState<AdminBillingUserResponse | null>(null);
  const [downgrading, setDowngrading] = useState<AdminBillingUserResponse | null>(null);
  const items = list.data?.items ?? [];

  return (
    <SearchPanel
      titleId="admin-billing-users-title"
      text={(key) => t(`users.${key}`)}
      q={q}
      onSearch={(value) => setFilters({ uq: value, upage: null }, { flushSync: true })}
      list={list}
      failure={t('messages:admin.billing.loadUsersFailed')}
      page={page}
      onPage={(p) => setFilters({ upage: p > 1 ? p : null })}
      columns={[t('users.columns.user'), t('users.columns.plan'), t('users.columns.actions')]}
      rows={items.map((u) => (
        <tr key={u._id} data-testid="billing-user-row">
          <td className="px-3 py-3">
            <span className="block font-medium text-slate-900">{u.name}</span>
            <span className="block break-all text-xs text-slate-500">{u.email}</span>
          </td>
          <td className="px-3 py-3">
            <span className="flex flex-wrap items-center gap-2">
              {u.planName}
              {u.isPremium && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{t('users.premium')}</span>}
            </span>
          </td>
          <td className="px-3 py-3">
            {u.isPremium ? (
              <button type="button" className="btn btn-danger" onClick={() => setDowngrading(u)} aria-label={t('users.downgradeLabel', { email: u.email })}>
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
    >
      {granting && <GrantDialog user={granting} onClose={() => setGranting(null)} />}
      {downgrading && <DowngradeDialog user={downgrading} onClose={() => setDowngrading(null)} />}
    </SearchPanel>
  );
}

/** Grant premium without payment: Premium Citizen or Advocate Plus (admin spec section 9), recorded as a Manual purchase. */
function GrantDialog({ user, onClose }: { user: AdminBillingUserResponse; onClose: () => void }) {
  const { t } = useTranslation(['admin-billing', 'common', 'messages']);
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
        <SelectField
          name="plan"
          label={t('grant.plan')}
          value={plan}
          onChange={(e) => setPlan(e.target.value)}
          options={GRANTABLE_PLANS.map((p) => ({ value: p, label: p }))}
        />
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
