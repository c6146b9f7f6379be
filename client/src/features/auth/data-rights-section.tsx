import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import toast from '../../components/ui/notify';
import { type AuthUserResponse, api, fieldErrors, messageFor, saveFile, useDeleteMyAccountMutation, useRequestAccountDeletionCodeMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { Dialog } from '../../components/ui/dialog';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { signedOut } from './session.slice';

/**
 * A citizen's data rights on My Profile (docs/adr/0117-citizens-data-rights.md): 'Download my data' saves the zip of
 * GET /api/auth/me/export; 'Delete my account' asks in a dialog for the password (or, for an account without one, a
 * code it emails), deletes the account, signs out and goes home. Staff accounts are deleted in Admin Management, so
 * they see the download only.
 */
export function DataRightsSection({ user }: { user: AuthUserResponse }) {
  const { t } = useTranslation(['auth', 'messages']);
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isStaff = user.role !== 'user';
  const [exportMyData, { isFetching: downloading }] = api.endpoints.exportMyData.useLazyQuery();
  const [requestCode, { isLoading: sendingCode }] = useRequestAccountDeletionCodeMutation();
  const [deleteMyAccount, { isLoading: deleting }] = useDeleteMyAccountMutation();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [secretError, setSecretError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const withPassword = user.hasPassword;

  const download = async () => {
    try {
      saveFile(await exportMyData().unwrap(), `goa-civic-my-data-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (error) {
      toast.error(messageFor(error, t('messages:dataRights.exportFailed')));
    }
  };

  const close = () => {
    setOpen(false);
    setSecret('');
    setSecretError(undefined);
    setFailure(null);
  };

  const sendCode = async () => {
    setFailure(null);
    try {
      await requestCode().unwrap();
      setCodeSent(true);
      toast.success(t('messages:dataRights.codeSent'));
    } catch (error) {
      setFailure(messageFor(error, t('messages:dataRights.deleteFailed')));
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    if (!secret) {
      setSecretError(withPassword ? t('messages:dataRights.passwordRequired') : t('messages:dataRights.codeRequired'));
      return;
    }
    try {
      await deleteMyAccount({ deleteMyAccountRequest: withPassword ? { password: secret } : { code: secret.trim() } }).unwrap();
      toast.success(t('messages:dataRights.deleted'));
      dispatch(signedOut());
      navigate('/');
    } catch (error) {
      const fields = fieldErrors(error);
      setSecretError(withPassword ? fields.password : fields.code);
      setFailure(messageFor(error, t('messages:dataRights.deleteFailed')));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="data-rights">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {t('dataRights.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('dataRights.lead')}</p>
      </div>
      <button type="button" className="btn btn-secondary" onClick={() => void download()} disabled={downloading}>
        {downloading ? t('dataRights.downloading') : t('dataRights.download')}
      </button>
      {!isStaff && (
        <div className="space-y-3 border-t border-slate-100 pt-4">
          <h3 className="font-semibold text-slate-900">{t('dataRights.deleteTitle')}</h3>
          <p className="text-sm text-slate-600">
            <Trans t={t} i18nKey="dataRights.deleteLead" components={{ privacy: <Link to="/privacy" className="font-semibold text-brand-700 underline" /> }} />
          </p>
          <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
            {t('dataRights.deleteButton')}
          </button>
        </div>
      )}
      <Dialog open={open} title={t('dataRights.confirmTitle')} onClose={close} size="md">
        <form noValidate onSubmit={(e) => void confirm(e)} className="space-y-4">
          <p className="text-sm text-slate-700">{withPassword ? t('dataRights.confirmPassword') : t('dataRights.confirmCode')}</p>
          {failure && <FormBanner tone="error">{failure}</FormBanner>}
          {!withPassword && (
            <button type="button" className="btn btn-secondary" onClick={() => void sendCode()} disabled={sendingCode} data-autofocus>
              {sendingCode ? t('dataRights.sendingCode') : t('dataRights.sendCode')}
            </button>
          )}
          {(withPassword || codeSent) && (
            <TextField
              id={`${id}-secret`}
              name={withPassword ? 'password' : 'code'}
              type={withPassword ? 'password' : 'text'}
              autoComplete={withPassword ? 'current-password' : 'one-time-code'}
              inputMode={withPassword ? undefined : 'numeric'}
              label={withPassword ? t('dataRights.password') : t('dataRights.code')}
              value={secret}
              error={secretError}
              data-autofocus={withPassword ? true : undefined}
              onChange={(e) => {
                setSecret(e.target.value);
                setSecretError(undefined);
              }}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t('dataRights.cancel')}
            </button>
            <button type="submit" className="btn btn-danger" disabled={deleting || (!withPassword && !codeSent)}>
              {deleting ? t('dataRights.deleting') : t('dataRights.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
