import { Suspense, lazy } from 'react';
import type { AuthModalProps } from '../../app/auth-modal-slot';

const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/** The login/signup modal, loaded on first open so that it stays out of the home page's bundle. */
export function LazyAuthModal(props: AuthModalProps) {
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
