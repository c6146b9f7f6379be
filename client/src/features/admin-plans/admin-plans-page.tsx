import { nextOrder } from '@civic/contracts';
import { useEffect, useMemo, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import type { AdminPlanResponse } from '../../api/admin';
import { useDeletePlanMutation, useListAdminPlansQuery, useUpdatePlanMutation } from '../../api/admin';
import { ConfirmDialog } from '../../components/ui/dialog';
import { DataTable, RowActions } from '../../components/ui/data-table';
import { ListState, ListToolbar } from '../../components/ui/list-state';
import { toastOutcome, usePending } from '../../components/ui/toast-outcome';
import { AdminPage } from '../../components/ui/page';
import { formatPercent } from '../../i18n/format';
import { paiseToRupeesText } from './plan-form';
import { PlanDialog } from './plan-dialog';

/** The table's columns (keys of `…columns.*` in the catalogue), in order. */
const COLUMNS = ['name', 'price', 'gst', 'oneTime', 'monthly', 'popular', 'enabled', 'order', 'actions'] as const;
/**
 * Admin Plans (/admin/plans, admin spec sections 2, 3, 5 and 8): the plans sorted by order in a table (name, price in
 * rupees, GST %, one-time, monthly, popular, enabled, order), enable or disable inline, New Plan and Edit in a
 * dialog, Delete after a confirmation.
 */
export function AdminPlansPage() {
  const { t } = useTranslation(['admin-plans', 'common', 'messages']);
  const list = useListAdminPlansQuery();
  const { data, isFetching, error, refetch } = list;
  const plans = useMemo(() => [...(data?.items ?? [])].sort((a, b) => a.order - b.order), [data]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminPlanResponse | null>(null);
  const deleting = usePending<AdminPlanResponse>();
  const [updatePlan, update] = useUpdatePlanMutation();
  const [deletePlan, remove] = useDeletePlanMutation();
  const busy = update.isLoading || remove.isLoading;
  const loadFailure = error && !data ? messageFor(error, t('messages:admin.plans.loadFailed')) : null;

  useEffect(() => {
    if (loadFailure) toast.error(loadFailure, { id: 'plans-load' });
  }, [loadFailure]);

  const toggle = async (plan: AdminPlanResponse) => {
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
      <ListToolbar title={t('all')} onRefresh={() => void refetch()} refreshing={isFetching}>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {t('newPlan')}
        </button>
      </ListToolbar>
      <ListState
        className="mt-6"
        query={list}
        loadingText={t('loading')}
        failure={t('messages:admin.plans.loadFailed')}
        empty={plans.length === 0}
        emptyText={t('empty')}
      >
        <DataTable look="report" padding="px-4" label={t('caption')} columns={COLUMNS.map((column) => t(`columns.${column}`))}>
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
                <RowActions
                  compact={false}
                  actions={[
                    { text: t('common:actions.edit'), label: t('row.editLabel', { name: plan.name }), onClick: () => setEditing(plan) },
                    {
                      text: t('common:actions.delete'),
                      label: t('row.deleteLabel', { name: plan.name }),
                      onClick: () => deleting.ask(plan),
                      tone: 'danger',
                      disabled: busy,
                    },
                  ]}
                />
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
