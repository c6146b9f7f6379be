import { displayName, selectAdminModules, selectIsAdmin, selectIsPremium, selectIsSignedIn, selectRole, selectUser } from '../features/auth/session.slice';
import { useAppSelector } from './hooks';

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
