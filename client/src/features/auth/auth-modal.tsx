import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAuthConfigQuery } from '../../api';
import type { AuthModalProps } from '../../app/auth-modal-slot';
import { useAppDispatch } from '../../app/hooks';
import { type AuthModalMode, openAuthModal } from '../../app/ui.slice';
import { Dialog } from '../../components/ui/dialog';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { TwoFactorLoginForm } from './two-factor-login-form';

/**
 * The login/signup modal (citizen spec sections 2, 4, 5 and 8) in its three modes. The email typed in
 * one mode is kept when switching to another. A Google button is offered only when GET /api/auth/config
 * returns a client id. Escape, the backdrop and the close button close it; focus stays inside.
 */
export function AuthModal({ mode, onClose }: AuthModalProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // The challenge of a Google sign-in that still needs its second factor: the code form takes the modal's place.
  const [googleChallenge, setGoogleChallenge] = useState<string | null>(null);
  const { data: config } = useGetAuthConfigQuery();
  const googleClientId = mode !== 'forgot-password' ? config?.googleClientId : null;

  const switchTo = (next: AuthModalMode) => {
    setNotice(null);
    dispatch(openAuthModal(next));
  };

  return (
    <Dialog open title={t(`modal.titles.${mode}`)} onClose={onClose} size="md">
      <button
        type="button"
        aria-label={t('modal.close')}
        className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
      <div className="-mx-1 max-h-[calc(100vh-9rem)] overflow-y-auto px-1 pb-1">
        {googleChallenge && <TwoFactorLoginForm challenge={googleChallenge} onSignedIn={onClose} onBack={() => setGoogleChallenge(null)} />}
        {!googleChallenge && mode === 'login' && (
          <LoginForm
            key="login"
            email={email}
            onEmailChange={setEmail}
            notice={notice}
            onSignedIn={onClose}
            onForgotPassword={() => switchTo('forgot-password')}
            onSignUp={() => switchTo('signup')}
          />
        )}
        {!googleChallenge && mode === 'signup' && (
          <SignupForm
            key="signup"
            email={email}
            onEmailChange={setEmail}
            onSignedIn={onClose}
            onVerifyEmail={(message) => {
              setNotice(message);
              dispatch(openAuthModal('login'));
            }}
            onLogin={() => switchTo('login')}
          />
        )}
        {!googleChallenge && mode === 'forgot-password' && (
          <ForgotPasswordForm key="forgot" email={email} onEmailChange={setEmail} onLogin={() => switchTo('login')} />
        )}
        {!googleChallenge && googleClientId && (
          <div className="mt-5">
            <div className="mb-4 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-200" />
              {t('modal.or')}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <GoogleSignInButton clientId={googleClientId} onSignedIn={onClose} onTwoFactor={setGoogleChallenge} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
