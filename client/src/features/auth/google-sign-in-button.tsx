import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoogleSignInMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { FormBanner } from '../../components/ui/text-field';
import { type GoogleCredentialResponse, loadGoogleIdentity } from './google-identity';
import { completeGoogleSignIn } from './google-sign-in';
import { signedIn } from './session.slice';

/**
 * Google's own sign-in button, rendered once the Google Identity script has loaded. A script that does not
 * load shows 'Google sign-in was cancelled or failed. Please try again.'. An account with two-factor sign-in
 * hands its challenge to `onTwoFactor`, which asks for the code.
 */
export function GoogleSignInButton({
  clientId,
  onSignedIn,
  onTwoFactor,
}: {
  clientId: string;
  onSignedIn: () => void;
  onTwoFactor: (challenge: string) => void;
}) {
  const { t } = useTranslation('messages');
  const container = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();
  const [googleSignIn, { isLoading }] = useGoogleSignInMutation();
  const [error, setError] = useState<string | null>(null);

  const onCredential = useEffectEvent(async (response: GoogleCredentialResponse) => {
    setError(null);
    const outcome = await completeGoogleSignIn(response, (credential) => googleSignIn({ googleSignInRequest: { credential } }).unwrap(), t);
    if (!outcome.ok) {
      if ('challenge' in outcome) onTwoFactor(outcome.challenge);
      else setError(outcome.message);
      return;
    }
    dispatch(signedIn({ token: outcome.session.token, user: outcome.session.user }));
    onSignedIn();
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!active || !container.current) return;
        google.initialize({ client_id: clientId, ux_mode: 'popup', callback: (response) => void onCredential(response) });
        const width = Math.min(400, Math.max(200, Math.round(container.current.getBoundingClientRect().width) || 320));
        google.renderButton(container.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width, logo_alignment: 'left' });
      },
      () => {
        if (active) setError(t('auth.googleCancelled'));
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, t]);

  return (
    <div className="space-y-3">
      {error && <FormBanner tone="error">{error}</FormBanner>}
      <div ref={container} className="flex min-h-10 justify-center" aria-busy={isLoading} data-testid="google-sign-in" />
    </div>
  );
}
