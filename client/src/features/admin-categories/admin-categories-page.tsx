import { nextOrder } from '@civic/contracts';
import { useEffect, useMemo, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { useListAdminCategoriesQuery } from '../../api/admin';
import { ListState, ListToolbar } from '../../components/ui/list-state';
import { AdminPage } from '../../components/ui/page';
import { CategoryRow } from './category-row';
import { CreateCategoryForm } from './create-category-form';

/** Admin Categories (/admin/categories, admin spec sections 2, 3, 5 and 8). */
export function AdminCategoriesPage() {
  const { t } = useTranslation(['admin-categories', 'common', 'messages']);
  const list = useListAdminCategoriesQuery();
  const { data, isFetching, error, refetch } = list;
  const [creating, setCreating] = useState(false);
  const categories = useMemo(() => [...(data?.items ?? [])].sort((a, b) => a.order - b.order), [data]);
  const loadFailure = error && !data ? messageFor(error, t('messages:admin.categories.loadFailed')) : null;

  useEffect(() => {
    if (loadFailure) toast.error(loadFailure, { id: 'categories-load' });
  }, [loadFailure]);

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <ListToolbar title={t('all')} onRefresh={() => void refetch()} refreshing={isFetching}>
        <button type="button" className="btn btn-primary" aria-expanded={creating} onClick={() => setCreating((c) => !c)}>
          {t('newCategory')}
        </button>
      </ListToolbar>
      {creating && (
        <div className="mt-4">
          <CreateCategoryForm defaultOrder={nextOrder(categories)} onDone={() => setCreating(false)} />
        </div>
      )}
      <ListState
        className="mt-6"
        retry={false}
        query={list}
        loadingText={t('loading')}
        failure={t('messages:admin.categories.loadFailed')}
        empty={categories.length === 0}
        emptyText={t('empty')}
      >
        <ul className="space-y-4">
          {categories.map((c) => (
            <CategoryRow key={c._id} category={c} />
          ))}
        </ul>
      </ListState>
    </AdminPage>
  );
}
