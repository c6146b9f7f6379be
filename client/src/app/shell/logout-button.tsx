import { Messages } from '@civic/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/dialog';
import { signedOut } from '../../features/auth/session.slice';
import { useAppDispatch } from '../hooks';

/** Logout asks 'Are you sure you want to log out?', then clears the session and goes to / (citizen spec section 4). */
export function LogoutButton({ className = 'btn btn-secondary', onDone }: { className?: string; onDone?: () => void }) {
  const [asking, setAsking] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        Logout
      </button>
      <ConfirmDialog
        open={asking}
        title="Log out"
        message={Messages.common.logoutConfirm}
        confirmLabel="Log out"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          dispatch(signedOut());
          navigate('/');
          toast.success('You have been logged out.');
          onDone?.();
        }}
      />
    </>
  );
}
