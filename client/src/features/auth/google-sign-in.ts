import type { AuthSessionResponse } from '../../api';
import type { Translate } from '../../i18n/i18n';
import type { GoogleCredentialResponse } from './google-identity';
import { messageFor } from '../../api';

export type GoogleSignInOutcome = { ok: true; session: AuthSessionResponse } | { ok: false; message: string };

/**
 * What Google's callback leads to (citizen spec section 8): no credential gives 'Google did not return a
 * credential. Please try again.'; a refused credential the server's message or 'Unable to sign in with
 * Google'; otherwise the session of POST /api/auth/google.
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
    return { ok: false, message: messageFor(error, t('messages:auth.googleUnable')) };
  }
}
