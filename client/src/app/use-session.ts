import { displayName, selectAdminModules, selectIsAdmin, selectIsPremium, selectIsSignedIn, selectRole, selectUser } from '../features/auth/session.slice';
import { hasSeededSuperadminName } from '@civic/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shell');
  // The first superadmin's name, as long as it is the one the server gave it, is the role's name in the reader's language.
  const name = user && hasSeededSuperadminName(user) ? t('seededSuperadmin') : displayName(user);
  return { user, name, role, adminModules, isSignedIn, isAdmin, isPremium };
}

/**
 * Re-fetches the signed-in user (GET /api/auth/me) and stores it, e.g. after a purchase so that the Premium
 * badge shows at once (citizen spec section 4). Resolves with the outcome of features/auth's refreshProfile.
 */
export function useRefreshProfile() {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(refreshProfile()), [dispatch]);
}
