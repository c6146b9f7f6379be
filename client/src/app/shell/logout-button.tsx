import { useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLogOutMutation } from '../../api';
import { ConfirmDialog } from '../../components/ui/dialog';
import { signedOut } from '../../features/auth/session.slice';
import { useAppDispatch } from '../hooks';

/**
 * Logout asks 'Are you sure you want to log out?', then clears the session and goes to / (citizen spec section 4).
 * The server is asked first to end the session (POST /api/auth/logout), so that a copy of the token left elsewhere is
 * refused too; the stored session is cleared whatever it answers (offline, or a token already refused).
 */
export function LogoutButton({ className = 'btn btn-secondary', onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation(['shell', 'messages']);
  const [asking, setAsking] = useState(false);
  const [logOut, { isLoading: loggingOut }] = useLogOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const confirmLogout = async () => {
    await logOut()
      .unwrap()
      .catch(() => undefined);
    setAsking(false);
    dispatch(signedOut());
    navigate('/');
    toast.success(t('messages:auth.loggedOut'));
    onDone?.();
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {t('logout.button')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('logout.title')}
        message={t('messages:common.logoutConfirm')}
        confirmLabel={t('logout.confirm')}
        onCancel={() => setAsking(false)}
        busy={loggingOut}
        onConfirm={() => void confirmLogout()}
      />
    </>
  );
}
