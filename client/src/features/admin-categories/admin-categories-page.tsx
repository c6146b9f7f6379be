import { ErrorCode, Messages, nextOrder, normaliseCategoryKey, splitSubcategories } from '@civic/contracts';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import {
  type CategoryResponse,
  isApiError,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useListAdminCategoriesQuery,
  useUpdateCategoryMutation,
} from '../../api';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Page } from '../../components/ui/page';
import { FormBanner, TextField } from '../../components/ui/text-field';

const M = Messages.admin.categories;

/** Admin spec section 8: the server's message when there is one, otherwise the given default. */
function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.code === ErrorCode.RateLimited)) return error.message;
  return fallback;
}

/**
 * The key field as typed (admin spec section 5): normalised like normaliseCategoryKey, except that one
 * trailing underscore is kept while typing so that a separator can be typed; the field is fully
 * normalised on blur and on submit.
 */
export function typedCategoryKey(input: string): string {
  const key = normaliseCategoryKey(input);
  const endsWithSeparator = /[^a-z0-9]$/i.test(input);
  return endsWithSeparator && key.length > 0 && key.length < 50 ? `${key}_` : key;
}

export interface CategoryDraft {
  name: string;
  key: string;
  icon: string;
  order: string;
  description: string;
  subcategories: string;
  enabled: boolean;
}

export type CategoryErrors = Partial<Record<'name' | 'key' | 'order', string>>;

/** The create and edit rules (admin spec section 5): name and key required; order a whole number when given. */
export function validateCategory(draft: Pick<CategoryDraft, 'name' | 'key' | 'order'>): CategoryErrors {
  const errors: CategoryErrors = {};
  if (!draft.name.trim()) errors.name = M.nameRequired;
  if (!normaliseCategoryKey(draft.key)) errors.key = M.keyRequired;
  if (draft.order.trim() && !/^-?\d+$/.test(draft.order.trim())) errors.order = M.orderInvalid;
  return errors;
}

function toRequest(draft: CategoryDraft, defaultOrder: number) {
  return {
    name: draft.name.trim(),
    key: normaliseCategoryKey(draft.key),
    icon: draft.icon.trim(),
    order: draft.order.trim() ? Number(draft.order.trim()) : defaultOrder,
    description: draft.description.trim(),
    subcategories: splitSubcategories(draft.subcategories),
    enabled: draft.enabled,
  };
}

function draftOf(c: CategoryResponse): CategoryDraft {
  return {
    name: c.name,
    key: c.key,
    icon: c.icon,
    order: String(c.order),
    description: c.description,
    subcategories: c.subcategories.join(', '),
    enabled: c.enabled,
  };
}

/** The shared fields of the create form and the inline edit (every input labelled). */
function CategoryFields({
  draft,
  errors,
  onChange,
  orderHint,
}: {
  draft: CategoryDraft;
  errors: CategoryErrors;
  onChange: (patch: Partial<CategoryDraft>, field: keyof CategoryDraft) => void;
  orderHint?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        value={draft.name}
        error={errors.name}
        onChange={(e) => onChange({ name: e.target.value }, 'name')}
      />
      <TextField
        label="Key"
        name="key"
        autoComplete="off"
        spellCheck={false}
        hint="Lowercase letters, digits and underscores."
        value={draft.key}
        error={errors.key}
        onChange={(e) => onChange({ key: typedCategoryKey(e.target.value) }, 'key')}
        onBlur={() => onChange({ key: normaliseCategoryKey(draft.key) }, 'key')}
      />
      <TextField label="Icon (emoji)" name="icon" autoComplete="off" value={draft.icon} onChange={(e) => onChange({ icon: e.target.value }, 'icon')} />
      <TextField
        label="Order"
        name="order"
        inputMode="numeric"
        hint={orderHint}
        value={draft.order}
        error={errors.order}
        onChange={(e) => onChange({ order: e.target.value }, 'order')}
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-description`} className="field-label">
          Description
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
        label="Subcategories (comma separated)"
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
        Enabled
      </label>
    </div>
  );
}

const EMPTY: CategoryDraft = { name: '', key: '', icon: '', order: '', description: '', subcategories: '', enabled: true };

/** The create form (admin spec sections 2 and 5): the key follows the name until the key field is edited. */
function CreateCategoryForm({ defaultOrder, onDone }: { defaultOrder: number; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<CategoryDraft>(EMPTY);
  const [keyEdited, setKeyEdited] = useState(false);
  const [errors, setErrors] = useState<CategoryErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createCategory, { isLoading }] = useCreateCategoryMutation();

  const onChange = (patch: Partial<CategoryDraft>, field: keyof CategoryDraft) => {
    setFailure(null);
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'key' && patch.key !== draft.key) setKeyEdited(true);
    setDraft((d) => {
      const next = { ...d, ...patch };
      if (field === 'name' && !keyEdited) next.key = normaliseCategoryKey(next.name);
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const invalid = validateCategory(draft);
    setErrors(invalid);
    const first = invalid.name ?? invalid.key ?? invalid.order;
    if (first) {
      toast.error(first);
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid.name ? 'name' : invalid.key ? 'key' : 'order'}"]`)?.focus();
      return;
    }
    try {
      await createCategory({ createCategoryRequest: toRequest(draft, defaultOrder) }).unwrap();
      toast.success(M.created);
      setDraft(EMPTY);
      setKeyEdited(false);
      onDone();
    } catch (error) {
      const message = serverMessage(error, M.createFailed);
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        New Category
      </h2>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <CategoryFields draft={draft} errors={errors} onChange={onChange} orderHint={`Leave blank for ${defaultOrder} (last order plus 10).`} />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Creating...' : 'Create Category'}
        </button>
      </div>
    </form>
  );
}

