import { normaliseCategoryKey } from '@civic/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';
import { type CategoryDraft, type CategoryErrors, type CategoryField, typedCategoryKey } from './category-form';

/** The shared fields of the create form and the inline edit (every input labelled). */
export function CategoryFields({
  draft,
  errors,
  onChange,
  orderHint,
}: {
  draft: CategoryDraft;
  errors: CategoryErrors;
  onChange: (patch: Partial<CategoryDraft>, field: CategoryField) => void;
  orderHint?: string;
}) {
  const { t } = useTranslation('admin-categories');
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.name')}
        name="name"
        autoComplete="off"
        value={draft.name}
        error={errors.name}
        onChange={(e) => onChange({ name: e.target.value }, 'name')}
      />
      <TextField
        label={t('fields.key')}
        name="key"
        autoComplete="off"
        spellCheck={false}
        hint={t('fields.keyHint')}
        value={draft.key}
        error={errors.key}
        onChange={(e) => onChange({ key: typedCategoryKey(e.target.value) }, 'key')}
        onBlur={() => onChange({ key: normaliseCategoryKey(draft.key) }, 'key')}
      />
      <TextField label={t('fields.icon')} name="icon" autoComplete="off" value={draft.icon} onChange={(e) => onChange({ icon: e.target.value }, 'icon')} />
      <TextField
        label={t('fields.order')}
        name="order"
        inputMode="numeric"
        hint={orderHint}
        value={draft.order}
        error={errors.order}
        onChange={(e) => onChange({ order: e.target.value }, 'order')}
      />
      <TextField
        label={t('fields.responseDays')}
        name="responseDays"
        inputMode="numeric"
        hint={t('fields.responseDaysHint')}
        value={draft.responseDays}
        error={errors.responseDays}
        onChange={(e) => onChange({ responseDays: e.target.value }, 'responseDays')}
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-description`} className="field-label">
          {t('fields.description')}
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={2}
          className="field-input"
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value }, 'description')}
        />
      </div>
      <TextField
        wrapperClassName="sm:col-span-2"
        label={t('fields.subcategories')}
        name="subcategories"
        autoComplete="off"
        value={draft.subcategories}
        onChange={(e) => onChange({ subcategories: e.target.value }, 'subcategories')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="enabled"
          className="h-4 w-4 rounded border-slate-300"
          checked={draft.enabled}
          onChange={(e) => onChange({ enabled: e.target.checked }, 'enabled')}
        />
        {t('fields.enabled')}
      </label>
    </div>
  );
}
