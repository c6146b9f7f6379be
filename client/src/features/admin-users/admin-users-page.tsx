import { PAGE_SIZE, hasSeededSuperadminName, isAdminRole } from '@civic/contracts';
import { i18n } from '../../i18n/i18n';
import { type FormEvent, useState } from 'react';
import { formValue } from '../../components/ui/form-value';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { type AdminUserResponse, useDeleteUserMutation, useListUsersQuery, useSetUserBlockedMutation, useSetUserEmailVerifiedMutation } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { ConfirmDialog } from '../../components/ui/dialog';
import { DataTable, RowActions } from '../../components/ui/data-table';
import { ListStatus } from '../../components/ui/list-state';
import { TextField } from '../../components/ui/text-field';
import { toastOutcome } from '../../components/ui/toast-outcome';
import { AdminPage } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { usePlanName } from '../../components/billing/use-plan-name';

/** A user's name for buttons and confirms: first and last name, else the email. */
export function userName(user: Pick<AdminUserResponse, 'firstName' | 'lastName' | 'email' | 'role'>): string {
  // The first superadmin's server-given name reads as the role's name in the language shown.
  if (hasSeededSuperadminName(user)) return i18n.t('shell:seededSuperadmin');
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

type Pending = { kind: 'delete' | 'block'; user: AdminUserResponse } | null;

function Flag({ on, onText, offText, tone }: { on: boolean; onText: string; offText: string; tone: 'good' | 'bad' }) {
  const style = on ? (tone === 'good' ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900') : 'bg-slate-100 text-slate-700';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${style}`}>{on ? onText : offText}</span>;
}

/**
 * Users (/admin/users, admin spec sections 2, 4, 8 and 9): a search over name, email and phone, 10 users a
 * page with every field of the spec's Users list, and the actions verify / unverify email, block / unblock
 * (after a confirm) and delete permanently (after a confirm that names the user). A blocked user is signed out
 * on their next request (the server refuses their old token).
 */
export function AdminUsersPage() {
  const planName = usePlanName();
  const { t } = useTranslation(['admin-users', 'common', 'messages']);
  const { params, page, setFilters } = useUrlFilters({ replace: true, resetPage: true });
  const q = params.get('q') ?? '';
  const [pending, setPending] = useState<Pending>(null);

  const list = useListUsersQuery({ page, limit: PAGE_SIZE.adminUsers, q: q || undefined }, { refetchOnMountOrArgChange: true });
  const [setVerified, verifyState] = useSetUserEmailVerifiedMutation();
  const [setBlocked, blockState] = useSetUserBlockedMutation();
  const [remove, removeState] = useDeleteUserMutation();
  const busy = verifyState.isLoading || blockState.isLoading || removeState.isLoading;
  const items = list.data?.items ?? [];

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Applied at once rather than as a transition: the list follows the address without a pending form state.
    setFilters({ q: formValue(event.currentTarget)('q').trim() }, { flushSync: true });
  };

  const toggleVerified = (user: AdminUserResponse) =>
    toastOutcome(
      () => setVerified({ id: user._id, setUserVerifiedRequest: { emailVerified: !user.emailVerified } }).unwrap(),
      t('updated'),
      t('messages:admin.users.updateFailed'),
    );

  const toggleBlocked = (user: AdminUserResponse, blocked: boolean) =>
    toastOutcome(() => setBlocked({ id: user._id, setUserBlockedRequest: { blocked } }).unwrap(), t('updated'), t('messages:admin.users.updateFailed'));

  const confirm = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    if (action.kind === 'block') await toggleBlocked(action.user, true);
    else await toastOutcome(() => remove({ id: action.user._id }).unwrap(), t('messages:admin.users.deleted'), t('messages:admin.users.deleteFailed'));
  };

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <form key={q} onSubmit={search} role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <TextField wrapperClassName="min-w-0 flex-1 basis-64" type="search" name="q" label={t('search')} hint={t('searchHint')} defaultValue={q} />
        <button type="submit" className="btn btn-primary mb-5">
          {t('searchButton')}
        </button>
      </form>

      <ListStatus query={list} failure={messageFor(list.error, t('messages:admin.users.loadFailed'))} loading={t('loading')} />

      {list.data && (
        <>
          <DataTable
            label={t('tableLabel')}
            className="mt-4"
            busy={list.isFetching}
            columns={[t('columns.user'), t('columns.contact'), t('columns.plan'), t('columns.sign_in'), t('columns.status'), t('columns.actions')]}
            empty={items.length === 0 ? t('empty') : undefined}
          >
            {items.map((user) => {
              const name = userName(user);
              return (
                <tr key={user._id} data-testid="user-row">
                  <td className="px-3 py-2">
                    <span className="block font-semibold text-slate-900">{name}</span>
                    <span className="block break-all text-slate-600">{user.email}</span>
                    <span className="block font-mono text-xs text-slate-600">{user._id}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{user.phone || t('common:dash')}</td>
                  <td className="px-3 py-2 text-slate-700">
                    {planName(user.plan)}
                    {user.isPremium && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('premium')}</span>}
                  </td>
                  <td className="px-3 py-2 text-slate-700">
                    <span className="block">{t(`provider.${user.authProvider}`)}</span>
                    {!user.hasPassword && <span className="block text-xs text-slate-500">{t('noPassword')}</span>}
                  </td>
                  <td className="space-y-1 px-3 py-2">
                    <Flag on={user.emailVerified} onText={t('verified')} offText={t('unverified')} tone="good" />
                    <span className="block" data-testid="user-blocked">
                      <Flag on={user.blocked} onText={t('blocked')} offText={t('active')} tone="bad" />
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {isAdminRole(user.role) ? (
                      <span className="text-xs text-slate-500">{t('adminAccount')}</span>
                    ) : (
                      <RowActions
                        actions={[
                          {
                            text: user.emailVerified ? t('unverify') : t('verify'),
                            label: t('actionLabel', { action: user.emailVerified ? t('unverify') : t('verify'), name }),
                            onClick: () => void toggleVerified(user),
                            disabled: busy,
                          },
                          {
                            text: user.blocked ? t('unblock') : t('block'),
                            label: t('actionLabel', { action: user.blocked ? t('unblock') : t('block'), name }),
                            onClick: () => (user.blocked ? void toggleBlocked(user, false) : setPending({ kind: 'block', user })),
                            disabled: busy,
                          },
                          {
                            text: t('delete'),
                            label: t('actionLabel', { action: t('delete'), name }),
                            onClick: () => setPending({ kind: 'delete', user }),
                            tone: 'danger',
                            disabled: busy,
                          },
                        ]}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <Pager page={page} pages={list.data.pages} total={list.data.total} label={t('tableLabel')} onPage={(p) => setFilters({ page: p > 1 ? p : null })} />
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(pending.kind === 'delete' ? 'confirmDelete.title' : 'confirmBlock.title', { name: userName(pending.user) }) : ''}
        message={
          pending
            ? pending.kind === 'delete'
              ? t('confirmDelete.message', { name: userName(pending.user), email: pending.user.email })
              : t('confirmBlock.message', { name: userName(pending.user) })
            : ''
        }
        confirmLabel={pending?.kind === 'block' ? t('confirmBlock.confirm') : t('confirmDelete.confirm')}
        tone="danger"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  );
}
