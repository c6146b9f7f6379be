import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { signedIn } from '../../features/auth/session.slice';
import type { SessionUser } from '../../features/auth/session-storage';
import { makeStore } from '../store';
import { TopBar } from './top-bar';
import { apiError, fakeApiPerTest } from '../../../test/fake-api';

afterEach(() => localStorage.clear());

const api = fakeApiPerTest();

function renderBar(user?: SessionUser) {
  const store = makeStore();
  if (user) store.dispatch(signedIn({ token: 't', user }));
  const router = createMemoryRouter([{ path: '*', element: <TopBar /> }], { initialEntries: ['/about'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, main: within(screen.getByRole('navigation', { name: 'Main' })) };
}

const linkNames = (nav: ReturnType<typeof within>) => nav.queryAllByRole('link').map((l: HTMLElement) => l.textContent);

describe('top bar (citizen spec section 2, admin spec section 2)', () => {
  it('shows Home and Pricing with Login and Sign Up to visitors; Login opens the login modal state', () => {
    const { store, main } = renderBar();
    expect(linkNames(main)).toEqual(['Home']);
    expect(main.getByRole('button', { name: 'Pricing' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    expect(store.getState().ui.authModal).toBe('login');
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign Up' })[0]);
    expect(store.getState().ui.authModal).toBe('signup');
  });

  it('shows a signed-in citizen Billing, Profile, My Complaints and My Support, the name and a Premium badge', () => {
    const { main } = renderBar({ email: 'asha@example.in', firstName: 'Asha', lastName: 'Naik', isPremium: true, role: 'user' });
    expect(linkNames(main)).toEqual(['Home', 'Billing', 'Profile', 'My Complaints', 'My Support']);
    expect(main.getByRole('link', { name: 'My Complaints' }).getAttribute('href')).toBe('/dashboard');
    const name = screen.getByTestId('user-name');
    expect(name.textContent).toContain('Asha Naik');
    expect(within(name).getByText('Premium')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Login' })).toHaveLength(0);
  });

  it('has no Premium badge for a free citizen', () => {
    renderBar({ email: 'ravi@example.in', name: 'Ravi', isPremium: false, role: 'user' });
    expect(within(screen.getByTestId('user-name')).queryByText('Premium')).toBeNull();
  });

  it('shows an admin Admin instead of Pricing and the citizen links', () => {
    const { main } = renderBar({ email: 'admin@example.in', name: 'Admin', role: 'admin' });
    expect(linkNames(main)).toEqual(['Home', 'Admin']);
    expect(main.queryByRole('button', { name: 'Pricing' })).toBeNull();
  });

  it('Logout asks first; confirming ends the session on the server, then clears it', async () => {
    const fake = api.install({ 'POST /api/auth/logout': () => ({ body: { message: 'You have been logged out.' } }) });
    const { store } = renderBar({ email: 'asha@example.in', name: 'Asha', role: 'user' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().session.token).toBe('t');

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(fake.callsTo('POST /api/auth/logout').map((c) => c.authorization)).toEqual(['Bearer t']);
  });

  it('Logout clears the session even when the server refuses the token', async () => {
    api.install({ 'POST /api/auth/logout': () => apiError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.') });
    const { store } = renderBar({ email: 'asha@example.in', name: 'Asha', role: 'user' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });

  it('Escape in the Logout confirmation opened from the mobile menu closes the confirmation only; a second Escape closes the menu', () => {
    renderBar({ email: 'asha@example.in', name: 'Asha', role: 'user' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(menu.hidden).toBe(false);
    fireEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('dialog', { name: 'Log out' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu.hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
  });
});
