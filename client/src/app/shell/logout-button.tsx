import { useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/dialog';
import { signedOut } from '../../features/auth/session.slice';
import { useAppDispatch } from '../hooks';

/** Logout asks 'Are you sure you want to log out?', then clears the session and goes to / (citizen spec section 4). */
export function LogoutButton({ className = 'btn btn-secondary', onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation(['shell', 'messages']);
  const [asking, setAsking] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
        onConfirm={() => {
          setAsking(false);
          dispatch(signedOut());
          navigate('/');
          toast.success(t('logout.done'));
          onDone?.();
        }}
      />
    </>
  );
}
