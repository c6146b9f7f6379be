import { afterEach, describe, expect, it } from '@jest/globals';
import { signedIn, userUpdated } from '../features/auth/session.slice';
import { TOKEN_KEY, USER_KEY } from '../features/auth/session-storage';
import { makeStore } from './store';

const citizenA = { id: 'a', email: 'a@example.com', role: 'user' };
const citizenB = { id: 'b', email: 'b@example.com', role: 'user' };

describe('the session mirrored to local storage', () => {
  afterEach(() => window.localStorage.clear());

  it('stores a refreshed profile while its session is the stored one', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'token-a', user: citizenA }));
    store.dispatch(userUpdated({ ...citizenA, firstName: 'Asha' }));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-a');
    expect(JSON.parse(window.localStorage.getItem(USER_KEY)!)).toMatchObject({ id: 'a', firstName: 'Asha' });
  });

  it("never writes a refreshed profile over another account's session stored meanwhile (another tab)", () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'token-a', user: citizenA }));
    window.localStorage.setItem(TOKEN_KEY, 'token-b');
    window.localStorage.setItem(USER_KEY, JSON.stringify(citizenB));
    store.dispatch(userUpdated({ ...citizenA, firstName: 'Asha' }));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-b');
    expect(JSON.parse(window.localStorage.getItem(USER_KEY)!)).toEqual(citizenB);
  });
});
