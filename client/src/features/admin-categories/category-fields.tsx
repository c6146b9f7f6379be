import { normaliseCategoryKey } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextAreaField, TextField, fieldBinder } from '../../components/ui/text-field';
import { TranslationsFieldset } from '../../components/forms/translations-fieldset';
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
  const field = fieldBinder(draft, errors, (name, value) => onChange({ [name]: value }, name));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('fields.name')} autoComplete="off" {...field('name')} />
      <TextField
        label={t('fields.key')}
        autoComplete="off"
        spellCheck={false}
        hint={t('fields.keyHint')}
        {...field('key')}
        onChange={(e) => onChange({ key: typedCategoryKey(e.target.value) }, 'key')}
        onBlur={() => onChange({ key: normaliseCategoryKey(draft.key) }, 'key')}
      />
      <TextField label={t('fields.icon')} autoComplete="off" {...field('icon')} />
      <TextField label={t('fields.order')} inputMode="numeric" hint={orderHint} {...field('order')} />
      <TextField label={t('fields.responseDays')} inputMode="numeric" hint={t('fields.responseDaysHint')} {...field('responseDays')} />
      <TextAreaField wrapperClassName="sm:col-span-2" label={t('fields.description')} rows={2} {...field('description')} />
      <TextField wrapperClassName="sm:col-span-2" label={t('fields.subcategories')} autoComplete="off" {...field('subcategories')} />
      <TranslationsFieldset
        fields={[
          { name: 'name', label: t('fields.name') },
          { name: 'description', label: t('fields.description'), multiline: true },
          { name: 'subcategories', label: t('fields.subcategories'), hint: t('fields.subcategoryLabelsHint') },
        ]}
        values={draft.translations}
        onChange={(locale, name, value) =>
          onChange({ translations: { ...draft.translations, [locale]: { ...draft.translations[locale], [name]: value } } }, 'translations')
        }
      />
      <CheckboxField
        label={t('fields.enabled')}
        name="enabled"
        className="h-4 w-4 rounded border-slate-300"
        checked={draft.enabled}
        onChange={(e) => onChange({ enabled: e.target.checked }, 'enabled')}
      />
    </div>
  );
}
