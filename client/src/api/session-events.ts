import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the base query when GET /api/auth/me answers UNAUTHORIZED, NOT_FOUND (citizen spec
 * section 4, "Session") or ACCOUNT_BLOCKED: the stored session is no longer valid; `reason` says whether an
 * admin blocked the account. The session slice clears itself on it.
 * It lives here, not in the slice, so that the API layer does not depend on a feature.
 */
export const sessionExpired = createAction('session/sessionExpired', (reason: SessionEndReason = 'expired') => ({ payload: { reason } }));

/** Why the server ended a session: expired (or signed out elsewhere, deleted), or blocked by an admin. */
export type SessionEndReason = 'expired' | 'blocked';

/** The part of the store state the API layer reads: the bearer token of the stored session. */
export interface TokenState {
  session?: { token?: string | null };
}
