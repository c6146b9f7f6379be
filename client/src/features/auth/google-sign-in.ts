import { Messages } from '@civic/contracts';
import type { AuthSessionResponse } from '../../api';
import type { GoogleCredentialResponse } from './google-identity';
import { serverMessageOr } from './server-message';

export type GoogleSignInOutcome = { ok: true; session: AuthSessionResponse } | { ok: false; message: string };

/**
 * What Google's callback leads to (citizen spec section 8): no credential gives 'Google did not return a
 * credential. Please try again.'; a refused credential the server's message or 'Unable to sign in with
 * Google'; otherwise the session of POST /api/auth/google.
 */
export async function completeGoogleSignIn(
  response: GoogleCredentialResponse | undefined,
  signIn: (credential: string) => Promise<AuthSessionResponse>,
): Promise<GoogleSignInOutcome> {
  const credential = response?.credential;
  if (!credential) return { ok: false, message: Messages.auth.googleNoCredential };
  try {
    return { ok: true, session: await signIn(credential) };
  } catch (error) {
    return { ok: false, message: serverMessageOr(error, Messages.auth.googleUnable) };
  }
}
