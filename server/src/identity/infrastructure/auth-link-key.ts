import { hkdfSync } from 'node:crypto';

/** Injection token of the key that derives emailed link tokens (deriveAuthToken). */
export const AUTH_LINK_KEY = 'AUTH_LINK_KEY';

/**
 * The link key, derived with HKDF-SHA256 (RFC 5869) from the JWT secret that every API and worker process shares
 * (JWT_SECRET or the one kept in app_settings), under its own label so it is never the JWT signing key itself.
 * Rotating the JWT secret therefore also invalidates pending verification and reset links.
 */
export function deriveAuthLinkKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'goa-civic-portal', 'auth-link-tokens', 32));
}
