/**
 * The stored session (citizen spec section 3): the auth token and the user object in local storage
 * under two keys. Reading never throws: a corrupt or unavailable storage counts as signed out.
 */
export const TOKEN_KEY = 'civic.token';
export const USER_KEY = 'civic.user';

/** The signed-in user as the API returns it (citizen spec section 3, "User"); every field but email is optional here. */
export interface SessionUser {
  _id?: string;
  id?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  email: string;
  phone?: string;
  plan?: string;
  isPremium?: boolean;
  authProvider?: 'local' | 'google' | string;
  hasPassword?: boolean;
  emailVerified?: boolean;
  blocked?: boolean;
  role?: 'user' | 'admin' | 'superadmin' | string;
  adminModules?: string[];
  /** The chosen language: en, kok, mr or hi. */
  locale?: string;
  /** The stored admin flag (admin spec section 2: role admin or superadmin, or a stored admin flag). */
  isAdmin?: boolean;
  /** Two-factor sign-in is on (REQUIRE_STAFF_2FA keeps staff without it on /profile). */
  twoFactorEnabled?: boolean;
}

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  const store = storage();
  if (!store) return { token: null, user: null };
  try {
    const token = store.getItem(TOKEN_KEY);
    const rawUser = store.getItem(USER_KEY);
    const parsed: unknown = rawUser ? JSON.parse(rawUser) : null;
    const user = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SessionUser) : null;
    return { token: token || null, user };
  } catch {
    return { token: null, user: null };
  }
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  try {
    if (session.token) store.setItem(TOKEN_KEY, session.token);
    else store.removeItem(TOKEN_KEY);
    if (session.user) store.setItem(USER_KEY, JSON.stringify(session.user));
    else store.removeItem(USER_KEY);
  } catch {
    // Storage full or blocked (private mode): the session still lives in memory for this tab.
  }
}

/** The role claim of a JWT's payload (the token payload carries role), without verifying it. */
export function roleFromToken(token: string | null | undefined): string | undefined {
  if (!token) return undefined;
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const payload: unknown = JSON.parse(atob(base64));
    const role = (payload as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : undefined;
  } catch {
    return undefined;
  }
}
