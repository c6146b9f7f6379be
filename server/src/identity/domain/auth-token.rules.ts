import { createHash, createHmac } from 'node:crypto';

/** What an emailed link is for (citizen spec section 7: verify-email, reset-password). */
export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/**
 * Links of one purpose (reset, verification) one account may be sent per hour: beyond it a request is answered as
 * usual and no email leaves, so a rotating address or a trusted hop cannot flood one mailbox (30 reset emails to one
 * victim in the pen test). Five covers a person retrying a lost email.
 */
export const AUTH_LINKS_PER_HOUR = 5;

/** A link token: the raw value goes into the emailed URL, only its hash is stored. */
export interface IssuedToken {
  token: string;
  hash: string;
}

/** The SHA-256 of a raw token, hex encoded: what auth_tokens stores and looks up. */
export function hashAuthToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The token of a stored link: HMAC-SHA256 of the link's id (a random uuid) under the server's link key, 32 bytes
 * (256 bits) in base64url, with its hash. The raw token is never stored, queued or logged: the notifications worker
 * derives it again from the id when it writes the email (docs/adr/0017-secrets-at-rest.md).
 */
export function deriveAuthToken(linkKey: Buffer, tokenId: string): IssuedToken {
  const token = createHmac('sha256', linkKey).update(tokenId, 'utf8').digest('base64url');
  return { token, hash: hashAuthToken(token) };
}

/** Link lifetimes: verification in hours, reset in minutes (AppConfig VERIFY_TOKEN_TTL_HOURS, RESET_TOKEN_TTL_MINUTES). */
export interface AuthTokenLifetimes {
  verifyHours: number;
  resetMinutes: number;
}

/** When a link issued at `now` expires. */
export function authTokenExpiry(purpose: AuthTokenPurpose, now: Date, lifetimes: AuthTokenLifetimes): Date {
  const ms = purpose === 'reset_password' ? lifetimes.resetMinutes * 60_000 : lifetimes.verifyHours * 3_600_000;
  return new Date(now.getTime() + ms);
}

/** A stored link as the rules see it. */
export interface StoredAuthToken {
  purpose: AuthTokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  /** The address the link was sent to. */
  email: string;
}

/**
 * Whether a stored link may still be used for `purpose` by an account whose address is now `currentEmail`:
 * same purpose, never used (single-use), not expired (the expiry instant itself is expired), and sent to the
 * account's current address (a verification link sent before an email change verifies nothing).
 */
export function isAuthTokenUsable(stored: StoredAuthToken, purpose: AuthTokenPurpose, currentEmail: string, now: Date): boolean {
  if (stored.purpose !== purpose) return false;
  if (stored.usedAt) return false;
  if (stored.expiresAt.getTime() <= now.getTime()) return false;
  return stored.email.toLowerCase() === currentEmail.toLowerCase();
}

/** Whether a raw token has the shape deriveAuthToken produces, so that junk is refused before a lookup. */
export function looksLikeAuthToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
