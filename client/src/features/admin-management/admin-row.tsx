import { ADMIN_MODULES, type AdminModule, MIN_PASSWORD_LENGTH, hasSeededSuperadminName } from '@civic/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import {
  type AdminAccountResponse,
  useDeleteAdminMutation,
  useResetAdminPasswordMutation,
  useResetAdminTwoFactorMutation,
  useUpdateAdminModulesMutation,
} from '../../api/admin';
import { ConfirmDialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';

const sameModules = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m) => b.includes(m));

/**
 * One admin of the list (admin spec section 2): name, email and role, module checkboxes with Save, Delete
 * (hidden for a superadmin, asks first) and a reset-password field with Reset. A superadmin holds every
 * module: its checkboxes are all ticked and disabled. The two-factor line says whether the admin signs in with a code;
 * 'Reset two-factor' (asks first) clears it for an admin who lost the phone (docs/adr/0115-staff-two-factor-sign-in.md).
 */
export function AdminRow({ admin }: { admin: AdminAccountResponse }) {
  const { t } = useTranslation(['admin-management', 'admin', 'common', 'messages', 'shell']);
  const id = useId();
  const isSuperadmin = admin.role === 'superadmin';
  const name = hasSeededSuperadminName(admin) ? t('shell:seededSuperadmin') : `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
  const [modules, setModules] = useState<AdminModule[]>(() => ADMIN_MODULES.filter((m) => admin.adminModules.includes(m)));
  const [password, setPassword] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmReset2fa, setConfirmReset2fa] = useState(false);
  const [updateModules, { isLoading: saving }] = useUpdateAdminModulesMutation();
  const [deleteAdmin, { isLoading: deleting }] = useDeleteAdminMutation();
  const [resetPassword, { isLoading: resetting }] = useResetAdminPasswordMutation();
  const [resetTwoFactor, { isLoading: resetting2fa }] = useResetAdminTwoFactorMutation();
  const changed = !sameModules(modules, admin.adminModules);

  const save = async () => {
    try {
      await updateModules({ id: admin._id, updateAdminModulesRequest: { modules } }).unwrap();
      toast.success(t('messages:admin.admins.updated'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.admins.updateFailed')));
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    try {
      const result = await deleteAdmin({ id: admin._id }).unwrap();
      toast.success(result?.message || t('messages:admin.admins.deleted'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.admins.deleteFailed')));
    }
  };

  const resetSecondFactor = async () => {
    setConfirmReset2fa(false);
    try {
      await resetTwoFactor({ id: admin._id }).unwrap();
      toast.success(t('messages:twoFactor.resetDone'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:twoFactor.resetFailed')));
    }
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resetting) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(t('messages:admin.admins.passwordMin'));
      return;
    }
    try {
      await resetPassword({ id: admin._id, resetAdminPasswordRequest: { password } }).unwrap();
      toast.success(t('messages:admin.admins.passwordReset'));
      setPassword('');
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.admins.resetPasswordFailed')));
    }
  };

  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="admin-row" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-name`} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-sm break-all text-slate-600">{admin.email}</p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${isSuperadmin ? 'bg-amber-100 text-amber-800' : 'bg-brand-50 text-brand-700'}`}
          data-testid="admin-role"
        >
          {isSuperadmin ? t('row.roles.superadmin') : t('row.roles.admin')}
        </span>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" data-testid="admin-2fa">
          {admin.twoFactorEnabled ? t('row.twoFactorOn') : t('row.twoFactorOff')}
        </p>
        {admin.twoFactorEnabled && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setConfirmReset2fa(true)}
            disabled={resetting2fa}
            aria-label={t('row.resetTwoFactorLabel', { name })}
          >
            {t('row.resetTwoFactor')}
          </button>
        )}
      </div>

      <fieldset className="mt-4">
        <legend className="field-label">{t('row.modulesOf', { name })}</legend>
        {isSuperadmin && <p className="text-xs text-slate-500">{t('row.superadminModules')}</p>}
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_MODULES.map((module) => (
            <label key={module} className={`flex items-center gap-2 text-sm ${isSuperadmin ? 'text-slate-500' : 'text-slate-800'}`}>
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                disabled={isSuperadmin}
                checked={isSuperadmin || modules.includes(module)}
                onChange={(e) =>
                  setModules((list) => (e.target.checked ? ADMIN_MODULES.filter((m) => m === module || list.includes(m)) : list.filter((m) => m !== module)))
                }
              />
              {t(`admin:modules.${module}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4 border-t border-slate-100 pt-4">
        <form noValidate onSubmit={reset} className="flex flex-wrap items-end gap-2" aria-label={t('row.resetForm', { name })}>
          <TextField
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('row.newPasswordFor', { name })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className="btn btn-secondary" disabled={resetting}>
            {resetting ? t('row.resetting') : t('row.reset')}
          </button>
        </form>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={save}
            disabled={isSuperadmin || saving || !changed}
            aria-label={t('row.saveLabel', { name })}
          >
            {saving ? t('row.saving') : t('common:actions.save')}
          </button>
          {!isSuperadmin && (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => setConfirmDelete(true)}
              disabled={deleting}
              aria-label={t('row.deleteLabel', { name })}
            >
              {t('common:actions.delete')}
            </button>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title={t('row.deleteTitle')}
        message={t('row.deleteMessage', { name, email: admin.email })}
        confirmLabel={t('common:actions.delete')}
        tone="danger"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
      <ConfirmDialog
        open={confirmReset2fa}
        title={t('row.resetTwoFactorTitle')}
        message={t('row.resetTwoFactorMessage', { name, email: admin.email })}
        confirmLabel={t('row.resetTwoFactor')}
        tone="danger"
        onCancel={() => setConfirmReset2fa(false)}
        onConfirm={() => void resetSecondFactor()}
      />
    </li>
  );
}
