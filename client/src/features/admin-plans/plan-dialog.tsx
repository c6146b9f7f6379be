import { type FormEvent, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import type { AdminPlanResponse } from '../../api/admin';
import { useCreatePlanMutation, useUpdatePlanMutation } from '../../api/admin';
import { Dialog } from '../../components/ui/dialog';
import { focusField } from '../../components/ui/focus-field';
import { FormActions } from '../../components/ui/form-actions';
import { FormBanner } from '../../components/ui/text-field';
import { PlanFields } from './plan-fields';
import {
  EMPTY_PLAN_DRAFT,
  type PlanDraft,
  type PlanErrors,
  type PlanField,
  draftOfPlan,
  firstInvalidPlanField,
  toPlanRequest,
  validatePlan,
} from './plan-form';

/**
 * The create and edit dialog (admin spec sections 2 and 5): rupees and GST percent as typed, sent as paise and a
 * fraction; blank order = last + 10; 'Plan created' / 'Failed to create plan', 'Saved' / 'Failed to save'.
 */
export function PlanDialog({
  plan,
  creating,
  defaultOrder,
  onClose,
}: {
  plan: AdminPlanResponse | null;
  creating: boolean;
  defaultOrder: number;
  onClose: () => void;
}) {
  const open = creating || plan !== null;
  // Remounted per plan so that the draft starts from it.
  return open ? <PlanDialogBody key={plan?._id ?? 'new'} plan={plan} defaultOrder={defaultOrder} onClose={onClose} /> : null;
}

function PlanDialogBody({ plan, defaultOrder, onClose }: { plan: AdminPlanResponse | null; defaultOrder: number; onClose: () => void }) {
  const { t } = useTranslation(['admin-plans', 'common', 'messages']);
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftOfPlan(plan) : EMPTY_PLAN_DRAFT));
  const [errors, setErrors] = useState<PlanErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createPlan, create] = useCreatePlanMutation();
  const [updatePlan, update] = useUpdatePlanMutation();
  const busy = create.isLoading || update.isLoading;

  const change = (patch: Partial<PlanDraft>, field: PlanField) => {
    setFailure(null);
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
    setDraft((d) => ({ ...d, ...patch }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validatePlan(draft, t);
    setErrors(invalid);
    const first = firstInvalidPlanField(invalid);
    if (first) {
      toast.error(invalid[first]!);
      focusField(event.currentTarget, first);
      return;
    }
    const body = toPlanRequest(draft, plan ? plan.order : defaultOrder);
    try {
      if (plan) {
        const { name: _name, currency: _currency, ...changes } = body;
        await updatePlan({ id: plan._id, updatePlanRequest: changes }).unwrap();
        toast.success(t('saved'));
      } else {
        await createPlan({ createPlanRequest: body }).unwrap();
        toast.success(t('messages:admin.plans.created'));
      }
      onClose();
    } catch (error) {
      const message = messageFor(error, plan ? t('messages:admin.plans.saveFailed') : t('messages:admin.plans.createFailed'));
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <Dialog open title={plan ? t('edit.title', { name: plan.name }) : t('create.title')} onClose={() => !busy && onClose()} size="md">
      <form
        noValidate
        onSubmit={submit}
        aria-label={plan ? t('edit.title', { name: plan.name }) : t('create.title')}
        className="max-h-[70vh] space-y-4 overflow-y-auto pr-1"
      >
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
        <PlanFields
          draft={draft}
          errors={errors}
          onChange={change}
          nameLocked={plan !== null}
          orderHint={plan ? undefined : t('fields.orderHint', { order: defaultOrder })}
        />
        <FormActions
          confirmLabel={busy ? (plan ? t('edit.saving') : t('create.creating')) : plan ? t('common:actions.save') : t('create.submit')}
          confirmDisabled={busy}
          onCancel={onClose}
          cancelDisabled={busy}
        />
      </form>
    </Dialog>
  );
}
