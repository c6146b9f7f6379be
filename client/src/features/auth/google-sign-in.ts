import type { AuthSessionResponse } from '../../api';
import type { Translate } from '../../i18n/i18n';
import type { GoogleCredentialResponse } from './google-identity';
import { messageFor } from '../../api';
import { twoFactorChallenge } from './two-factor-login-form';

export type GoogleSignInOutcome = { ok: true; session: AuthSessionResponse } | { ok: false; challenge: string } | { ok: false; message: string };

/**
 * What Google's callback leads to (citizen spec section 8): no credential gives 'Google did not return a
 * credential. Please try again.'; a refused credential the server's message or 'Unable to sign in with
 * Google'; an account with two-factor sign-in the challenge of its 401 TWO_FACTOR_REQUIRED (Google proves the
 * password's part only: docs/adr/0115-staff-two-factor-sign-in.md); otherwise the session of POST /api/auth/google.
 */
export async function completeGoogleSignIn(
  response: GoogleCredentialResponse | undefined,
  signIn: (credential: string) => Promise<AuthSessionResponse>,
  t: Translate,
): Promise<GoogleSignInOutcome> {
  const credential = response?.credential;
  if (!credential) return { ok: false, message: t('messages:auth.googleNoCredential') };
  try {
    return { ok: true, session: await signIn(credential) };
  } catch (error) {
    const challenge = twoFactorChallenge(error);
    if (challenge) return { ok: false, challenge };
    return { ok: false, message: messageFor(error, t('messages:auth.googleUnable')) };
  }
}
