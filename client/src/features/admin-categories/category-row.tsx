import { type FormEvent, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import type { AdminCategoryResponse } from '../../api/admin';
import { useDeleteCategoryMutation, useUpdateCategoryMutation } from '../../api/admin';
import { ConfirmDialog } from '../../components/ui/dialog';
import { CategoryFields } from './category-fields';
import { draftOfCategory, toCategoryRequest } from './category-form';
import { useCategoryDraft } from './use-category-draft';
import { FormActions } from '../../components/ui/form-actions';
import { CategoryIcon } from '../../components/category/category-icon';

/** One category: shown, or edited inline (Edit / Save / Cancel); enable or disable; delete after a confirmation. */
export function CategoryRow({ category }: { category: AdminCategoryResponse }) {
  const { t } = useTranslation(['admin-categories', 'common', 'messages']);
  const [editing, setEditing] = useState(false);
  const { draft, errors, change, check, restart } = useCategoryDraft(() => draftOfCategory(category));
  const [confirming, setConfirming] = useState(false);
  const [updateCategory, update] = useUpdateCategoryMutation();
  const [deleteCategory, remove] = useDeleteCategoryMutation();
  const busy = update.isLoading || remove.isLoading;

  const startEdit = () => {
    restart(draftOfCategory(category));
    setEditing(true);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || check()) return;
    try {
      await updateCategory({ id: category._id, updateCategoryRequest: toCategoryRequest(draft, category.order) }).unwrap();
      toast.success(t('messages:admin.categories.saved'));
      setEditing(false);
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.categories.saveFailed')));
    }
  };

  const toggle = async () => {
    if (busy) return;
    try {
      await updateCategory({ id: category._id, updateCategoryRequest: { enabled: !category.enabled } }).unwrap();
      toast.success(t('messages:admin.categories.saved'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.categories.updateFailed')));
    }
  };

  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await deleteCategory({ id: category._id }).unwrap();
      toast.success(t('messages:admin.categories.deleted'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.categories.deleteFailed')));
    }
  };

  return (
    <li data-testid="category-row" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {editing ? (
        <form noValidate onSubmit={save} aria-label={t('row.editForm', { name: category.name })} className="space-y-4">
          <CategoryFields draft={draft} errors={errors} onChange={change} />
          <FormActions
            confirmLabel={update.isLoading ? t('row.saving') : t('common:actions.save')}
            confirmDisabled={update.isLoading}
            onCancel={() => setEditing(false)}
            cancelDisabled={update.isLoading}
          />
        </form>
      ) : (
        <CategorySummary category={category} busy={busy} onEdit={startEdit} onToggle={() => void toggle()} onDelete={() => setConfirming(true)} />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('row.deleteTitle')}
        message={t('row.deleteMessage', { name: category.name })}
        confirmLabel={t('common:actions.delete')}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** A category as listed: icon, name, key, enabled, order, description and subcategories, with its actions. */
function CategorySummary({
  category,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: {
  category: AdminCategoryResponse;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['admin-categories', 'common']);
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-2xl text-brand-700">
            <CategoryIcon category={category} className="h-7 w-7" />
          </span>
          <span className="font-semibold text-slate-900">{category.name}</span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{category.key}</code>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${category.enabled ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
          >
            {category.enabled ? t('row.enabled') : t('row.disabled')}
          </span>
          <span className="text-xs text-slate-500">{t('row.order', { order: category.order })}</span>
          <span className="text-xs text-slate-500">{t('row.responseDays', { count: category.responseDays })}</span>
        </p>
        {category.description && <p className="mt-1 text-sm text-slate-600">{category.description}</p>}
        <p className="mt-1 text-sm text-slate-500">{category.subcategories.length > 0 ? category.subcategories.join(', ') : t('row.noSubcategories')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary" onClick={onEdit} aria-label={t('row.editLabel', { name: category.name })} disabled={busy}>
          {t('common:actions.edit')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onToggle}
          aria-label={category.enabled ? t('row.disableLabel', { name: category.name }) : t('row.enableLabel', { name: category.name })}
          disabled={busy}
        >
          {category.enabled ? t('row.disable') : t('row.enable')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onDelete} aria-label={t('row.deleteLabel', { name: category.name })} disabled={busy}>
          {t('common:actions.delete')}
        </button>
      </div>
    </div>
  );
}
