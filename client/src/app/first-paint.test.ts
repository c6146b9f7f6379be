import { afterEach, describe, expect, it } from '@jest/globals';
import { FIRST_PAINT_COOKIE, prePaintedFileFor } from '@civic/contracts';
import { signedIn, signedOut } from '../features/auth/session.slice';
import { i18n } from '../i18n/i18n';
import { firstPaintOf, keepFirstPaintHint, revealApp } from './first-paint';
import { makeStore } from './store';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${FIRST_PAINT_COOKIE}=`))
    ?.slice(FIRST_PAINT_COOKIE.length + 1) ?? null;

describe('the first paint from the HTML', () => {
  afterEach(async () => {
    document.body.innerHTML = '';
    document.cookie = `${FIRST_PAINT_COOKIE}=; Path=/; Max-Age=0`;
    await i18n.changeLanguage('en');
  });

  it('names the first screen by language and session: only an English citizen gets the citizens’ pages painted', () => {
    expect(firstPaintOf('en', false, false)).toBe('en');
    expect(firstPaintOf('en', true, false)).toBe('en-citizen');
    expect(firstPaintOf('en', true, true)).toBe('en');
    expect(firstPaintOf('kok', true, false)).toBe('other');
  });

  it('keeps the cookie in step with sign-in, sign-out and the language, and the server reads it the same way', async () => {
    const store = makeStore();
    keepFirstPaintHint(store);
    expect(cookie()).toBe('en');
    expect(prePaintedFileFor('/dashboard', false, cookie(), undefined)).toBeNull();

    store.dispatch(signedIn({ token: 'token-a', user: { id: 'a', email: 'a@example.com', role: 'user' } }));
    expect(cookie()).toBe('en-citizen');
    expect(prePaintedFileFor('/dashboard', false, cookie(), undefined)).toBe('prepaint/dashboard.html');

    await i18n.changeLanguage('hi');
    expect(cookie()).toBe('other');
    expect(prePaintedFileFor('/', false, cookie(), 'en')).toBeNull();

    await i18n.changeLanguage('en');
    store.dispatch(signedOut());
    expect(cookie()).toBe('en');
    expect(prePaintedFileFor('/', false, cookie(), undefined)).toBe('prepaint/home.html');
  });

  it('hands the page over once: the painted copy goes and the hidden root shows', () => {
    document.body.innerHTML = '<div id="prepaint"><h1>My Complaints</h1></div><div id="root" hidden><h1>My Complaints</h1></div>';
    revealApp();
    expect(document.getElementById('prepaint')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
    revealApp();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('leaves a page that was not pre-painted alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    revealApp();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});
