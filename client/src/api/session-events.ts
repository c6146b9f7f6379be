import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the base query when GET /api/auth/me answers UNAUTHORIZED or NOT_FOUND (citizen spec
 * section 4, "Session"): the stored session is no longer valid. The session slice clears itself on it.
 * It lives here, not in the slice, so that the API layer does not depend on a feature.
 */
export const sessionExpired = createAction('session/sessionExpired');

/** The part of the store state the API layer reads: the bearer token of the stored session. */
export interface TokenState {
  session?: { token?: string | null };
}
