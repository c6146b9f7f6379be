import { ErrorCode } from '@civic/contracts';
import { useEffect, useRef } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { api, isApiError } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch, RootState } from '../../app/store';
import { selectToken, userUpdated } from './session.slice';

export type ProfileRefresh = 'updated' | 'expired' | 'blocked' | 'failed' | 'skipped';

/**
 * Re-fetches the signed-in user (GET /api/auth/me) and stores it (citizen spec section 4, "Session").
 * The answer is kept only if the session is still the one that asked. UNAUTHORIZED or NOT_FOUND
 * clears the session: the base query dispatches `sessionExpired` for this call.
 */
export function refreshProfile() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<ProfileRefresh> => {
    const token = getState().session.token;
    if (!token) return 'skipped';
    const result = await dispatch(api.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
    const now = getState().session.token;
    if (result.data) {
      if (now !== token) return 'skipped';
      dispatch(userUpdated(result.data));
      return 'updated';
    }
    // The base query has already cleared the session (null) when the failure ends it; another token means
    // someone signed in meanwhile, and this answer is not theirs.
    if (now !== token && now !== null) return 'skipped';
    const error = result.error;
    // The base query ended the session (and dropped the cached answers, this one included): say why.
    if (now === null) return getState().ui.sessionEnded ?? 'skipped';
    if (isApiError(error) && (error.code === ErrorCode.Unauthorized || error.code === ErrorCode.NotFound)) return 'expired';
    return 'failed';
  };
}

/**
 * Mounted once inside the router: refreshes the profile on load and on every route change while signed
 * in. When the server no longer accepts the session it is cleared and the user is told to sign in again, or,
 * when an admin has blocked the account, 'Your account has been blocked. Please contact support.'.
 */
export function ProfileSync() {
  const { t } = useTranslation('messages');
  const location = useLocation();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  // React's strict mode runs effects twice on mount; one fetch per navigation is enough.
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (!token) return;
    const key = `${location.key}|${token}`;
    if (last.current === key) return;
    last.current = key;
    // In a task of its own, not the one that mounts the page (Total Blocking Time).
    setTimeout(() => {
      void dispatch(refreshProfile()).then((outcome) => {
        if (outcome === 'expired') toast.error(t('auth.sessionExpired'), { id: 'session-expired' });
        if (outcome === 'blocked') toast.error(t('auth.accountBlocked'), { id: 'session-expired' });
      });
    }, 0);
  }, [dispatch, location.key, token, t]);

  return null;
}
