import { displayName, selectAdminModules, selectIsAdmin, selectIsPremium, selectIsSignedIn, selectRole, selectUser } from '../features/auth/session.slice';
import { useCallback } from 'react';
import { refreshProfile } from '../features/auth/profile-sync';
import { useAppDispatch, useAppSelector } from './hooks';

/** What the shell and the pages need to know about the visitor (features read the session through this hook). */
export function useSessionInfo() {
  const user = useAppSelector(selectUser);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const isPremium = useAppSelector(selectIsPremium);
  const role = useAppSelector(selectRole);
  const adminModules = useAppSelector(selectAdminModules);
  return { user, name: displayName(user), role, adminModules, isSignedIn, isAdmin, isPremium };
}

/**
 * Re-fetches the signed-in user (GET /api/auth/me) and stores it, e.g. after a purchase so that the Premium
 * badge shows at once (citizen spec section 4). Resolves with the outcome of features/auth's refreshProfile.
 */
export function useRefreshProfile() {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(refreshProfile()), [dispatch]);
}
