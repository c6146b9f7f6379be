import { isAdminRole } from '@civic/contracts';
import { type PayloadAction, createSlice, original } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import { sessionExpired } from '../../api/session-events';
import { type SessionUser, type StoredSession, readStoredSession, roleFromToken } from './session-storage';

export type { SessionUser } from './session-storage';
export { sessionExpired } from '../../api/session-events';

export type SessionState = StoredSession;

/** A stored session at startup counts as signed in (citizen spec section 4). */
function initialState(): SessionState {
  const stored = readStoredSession();
  return stored.token ? stored : { token: null, user: null };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login, signup with a token, Google sign-in, or a profile update that returns a new token. */
    signedIn(_state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      return { token: action.payload.token, user: action.payload.user };
    },
    /** GET /api/auth/me refreshed the profile. */
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (!state.token) return;
      // A profile equal to the one kept (every refresh on every route change, usually) leaves the state as it is:
      // a new object would re-render every component that shows the user (Total Blocking Time).
      const kept = state.user ? original(state.user) : null;
      if (kept && copyWithStructuralSharing(kept, action.payload) === kept) return;
      state.user = action.payload;
    },
    signedOut() {
      return { token: null, user: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => ({ token: null, user: null }));
  },
});

export const { signedIn, signedOut, userUpdated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };

export const selectToken = (state: WithSession) => state.session.token;
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsSignedIn = (state: WithSession) => !!state.session.token;
/** The user's role: the stored user's role, else the token's role claim. */
export const selectRole = (state: WithSession): string | undefined => state.session.user?.role ?? roleFromToken(state.session.token);
/** Role admin or superadmin (from the user or the token), or the stored admin flag (admin spec section 2). */
export const selectIsAdmin = (state: WithSession) => selectIsSignedIn(state) && (isAdminRole(selectRole(state)) || state.session.user?.isAdmin === true);
export const selectIsSuperadmin = (state: WithSession) => selectIsSignedIn(state) && selectRole(state) === 'superadmin';
/** A staff account that has not turned on two-factor sign-in (the server keeps it off the admin routes when REQUIRE_STAFF_2FA is on). */
export const selectStaffWithoutTwoFactor = (state: WithSession) => selectIsAdmin(state) && state.session.user?.twoFactorEnabled !== true;
export const selectIsPremium = (state: WithSession) => selectIsSignedIn(state) && state.session.user?.isPremium === true;
const NO_MODULES: readonly string[] = [];
export const selectAdminModules = (state: WithSession): readonly string[] => state.session.user?.adminModules ?? NO_MODULES;

/** The name shown in the top bar: name, else first and last name, else the email. */
export function displayName(user: SessionUser | null): string {
  if (!user) return '';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return user.name?.trim() || full || user.email;
}
