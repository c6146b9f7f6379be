import { afterEach, describe, expect, it } from '@jest/globals';
import { FIRST_SCREEN_COOKIE } from '@civic/contracts';
import { i18n } from '../i18n/i18n';
import { keepFirstScreenHint, prerenderSuits } from './first-screen-hint';
import { makeStore } from './store';
import { signedIn, signedOut } from '../features/auth/session.slice';

const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${FIRST_SCREEN_COOKIE}=`));

describe('the first-screen hint (issue 14: which HTML the server answers for the home page)', () => {
  afterEach(async () => {
    document.cookie = `${FIRST_SCREEN_COOKIE}=; Path=/; Max-Age=0`;
    await i18n.changeLanguage('en');
  });

  it('suits the prerendered home page only to a visitor who is signed out and reads English', () => {
    expect(prerenderSuits('en', false)).toBe(true);
    expect(prerenderSuits('en', true)).toBe(false);
    expect(prerenderSuits('hi', false)).toBe(false);
  });

  it('follows sign-in, sign-out and a change of language', async () => {
    const store = makeStore();
    keepFirstScreenHint(store);
    expect(cookie()).toBe(`${FIRST_SCREEN_COOKIE}=prerendered`);
    store.dispatch(
      signedIn({ token: 't', user: { _id: 'u1', firstName: 'Asha', lastName: 'Naik', name: 'Asha Naik', email: 'a@b.in', role: 'user' } as never }),
    );
    expect(cookie()).toBe(`${FIRST_SCREEN_COOKIE}=app`);
    store.dispatch(signedOut());
    expect(cookie()).toBe(`${FIRST_SCREEN_COOKIE}=prerendered`);
    await i18n.changeLanguage('mr');
    expect(cookie()).toBe(`${FIRST_SCREEN_COOKIE}=app`);
  });
});
