import { useTranslation } from 'react-i18next';
import { useListAdminsQuery, messageFor } from '../../api';
import { useSessionInfo } from '../../app/use-session';
import { AdminPage, Notice } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
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
  const { data, isLoading, isFetching, error, refetch } = useListAdminsQuery(undefined, { skip: !isSuperadmin });

  if (!isSuperadmin) return <Notice tone="warning" message={t('messages:admin.admins.onlySuperadmins')} />;

  const admins = data?.items ?? [];
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
            <button type="button" className="btn btn-secondary" onClick={() => void refetch()} disabled={isFetching}>
              {t('common:actions.refresh')}
            </button>
          </div>
          <div className="mt-4" aria-busy={isFetching}>
            {isLoading ? (
              <p role="status" className="text-slate-600">
                {t('messages:admin.admins.loading')}
              </p>
            ) : error && !data ? (
              <FormBanner tone="error">{messageFor(error, t('messages:admin.admins.loadFailed'))}</FormBanner>
            ) : admins.length === 0 ? (
              <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('messages:admin.admins.empty')}</p>
            ) : (
              <ul className="space-y-4">
                {admins.map((admin) => (
                  <AdminRow key={`${admin._id}:${admin.adminModules.join(',')}`} admin={admin} />
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </AdminPage>
  );
}
