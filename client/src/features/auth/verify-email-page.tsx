import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openAuthModal } from '../../app/ui.slice';
import { Page } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
import type { Translate } from '../../i18n/i18n';
import { selectIsSignedIn } from './session.slice';

export type VerifyOutcome = { state: 'verifying' } | { state: 'verified'; message: string } | { state: 'failed'; message: string };

/**
 * The message of a failed verification (citizen spec section 4): a link that is invalid or expired most
 * often was already used, so the page says 'Your email is verified. You can now sign in.'; any other
 * failure shows its message ('Verification failed' when there is none).
 */
export function outcomeOfFailure(message: string | undefined, t: Translate): VerifyOutcome {
  if (message && /invalid|expired/i.test(message)) return { state: 'verified', message: t('messages:auth.emailAlreadyVerified') };
  return { state: 'failed', message: message || t('messages:auth.verificationFailed') };
}

/**
 * /verify-email?token= (citizen spec sections 4 and 8): 'Verifying…', then the server's message or
 * 'Email verified. You can now sign in.' with Log in, and once signed in 'Go to My Complaints'. The link is single use, so the call runs once only, even when
 * React runs the effect twice.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // A different token in the address starts over.
  return <VerifyEmail key={token} token={token} />;
}

function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [outcome, setOutcome] = useState<VerifyOutcome>(() => (token ? { state: 'verifying' } : { state: 'failed', message: t('messages:auth.missingToken') }));
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    // The result is applied even if strict mode's simulated unmount ran in between: the second effect
    // run skips the call, so this request is the only one.
    dispatch(api.endpoints.verifyEmail.initiate({ token }, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then(
        (result) => setOutcome({ state: 'verified', message: result?.message || t('messages:auth.emailVerified') }),
        (error: unknown) => setOutcome(outcomeOfFailure((error as { message?: string } | null)?.message, t)),
      );
  }, [dispatch, token, t]);

  return (
    <Page title={t('verify.title')}>
      {outcome.state === 'verifying' && (
        <p role="status" className="flex items-center gap-3 text-lg text-slate-700">
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" aria-hidden="true" />
          {t('messages:auth.verifying')}
        </p>
      )}
      {outcome.state === 'verified' && (
        <div className="space-y-5">
          <FormBanner tone="success" className="text-base">
            {outcome.message}
          </FormBanner>
          {signedIn ? (
            // Signed in from this page: the next step is the citizen's own list, not the login button again.
            <>
              <p className="text-slate-700" role="status">
                {t('verify.signedIn')}
              </p>
              <Link to="/dashboard" className="btn btn-primary">
                {t('verify.goToMyComplaints')}
              </Link>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => dispatch(openAuthModal('login'))}>
              {t('common:actions.logIn')}
            </button>
          )}
        </div>
      )}
      {outcome.state === 'failed' && (
        <div className="space-y-5">
          <FormBanner tone="error" className="text-base">
            {outcome.message}
          </FormBanner>
          <Link to="/" className="btn btn-secondary">
            {t('common:actions.goHome')}
          </Link>
        </div>
      )}
    </Page>
  );
}
