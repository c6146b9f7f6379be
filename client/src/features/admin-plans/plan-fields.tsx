import { useTranslation } from 'react-i18next';
import { TranslationsFieldset } from '../../components/forms/translations-fieldset';
import { CheckboxField, SelectField, TextAreaField, TextField, fieldBinder } from '../../components/ui/text-field';
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
  const field = fieldBinder(draft, errors, (name, value) => onChange({ [name]: value }, name));
  const check = (name: 'popular' | 'enabled' | 'allowOneTime' | 'allowRecurring') => (
    <CheckboxField label={t(`fields.${name}`)} name={name} checked={draft[name]} onChange={(e) => onChange({ [name]: e.target.checked }, name)} />
  );
  const area = (name: 'description' | 'features' | 'limitations', rows: number) => (
    <TextAreaField wrapperClassName="sm:col-span-2" label={t(`fields.${name}`)} rows={rows} {...field(name)} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('fields.name')} autoComplete="off" readOnly={nameLocked} hint={nameLocked ? t('fields.nameLocked') : undefined} {...field('name')} />
      <SelectField label={t('fields.color')} options={PLAN_COLORS.map((c) => ({ value: c, label: t(`fields.colors.${c}`) }))} {...field('color')} />
      {area('description', 2)}
      <TextField label={t('fields.price')} inputMode="decimal" {...field('price')} />
      <TextField label={t('fields.gstPercent')} inputMode="decimal" {...field('gstPercent')} />
      <TextField label={t('fields.complaintLimit')} inputMode="numeric" hint={t('fields.complaintLimitHint')} {...field('complaintLimit')} />
      <TextField label={t('fields.photoLimit')} inputMode="numeric" hint={t('fields.photoLimitHint')} {...field('photoLimit')} />
      <TextField label={t('fields.order')} inputMode="numeric" hint={orderHint} {...field('order')} />
      {area('features', 4)}
      {area('limitations', 3)}
      <TranslationsFieldset
        fields={[
          { name: 'name', label: t('fields.name') },
          { name: 'description', label: t('fields.description'), multiline: true },
          { name: 'features', label: t('fields.features'), multiline: true },
          { name: 'limitations', label: t('fields.limitations'), multiline: true },
        ]}
        values={draft.translations}
        onChange={(locale, name, value) =>
          onChange({ translations: { ...draft.translations, [locale]: { ...draft.translations[locale], [name]: value } } }, 'translations')
        }
      />
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
        {check('allowOneTime')}
        {check('allowRecurring')}
        {check('popular')}
        {check('enabled')}
      </div>
    </div>
  );
}
