import { afterEach, describe, expect, it } from '@jest/globals';
import { makeStore } from '../../app/store';
import {
  sessionExpired,
  selectIsAdmin,
  selectIsPremium,
  selectIsSignedIn,
  selectIsSuperadmin,
  selectUser,
  signedIn,
  signedOut,
  userUpdated,
} from './session.slice';
import { TOKEN_KEY, USER_KEY, roleFromToken } from './session-storage';

const tokenWithRole = (role: string) => `h.${btoa(JSON.stringify({ sub: 'u1', role })).replace(/=+$/, '')}.s`;

afterEach(() => localStorage.clear());

describe('stored session (citizen spec sections 3 and 4)', () => {
  it('signedIn stores the token and the user under two keys; signedOut removes both', () => {
    const store = makeStore();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    store.dispatch(signedIn({ token: 't1', user: { email: 'asha@example.in', name: 'Asha', isPremium: true } }));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual({ email: 'asha@example.in', name: 'Asha', isPremium: true });
    expect(selectIsPremium(store.getState())).toBe(true);
    store.dispatch(signedOut());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('userUpdated keeps the stored user object when the refreshed profile is equal, and takes a changed one', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't1', user: { email: 'asha@example.in', name: 'Asha', isPremium: false } }));
    const kept = selectUser(store.getState());
    store.dispatch(userUpdated({ email: 'asha@example.in', name: 'Asha', isPremium: false }));
    expect(selectUser(store.getState())).toBe(kept);
    store.dispatch(userUpdated({ email: 'asha@example.in', name: 'Asha', isPremium: true }));
    expect(selectUser(store.getState())).not.toBe(kept);
    expect(selectIsPremium(store.getState())).toBe(true);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual({ email: 'asha@example.in', name: 'Asha', isPremium: true });
  });

  it('a stored session at startup counts as signed in; a corrupt user is ignored', () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    localStorage.setItem(USER_KEY, JSON.stringify({ email: 'a@b.in' }));
    const store = makeStore();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(store.getState().session.user?.email).toBe('a@b.in');

    localStorage.setItem(USER_KEY, '{not json');
    const second = makeStore();
    expect(selectIsSignedIn(second.getState())).toBe(false);
  });

  it('recognises an admin by the role of the user or of the token, or by the stored admin flag', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't', user: { email: 'a@b.in', role: 'user' } }));
    expect(selectIsAdmin(store.getState())).toBe(false);
    store.dispatch(signedIn({ token: 't', user: { email: 'a@b.in', role: 'admin' } }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(selectIsSuperadmin(store.getState())).toBe(false);
    store.dispatch(signedIn({ token: tokenWithRole('superadmin'), user: { email: 'a@b.in' } }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(selectIsSuperadmin(store.getState())).toBe(true);
    store.dispatch(signedIn({ token: 't', user: { email: 'a@b.in', isAdmin: true } }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(roleFromToken('not-a-jwt')).toBeUndefined();
  });

  it('sessionExpired (GET /api/auth/me refused) clears the session', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't', user: { email: 'a@b.in' } }));
    store.dispatch(sessionExpired());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
