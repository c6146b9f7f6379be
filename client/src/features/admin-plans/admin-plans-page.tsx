import { nextOrder } from '@civic/contracts';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { type PlanResponse, messageFor, useDeletePlanMutation, useListAdminPlansQuery, useUpdatePlanMutation } from '../../api';
import { ConfirmDialog } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { AdminPage } from '../../components/ui/page';
import { TableHead } from '../../components/ui/table-head';
import { formatPercent } from '../../i18n/format';
import { paiseToRupeesText } from './plan-form';
import { PlanDialog } from './plan-dialog';
import { ScrollRegion } from '../../components/ui/scroll-region';

/**
 * Admin Plans (/admin/plans, admin spec sections 2, 3, 5 and 8): the plans sorted by order in a table (name, price in
 * rupees, GST %, one-time, monthly, popular, enabled, order), enable or disable inline, New Plan and Edit in a
 * dialog, Delete after a confirmation.
 */
export function AdminPlansPage() {
  const { t } = useTranslation(['admin-plans', 'common', 'messages']);
  const { data, isLoading, isFetching, error, refetch } = useListAdminPlansQuery();
  const plans = useMemo(() => [...(data?.items ?? [])].sort((a, b) => a.order - b.order), [data]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PlanResponse | null>(null);
  const [deleting, setDeleting] = useState<PlanResponse | null>(null);
  const [updatePlan, update] = useUpdatePlanMutation();
  const [deletePlan, remove] = useDeletePlanMutation();
  const busy = update.isLoading || remove.isLoading;
  const loadFailure = error && !data ? messageFor(error, t('messages:admin.plans.loadFailed')) : null;

  useEffect(() => {
    if (loadFailure) toast.error(loadFailure, { id: 'plans-load' });
  }, [loadFailure]);

  const toggle = async (plan: PlanResponse) => {
    if (busy) return;
    try {
      await updatePlan({ id: plan._id, updatePlanRequest: { enabled: !plan.enabled } }).unwrap();
      toast.success(t('saved'));
    } catch (failure) {
      toast.error(messageFor(failure, t('messages:admin.plans.saveFailed')));
    }
  };

  const confirmDelete = async () => {
    const plan = deleting;
    setDeleting(null);
    if (!plan) return;
    try {
      await deletePlan({ id: plan._id }).unwrap();
      toast.success(t('deleted'));
    } catch (failure) {
      toast.error(messageFor(failure, t('messages:admin.plans.deleteFailed')));
    }
  };

  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('all')}</h2>
        <div className="flex gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:actions.refresh')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            {t('newPlan')}
          </button>
        </div>
      </div>
      <div className="mt-6" aria-busy={isFetching}>
        {isLoading ? (
          <p role="status" className="text-slate-600">
            {t('loading')}
          </p>
        ) : loadFailure ? (
          <LoadError message={loadFailure} onRetry={() => void refetch()} />
        ) : plans.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('empty')}</p>
        ) : (
          <ScrollRegion label={t('caption')} className="rounded-xl bg-white ring-1 ring-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('caption')}</caption>
              <TableHead
                className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600"
                cellClassName="px-4 py-3 font-semibold"
                columns={[
                  t('columns.name'),
                  t('columns.price'),
                  t('columns.gst'),
                  t('columns.oneTime'),
                  t('columns.monthly'),
                  t('columns.popular'),
                  t('columns.enabled'),
                  t('columns.order'),
                  t('columns.actions'),
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {plans.map((plan) => (
                  <tr key={plan._id} data-testid="plan-row">
                    <td className="px-4 py-3">
                      <p className="font-semibold text-slate-900">{plan.name}</p>
                      <p className="text-xs text-slate-500">
                        {plan.complaintLimit === null || plan.complaintLimit === undefined ? t('unlimited') : t('perMonth', { n: plan.complaintLimit })}
                      </p>
                    </td>
                    <td className="px-4 py-3 text-slate-900">{paiseToRupeesText(plan.amount)}</td>
                    <td className="px-4 py-3 text-slate-700">{formatPercent(plan.gstRate)}</td>
                    <td className="px-4 py-3 text-slate-700">{yesNo(plan.allowOneTime)}</td>
                    <td className="px-4 py-3 text-slate-700">{yesNo(plan.allowRecurring)}</td>
                    <td className="px-4 py-3 text-slate-700">{yesNo(plan.popular)}</td>
                    <td className="px-4 py-3">
                      <label className="inline-flex items-center gap-2 text-slate-700">
                        <input
                          type="checkbox"
                          checked={plan.enabled}
                          disabled={busy}
                          onChange={() => void toggle(plan)}
                          aria-label={plan.enabled ? t('row.disableLabel', { name: plan.name }) : t('row.enableLabel', { name: plan.name })}
                        />
                        {yesNo(plan.enabled)}
                      </label>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{plan.order}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className="btn btn-secondary"
                          onClick={() => setEditing(plan)}
                          aria-label={t('row.editLabel', { name: plan.name })}
                        >
                          {t('common:actions.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-danger"
                          onClick={() => setDeleting(plan)}
                          disabled={busy}
                          aria-label={t('row.deleteLabel', { name: plan.name })}
                        >
                          {t('common:actions.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
      <PlanDialog
        plan={editing}
        creating={creating}
        defaultOrder={nextOrder(plans)}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('row.deleteTitle')}
        message={deleting ? t('row.deleteMessage', { name: deleting.name }) : ''}
        confirmLabel={t('common:actions.delete')}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
