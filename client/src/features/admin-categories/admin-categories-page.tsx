import { nextOrder } from '@civic/contracts';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { messageFor, useListAdminCategoriesQuery } from '../../api';
import { AdminPage } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
import { CategoryRow } from './category-row';
import { CreateCategoryForm } from './create-category-form';

/** Admin Categories (/admin/categories, admin spec sections 2, 3, 5 and 8). */
export function AdminCategoriesPage() {
  const { t } = useTranslation(['admin-categories', 'common', 'messages']);
  const { data, isLoading, isFetching, error, refetch } = useListAdminCategoriesQuery();
  const [creating, setCreating] = useState(false);
  const categories = useMemo(() => [...(data?.items ?? [])].sort((a, b) => a.order - b.order), [data]);
  const loadFailure = error && !data ? messageFor(error, t('messages:admin.categories.loadFailed')) : null;

  useEffect(() => {
    if (loadFailure) toast.error(loadFailure, { id: 'categories-load' });
  }, [loadFailure]);

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('all')}</h2>
        <div className="flex gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:actions.refresh')}
          </button>
          <button type="button" className="btn btn-primary" aria-expanded={creating} onClick={() => setCreating((c) => !c)}>
            {t('newCategory')}
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
            {t('loading')}
          </p>
        ) : loadFailure ? (
          <FormBanner tone="error">{loadFailure}</FormBanner>
        ) : categories.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('empty')}</p>
        ) : (
          <ul className="space-y-4">
            {categories.map((c) => (
              <CategoryRow key={c._id} category={c} />
            ))}
          </ul>
        )}
      </div>
    </AdminPage>
  );
}
