import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';
import { PLAN_COLORS, type PlanDraft, type PlanErrors, type PlanField } from './plan-form';

/** The create and edit form's fields (admin spec sections 3 and 5), every input labelled. */
export function PlanFields({
  draft,
  errors,
  onChange,
  orderHint,
  nameLocked = false,
}: {
  draft: PlanDraft;
  errors: PlanErrors;
  onChange: (patch: Partial<PlanDraft>, field: PlanField) => void;
  orderHint?: string;
  nameLocked?: boolean;
}) {
  const { t } = useTranslation('admin-plans');
  const id = useId();
  const check = (field: 'popular' | 'enabled' | 'allowOneTime' | 'allowRecurring') => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={field} checked={draft[field]} onChange={(e) => onChange({ [field]: e.target.checked }, field)} />
      {t(`fields.${field}`)}
    </label>
  );
  const area = (field: 'description' | 'features' | 'limitations', rows: number) => (
    <div className="sm:col-span-2">
      <label htmlFor={`${id}-${field}`} className="field-label">
        {t(`fields.${field}`)}
      </label>
      <textarea
        id={`${id}-${field}`}
        name={field}
        rows={rows}
        className="field-input"
        value={draft[field]}
        onChange={(e) => onChange({ [field]: e.target.value }, field)}
      />
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.name')}
        name="name"
        autoComplete="off"
        value={draft.name}
        error={errors.name}
        readOnly={nameLocked}
        hint={nameLocked ? t('fields.nameLocked') : undefined}
        onChange={(e) => onChange({ name: e.target.value }, 'name')}
      />
      <div>
        <label htmlFor={`${id}-color`} className="field-label">
          {t('fields.color')}
        </label>
        <select id={`${id}-color`} name="color" className="field-input" value={draft.color} onChange={(e) => onChange({ color: e.target.value }, 'color')}>
          {PLAN_COLORS.map((c) => (
            <option key={c} value={c}>
              {t(`fields.colors.${c}`)}
            </option>
          ))}
        </select>
      </div>
      {area('description', 2)}
      <TextField
        label={t('fields.price')}
        name="price"
        inputMode="decimal"
        value={draft.price}
        error={errors.price}
        onChange={(e) => onChange({ price: e.target.value }, 'price')}
      />
      <TextField
        label={t('fields.gstPercent')}
        name="gstPercent"
        inputMode="decimal"
        value={draft.gstPercent}
        error={errors.gstPercent}
        onChange={(e) => onChange({ gstPercent: e.target.value }, 'gstPercent')}
      />
      <TextField
        label={t('fields.complaintLimit')}
        name="complaintLimit"
        inputMode="numeric"
        hint={t('fields.complaintLimitHint')}
        value={draft.complaintLimit}
        error={errors.complaintLimit}
        onChange={(e) => onChange({ complaintLimit: e.target.value }, 'complaintLimit')}
      />
      <TextField
        label={t('fields.photoLimit')}
        name="photoLimit"
        inputMode="numeric"
        hint={t('fields.photoLimitHint')}
        value={draft.photoLimit}
        error={errors.photoLimit}
        onChange={(e) => onChange({ photoLimit: e.target.value }, 'photoLimit')}
      />
      <TextField
        label={t('fields.order')}
        name="order"
        inputMode="numeric"
        hint={orderHint}
        value={draft.order}
        error={errors.order}
        onChange={(e) => onChange({ order: e.target.value }, 'order')}
      />
      {area('features', 4)}
      {area('limitations', 3)}
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
        {check('allowOneTime')}
        {check('allowRecurring')}
        {check('popular')}
        {check('enabled')}
      </div>
    </div>
  );
}
