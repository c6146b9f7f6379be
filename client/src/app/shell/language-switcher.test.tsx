import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ASHA } from '../../../test/fixtures';
import { apiError, fakeApiPerTest } from '../../../test/fake-api';
import { signedIn } from '../../features/auth/session.slice';
import type { SessionUser } from '../../features/auth/session-storage';
import { applyLanguage } from '../../i18n/language-choice';
import { makeStore } from '../store';
import { TopBar } from './top-bar';

const api = fakeApiPerTest();
afterEach(async () => {
  await applyLanguage('en');
});

function renderBar(user?: SessionUser) {
  const store = makeStore();
  if (user) store.dispatch(signedIn({ token: 't', user }));
  const router = createMemoryRouter([{ path: '*', element: <TopBar /> }], { initialEntries: ['/'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('the language switcher', () => {
  it('names each language in its own script, in the top bar and the mobile menu', () => {
    renderBar();
    // The mobile menu's content is there while it is open.
    expect(screen.queryByTestId('language-mobile-select')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    for (const id of ['language-top-select', 'language-mobile-select']) {
      const select = screen.getByTestId(id);
      expect(Array.from(select.querySelectorAll('option')).map((o) => [o.getAttribute('value'), o.textContent, o.getAttribute('lang')])).toEqual([
        ['en', 'English', 'en'],
        ['kok', 'कोंकणी', 'kok'],
        ['mr', 'मराठी', 'mr'],
        ['hi', 'हिंदी', 'hi'],
      ]);
    }
    expect(screen.getAllByLabelText('Language')).toHaveLength(2);
  });

  it('switches a visitor’s page and keeps the choice on the device, without calling the API', async () => {
    api.install({});
    renderBar();
    fireEvent.change(screen.getByTestId('language-top-select'), { target: { value: 'hi' } });
    expect(await screen.findByRole('button', { name: 'लॉग इन' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('civic.language')).toBe('hi');
    expect(api.current.calls).toHaveLength(0);
  });

  it('saves a signed-in user’s choice on the profile (PATCH /api/auth/profile { locale })', async () => {
    api.install({
      'PATCH /api/auth/profile': (call) => ({ body: { token: 't2', user: { ...ASHA, locale: (call.body as { locale: string }).locale } } }),
    });
    const store = renderBar({ ...ASHA });
    fireEvent.change(screen.getByTestId('language-top-select'), { target: { value: 'mr' } });
    await waitFor(() => expect(api.current.callsTo('PATCH /api/auth/profile')).toHaveLength(1), { timeout: 15_000 });
    expect(api.current.callsTo('PATCH /api/auth/profile')[0].body).toEqual({ locale: 'mr' });
    await waitFor(() => expect(store.getState().session.user?.locale).toBe('mr'));
    expect(document.documentElement.lang).toBe('mr');
  });

  it('keeps the page switched when the profile cannot be saved', async () => {
    api.install({ 'PATCH /api/auth/profile': () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.') });
    const store = renderBar({ ...ASHA });
    fireEvent.change(screen.getByTestId('language-top-select'), { target: { value: 'hi' } });
    await waitFor(() => expect(api.current.callsTo('PATCH /api/auth/profile')).toHaveLength(1), { timeout: 15_000 });
    expect(document.documentElement.lang).toBe('hi');
    expect(store.getState().session.user?.locale).toBe('en');
  });
});
