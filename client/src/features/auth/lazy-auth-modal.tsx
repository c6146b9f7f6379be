import { Suspense, lazy } from 'react';
import type { AuthModalProps } from '../../app/auth-modal-slot';
import { loadDeferredNamespaces } from '../../i18n/i18n';

// The modal's strings (`auth`) are in the deferred catalogue: it loads beside the modal's chunk.
const AuthModal = lazy(() => Promise.all([import('./auth-modal'), loadDeferredNamespaces()]).then(([m]) => ({ default: m.AuthModal })));

/** The login/signup modal, loaded on first open so that it stays out of the home page's bundle. */
export function LazyAuthModal(props: AuthModalProps) {
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