/** One category: shown, or edited inline (Edit / Save / Cancel); enable or disable; delete after a confirmation. */
function CategoryRow({ category }: { category: CategoryResponse }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<CategoryDraft>(() => draftOf(category));
  const [errors, setErrors] = useState<CategoryErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [updateCategory, update] = useUpdateCategoryMutation();
  const [deleteCategory, remove] = useDeleteCategoryMutation();
  const busy = update.isLoading || remove.isLoading;

  const startEdit = () => {
    setDraft(draftOf(category));
    setErrors({});
    setEditing(true);
  };

  const onChange = (patch: Partial<CategoryDraft>, field: keyof CategoryDraft) => {
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
    setDraft((d) => ({ ...d, ...patch }));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateCategory(draft);
    setErrors(invalid);
    const first = invalid.name ?? invalid.key ?? invalid.order;
    if (first) {
      toast.error(first);
      return;
    }
    try {
      await updateCategory({ id: category._id, updateCategoryRequest: toRequest(draft, category.order) }).unwrap();
      toast.success(M.saved);
      setEditing(false);
    } catch (error) {
      toast.error(serverMessage(error, M.saveFailed));
    }
  };

  const toggle = async () => {
    if (busy) return;
    try {
      await updateCategory({ id: category._id, updateCategoryRequest: { enabled: !category.enabled } }).unwrap();
      toast.success(M.saved);
    } catch (error) {
      toast.error(serverMessage(error, M.updateFailed));
    }
  };

  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await deleteCategory({ id: category._id }).unwrap();
      toast.success(M.deleted);
    } catch (error) {
      toast.error(serverMessage(error, M.deleteFailed));
    }
  };

  return (
    <li data-testid="category-row" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {editing ? (
        <form noValidate onSubmit={save} aria-label={`Edit ${category.name}`} className="space-y-4">
          <CategoryFields draft={draft} errors={errors} onChange={onChange} />
          <div className="flex justify-end gap-3">
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(false)} disabled={update.isLoading}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={update.isLoading}>
              {update.isLoading ? 'Saving...' : 'Save'}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span aria-hidden="true" className="text-2xl">
                {category.icon}
              </span>
              <span className="font-semibold text-slate-900">{category.name}</span>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{category.key}</code>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${category.enabled ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
              >
                {category.enabled ? 'Enabled' : 'Disabled'}
              </span>
              <span className="text-xs text-slate-500">Order {category.order}</span>
            </p>
            {category.description && <p className="mt-1 text-sm text-slate-600">{category.description}</p>}
            <p className="mt-1 text-sm text-slate-500">{category.subcategories.length > 0 ? category.subcategories.join(', ') : 'No subcategories'}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary" onClick={startEdit} aria-label={`Edit ${category.name}`} disabled={busy}>
              Edit
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void toggle()}
              aria-label={`${category.enabled ? 'Disable' : 'Enable'} ${category.name}`}
              disabled={busy}
            >
              {category.enabled ? 'Disable' : 'Enable'}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)} aria-label={`Delete ${category.name}`} disabled={busy}>
              Delete
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete category"
        message={`Delete the category "${category.name}"? This cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** Admin Categories (/admin/categories, admin spec sections 2, 3, 5 and 8). */
export function AdminCategoriesPage() {
  const { data, isLoading, isFetching, error, refetch } = useListAdminCategoriesQuery();
  const [creating, setCreating] = useState(false);
  const categories = useMemo(() => [...(data?.items ?? [])].sort((a, b) => a.order - b.order), [data]);
  const loadFailure = error && !data ? serverMessage(error, M.loadFailed) : null;

  useEffect(() => {
    if (loadFailure) toast.error(loadFailure, { id: 'categories-load' });
  }, [loadFailure]);

  return (
    <Page title="Categories" lead="The complaint categories citizens choose from, their subcategories and their order." width="wide">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Admin Dashboard
      </Link>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">All categories</h2>
        <div className="flex gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </button>
          <button type="button" className="btn btn-primary" aria-expanded={creating} onClick={() => setCreating((c) => !c)}>
            New Category
          </button>
        </div>
      </div>
      {creating && (
        <div className="mt-4">
          <CreateCategoryForm defaultOrder={nextOrder(categories)} onDone={() => setCreating(false)} />
        </div>
      )}
      <div className="mt-6" aria-busy={isFetching}>
        {isLoading ? (
          <p role="status" className="text-slate-600">
            Loading categories…
          </p>
        ) : loadFailure ? (
          <FormBanner tone="error">{loadFailure}</FormBanner>
        ) : categories.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">No categories yet.</p>
        ) : (
          <ul className="space-y-4">
            {categories.map((c) => (
              <CategoryRow key={c._id} category={c} />
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
