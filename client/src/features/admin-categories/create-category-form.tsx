import { normaliseCategoryKey } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { useCreateCategoryMutation } from '../../api/admin';
import { FormBanner } from '../../components/ui/text-field';
import { CategoryFields } from './category-fields';
import { type CategoryDraft, type CategoryField, EMPTY_CATEGORY_DRAFT, toCategoryRequest } from './category-form';
import { useCategoryDraft } from './use-category-draft';
import { FormActions } from '../../components/ui/form-actions';
import { focusField } from '../../components/ui/focus-field';

/** The create form (admin spec sections 2 and 5): the key follows the name until the key field is edited. */
export function CreateCategoryForm({ defaultOrder, onDone }: { defaultOrder: number; onDone: () => void }) {
  const { t } = useTranslation(['admin-categories', 'common', 'messages']);
  const id = useId();
  const { draft, errors, change, check, restart } = useCategoryDraft(() => EMPTY_CATEGORY_DRAFT);
  const [keyEdited, setKeyEdited] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createCategory, { isLoading }] = useCreateCategoryMutation();

  const onChange = (patch: Partial<CategoryDraft>, field: CategoryField) => {
    setFailure(null);
    if (field === 'key' && patch.key !== draft.key) setKeyEdited(true);
    change(field === 'name' && !keyEdited ? { ...patch, key: normaliseCategoryKey(patch.name ?? '') } : patch, field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const invalid = check();
    if (invalid) {
      focusField(event.currentTarget, invalid);
      return;
    }
    try {
      await createCategory({ createCategoryRequest: toCategoryRequest(draft, defaultOrder) }).unwrap();
      toast.success(t('messages:admin.categories.created'));
      restart(EMPTY_CATEGORY_DRAFT);
      setKeyEdited(false);
      onDone();
    } catch (error) {
      const message = messageFor(error, t('messages:admin.categories.createFailed'));
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t('newCategory')}
      </h2>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <CategoryFields draft={draft} errors={errors} onChange={onChange} orderHint={t('fields.orderHint', { order: defaultOrder })} />
      <FormActions confirmLabel={isLoading ? t('create.creating') : t('create.submit')} confirmDisabled={isLoading} onCancel={onDone} />
    </form>
  );
}
