import { useTranslation } from 'react-i18next';
import { useListAdminsQuery } from '../../api/admin';
import { useSessionInfo } from '../../app/use-session';
import { ListState } from '../../components/ui/list-state';
import { AdminPage, Notice } from '../../components/ui/page';
import { AdminRow } from './admin-row';
import { CreateAdminForm } from './create-admin-form';

/**
 * Admin Management (/admin/management, admin spec sections 2, 5, 6 and 8): superadmins create admins,
 * change their modules, reset their passwords and delete them. Everyone else sees 'Only super admins can
 * access this page.'.
 */
export function AdminManagementPage() {
  const { t } = useTranslation(['admin-management', 'common', 'messages']);
  const { role } = useSessionInfo();
  const isSuperadmin = role === 'superadmin';
  const list = useListAdminsQuery(undefined, { skip: !isSuperadmin });

  if (!isSuperadmin) return <Notice tone="warning" message={t('messages:admin.admins.onlySuperadmins')} />;

  const admins = list.data?.items ?? [];
  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <CreateAdminForm />
        </div>
        <section aria-labelledby="admins-title">
          <div className="flex items-center justify-between gap-3">
            <h2 id="admins-title" className="text-xl font-semibold text-slate-900">
              {t('admins')}
            </h2>
            <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
              {t('common:actions.refresh')}
            </button>
          </div>
          <ListState
            retry={false}
            query={list}
            loadingText={t('messages:admin.admins.loading')}
            failure={t('messages:admin.admins.loadFailed')}
            empty={admins.length === 0}
            emptyText={t('messages:admin.admins.empty')}
          >
            <ul className="space-y-4">
              {admins.map((admin) => (
                <AdminRow key={`${admin._id}:${admin.adminModules.join(',')}`} admin={admin} />
              ))}
            </ul>
          </ListState>
        </section>
      </div>
    </AdminPage>
  );
}
