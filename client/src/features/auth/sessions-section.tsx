import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import toast from '../../components/ui/notify';
import { messageFor, useLogOutEverywhereMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ui/dialog';
import { FormBanner } from '../../components/ui/text-field';
import { signedOut } from './session.slice';

/**
 * 'Log out on all devices' on My Profile: after a confirmation, POST /api/auth/logout-all ends every session of the
 * account, this one included (docs/adr/0169-logout-ends-the-session-on-the-server.md); the page then clears its own
 * session and goes home. For a lost phone, or a shared computer left signed in.
 */
export function SessionsSection() {
  const { t } = useTranslation(['auth', 'messages']);
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logOutEverywhere, { isLoading }] = useLogOutEverywhereMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await logOutEverywhere().unwrap();
      setAsking(false);
      toast.success(t('messages:auth.loggedOutEverywhere'));
      dispatch(signedOut());
      navigate('/');
    } catch (error) {
      setAsking(false);
      setFailure(messageFor(error, t('sessions.failed')));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="sessions">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {t('sessions.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('sessions.lead')}</p>
      </div>
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
        disabled={isLoading}
      >
        {isLoading ? t('sessions.working') : t('sessions.button')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage')}
        confirmLabel={t('sessions.confirm')}
        tone="danger"
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
