/*
 * What the sign-in feature offers the other features: the session's selectors and types. Another feature imports
 * these from here, never a file inside features/auth (the boundaries lint in eslint.config.js), so that the files of
 * this feature can move without touching the others.
 */
export { type SessionState, selectIsAdmin, selectIsSignedIn } from './session.slice';
export type { SessionUser } from './session-storage';
