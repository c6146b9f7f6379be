import { nextOrder } from '@civic/contracts';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { type PlanResponse, messageFor, useDeletePlanMutation, useListAdminPlansQuery, useUpdatePlanMutation } from '../../api';
import { ConfirmDialog } from '../../components/ui/dialog';
import { DataTable, RowActions, RowButton } from '../../components/ui/data-table';
import { ListState } from '../../components/ui/list-state';
import { toastOutcome, usePending } from '../../components/ui/toast-outcome';
import { AdminPage } from '../../components/ui/page';
import { formatPercent } from '../../i18n/format';
import { paiseToRupeesText } from './plan-form';
import { PlanDialog } from './plan-dialog';

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
  const deleting = usePending<PlanResponse>();
  const [updatePlan, update] = useUpdatePlanMutation();
  const [deletePlan, remove] = useDeletePlanMutation();
  const busy = update.isLoading || remove.isLoading;
  const loadFailure = error && !data ? messageFor(error, t('messages:admin.plans.loadFailed')) : null;

  useEffect(() => {
    if (loadFailure) toast.error(loadFailure, { id: 'plans-load' });
  }, [loadFailure]);

  const toggle = async (plan: PlanResponse) => {
    if (busy) return;
    await toastOutcome(
      () => updatePlan({ id: plan._id, updatePlanRequest: { enabled: !plan.enabled } }).unwrap(),
      t('saved'),
      t('messages:admin.plans.saveFailed'),
    );
  };

  const confirmDelete = () =>
    deleting.confirm((plan) => toastOutcome(() => deletePlan({ id: plan._id }).unwrap(), t('deleted'), t('messages:admin.plans.deleteFailed')));

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
      <ListState
        className="mt-6"
        busy={isFetching}
        loading={isLoading}
        loadingText={t('loading')}
        failure={loadFailure}
        onRetry={() => void refetch()}
        empty={plans.length === 0}
        emptyText={t('empty')}
      >
        <DataTable
          look="report"
          padding="px-4"
          label={t('caption')}
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
        >
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
                <RowActions>
                  <RowButton compact={false} onClick={() => setEditing(plan)} label={t('row.editLabel', { name: plan.name })}>
                    {t('common:actions.edit')}
                  </RowButton>
                  <RowButton compact={false} tone="danger" onClick={() => deleting.ask(plan)} disabled={busy} label={t('row.deleteLabel', { name: plan.name })}>
                    {t('common:actions.delete')}
                  </RowButton>
                </RowActions>
              </td>
            </tr>
          ))}
        </DataTable>
      </ListState>
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
        open={deleting.pending !== null}
        title={t('row.deleteTitle')}
        message={deleting.pending ? t('row.deleteMessage', { name: deleting.pending.name }) : ''}
        confirmLabel={t('common:actions.delete')}
        tone="danger"
        onConfirm={confirmDelete}
        onCancel={deleting.cancel}
      />
    </AdminPage>
  );
}
