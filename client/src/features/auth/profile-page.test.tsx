import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from '@jest/globals';
import { Provider } from 'react-redux';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { type AuthUserResponse, api as civicApi } from '../../api';
import { makeStore } from '../../app/store';
import { ProfilePage } from './profile-page';
import { ProfileSync } from './profile-sync';
import { validatePasswordChange, validateProfile } from './profile-validation';
import { i18n } from '../../i18n/i18n';

import { ResetPasswordPage } from './reset-password-page';
import { signedIn } from './session.slice';
import { TOKEN_KEY, USER_KEY } from './session-storage';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { ASHA } from '../../../test/fixtures';

const t = i18n.t;

const USER = ASHA;

const api = fakeApiPerTest();

function renderApp(url: string, routes: Record<string, FakeHandler>, signedInAs: AuthUserResponse | null = USER) {
  api.install(routes);
  const store = makeStore();
  if (signedInAs) store.dispatch(signedIn({ token: 'jwt-old', user: signedInAs }));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ProfileSync />
            <nav>
              <Link to="/about">About</Link>
            </nav>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'about', element: <p>About page</p> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, fake: api.current };
}

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('profile and password rules (citizen spec section 5)', () => {
  it('requires first name, last name, email and phone to save', () => {
    expect(validateProfile({ firstName: ' ', lastName: '', email: '', phone: ' ', currentPassword: '' }, t)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter your email',
      phone: 'Phone number is required',
    });
    expect(validateProfile({ firstName: 'A', lastName: 'N', email: 'a@b.in', phone: '1', currentPassword: '' }, t)).toEqual({});
    const account = { email: 'a@b.in', hasPassword: true };
    expect(validateProfile({ firstName: 'A', lastName: 'N', email: 'new@b.in', phone: '1', currentPassword: '' }, t, account)).toEqual({
      currentPassword: 'Enter your current password',
    });
    expect(validateProfile({ firstName: 'A', lastName: 'N', email: 'A@B.in', phone: '1', currentPassword: '' }, t, account)).toEqual({});
    expect(
      validateProfile({ firstName: 'A', lastName: 'N', email: 'new@b.in', phone: '1', currentPassword: '' }, t, { ...account, hasPassword: false }),
    ).toEqual({});
  });

  it('needs the current password only when the account has one, a new one of 6 characters and a match', () => {
    const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
    expect(validatePasswordChange(empty, true, t)).toEqual({ currentPassword: 'Enter your current password', newPassword: 'Please enter a new password' });
    expect(validatePasswordChange(empty, false, t)).toEqual({ newPassword: 'Please enter a new password' });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }, true, t)).toEqual({
      newPassword: 'New password must be at least 6 characters',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'monsoon', confirmPassword: 'monsoon!' }, true, t)).toEqual({
      confirmPassword: 'New password and confirm password do not match',
    });
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'monsoon', confirmPassword: 'monsoon' }, false, t)).toEqual({});
  });
});

describe('My Profile (/profile)', () => {
  it('saves the profile and stores the new token and user; a new email asks for the current password and waits for its link', async () => {
    let me = USER;
    const { store, fake } = renderApp('/profile', {
      'GET /api/auth/me': () => ({ body: me }),
      'PATCH /api/auth/profile': (call) => {
        const { email, currentPassword: _password, ...fields } = call.body as Record<string, string>;
        me = { ...USER, ...fields, name: 'Asha Kamat' };
        return { body: { token: 'jwt-new', user: me, pendingEmail: email === USER.email ? null : email } };
      },
    });
    const details = within(await screen.findByRole('form', { name: 'Personal details' }));
    expect((details.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.in');
    expect(details.queryByLabelText('Current password')).toBeNull();

    type(details.getByLabelText('Phone'), '  ');
    fireEvent.click(details.getByRole('button', { name: 'Save changes' }));
    expect(details.getByText('Phone number is required')).toBeTruthy();
    expect(fake.callsTo('PATCH /api/auth/profile')).toHaveLength(0);

    type(details.getByLabelText('Phone'), '+91 90000 11111');
    type(details.getByLabelText('Last name'), 'Kamat');
    type(details.getByLabelText('Email'), 'asha.kamat@example.in');
    fireEvent.click(details.getByRole('button', { name: 'Save changes' }));
    expect(details.getByText('Enter your current password')).toBeTruthy();
    expect(fake.callsTo('PATCH /api/auth/profile')).toHaveLength(0);
    type(details.getByLabelText('Current password'), 'my-password');
    fireEvent.click(details.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('We sent a link to asha.kamat@example.in. Your email changes once you open it; until then your account keeps asha@example.in.'),
    ).toBeTruthy();
    expect(fake.callsTo('PATCH /api/auth/profile')[0].body).toEqual({
      firstName: 'Asha',
      lastName: 'Kamat',
      email: 'asha.kamat@example.in',
      phone: '+91 90000 11111',
      currentPassword: 'my-password',
    });
    expect(store.getState().session.token).toBe('jwt-new');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-new');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').email).toBe('asha@example.in');
    await waitFor(() => expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Kamat'));
    // Two submissions and a reload of the profile: slower than the default 5 s on a loaded machine.
  }, 20_000);

  it("shows the server's message, or 'Failed to update profile'", async () => {
    renderApp('/profile', {
      'GET /api/auth/me': () => ({ body: USER }),
      'PATCH /api/auth/profile': () => ({ status: 500, body: {} }),
    });
    const details = within(await screen.findByRole('form', { name: 'Personal details' }));
    fireEvent.click(details.getByRole('button', { name: 'Save changes' }));
    expect((await details.findByRole('alert')).textContent).toBe('Failed to update profile');
  });

  it("shows 'Failed to load profile' when the profile cannot be loaded", async () => {
    renderApp('/profile', { 'GET /api/auth/me': () => apiError(500, 'INTERNAL_ERROR', 'Boom') });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load profile');
  });

  it('changes the password, then signs out and goes to /', async () => {
    const { store, router, fake } = renderApp('/profile', {
      'GET /api/auth/me': () => ({ body: USER }),
      'POST /api/auth/change-password': (call) =>
        (call.body as { currentPassword?: string }).currentPassword === 'monsoon'
          ? { body: { createdPassword: false } }
          : apiError(400, 'VALIDATION_FAILED', 'Current password is incorrect', { fields: { currentPassword: ['Current password is incorrect'] } }),
    });
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    fireEvent.click(form.getByRole('button', { name: 'Update password' }));
    expect(form.getByText('Enter your current password')).toBeTruthy();
    expect(form.getByText('Please enter a new password')).toBeTruthy();

    type(form.getByLabelText('Current password'), 'wrong');
    type(form.getByLabelText('New password'), 'monsoon-2026');
    type(form.getByLabelText('Confirm new password'), 'monsoon-2026');
    fireEvent.click(form.getByRole('button', { name: 'Update password' }));
    expect((await form.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(store.getState().session.token).toBe('jwt-old');

    type(form.getByLabelText('Current password'), 'monsoon');
    fireEvent.click(form.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fake.callsTo('POST /api/auth/change-password')[1].body).toEqual({ currentPassword: 'monsoon', newPassword: 'monsoon-2026' });
  });

  it('turns two-factor sign-in off with the password and a code, and keeps the fresh session the answer carries', async () => {
    const enrolled: AuthUserResponse = { ...USER, twoFactorEnabled: true };
    const { store, fake } = renderApp(
      '/profile',
      {
        'GET /api/auth/me': () => ({ body: store.getState().session.user ?? enrolled }),
        'POST /api/auth/2fa/disable': (call) =>
          (call.body as { password?: string }).password === 'monsoon-2026'
            ? { body: { message: 'Two-factor sign-in is off.', token: 'jwt-fresh', user: { ...USER, twoFactorEnabled: false } } }
            : apiError(400, 'VALIDATION_FAILED', 'Current password is incorrect', { fields: { password: ['Current password is incorrect'] } }),
      },
      enrolled,
    );
    const section = within(await screen.findByTestId('two-factor'));
    expect(section.getByText('To turn it off, give your password and a code. Your other signed-in devices will be signed out.')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(section.getByText('Enter your current password')).toBeTruthy();
    expect(fake.callsTo('POST /api/auth/2fa/disable')).toHaveLength(0);

    type(section.getByLabelText('Current password'), 'wrong-one');
    type(section.getByLabelText('Code from the app, or a recovery code'), 'abcde-fghjk');
    fireEvent.click(section.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(section.getAllByText('Current password is incorrect').length).toBeGreaterThan(0));
    expect(store.getState().session.token).toBe('jwt-old');

    type(section.getByLabelText('Current password'), 'monsoon-2026');
    fireEvent.click(section.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(store.getState().session.token).toBe('jwt-fresh'));
    expect(store.getState().session.user?.twoFactorEnabled).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-fresh');
    expect(fake.callsTo('POST /api/auth/2fa/disable')[1].body).toEqual({ code: 'abcde-fghjk', password: 'monsoon-2026' });
  });

  it('turns two-factor sign-in on with the password and the first code: a session alone cannot enrol an authenticator', async () => {
    const { store, fake } = renderApp('/profile', {
      'GET /api/auth/me': () => ({ body: store.getState().session.user ?? USER }),
      'POST /api/auth/2fa/setup': () => ({
        body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AA==' },
      }),
      'POST /api/auth/2fa/enable': () => ({
        body: { recoveryCodes: ['abcde-fghjk'], token: 'jwt-fresh', user: { ...USER, twoFactorEnabled: true } },
      }),
    });
    const section = within(await screen.findByTestId('two-factor'));
    fireEvent.click(section.getByRole('button', { name: 'Set up two-factor sign-in' }));
    type(await section.findByLabelText('Code from the app'), '123456');
    fireEvent.click(section.getByRole('button', { name: 'Turn on' }));
    expect(section.getByText('Enter your current password')).toBeTruthy();
    expect(fake.callsTo('POST /api/auth/2fa/enable')).toHaveLength(0);

    type(section.getByLabelText('Current password'), 'monsoon-2026');
    fireEvent.click(section.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(store.getState().session.token).toBe('jwt-fresh'));
    expect(fake.callsTo('POST /api/auth/2fa/enable')[0].body).toEqual({ code: '123456', password: 'monsoon-2026' });
  });

  it('logs out on every device after a confirmation, then clears this session and goes to /; a failure keeps it', async () => {
    let fail = true;
    const { store, router, fake } = renderApp('/profile', {
      'GET /api/auth/me': () => ({ body: USER }),
      'POST /api/auth/logout-all': () =>
        fail
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.')
          : { body: { message: 'You have been logged out on every device.' } },
    });
    const section = within(await screen.findByRole('region', { name: 'Signed-in devices' }));
    fireEvent.click(section.getByRole('button', { name: 'Log out on all devices' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Log out on all devices?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('POST /api/auth/logout-all')).toHaveLength(0);

    fireEvent.click(section.getByRole('button', { name: 'Log out on all devices' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out everywhere' }));
    expect((await section.findByRole('alert')).textContent).toBe('The service is briefly unavailable. Please try again in a few seconds.');
    expect(store.getState().session.token).toBe('jwt-old');

    fail = false;
    fireEvent.click(section.getByRole('button', { name: 'Log out on all devices' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(fake.callsTo('POST /api/auth/logout-all').map((c) => c.authorization)).toEqual(['Bearer jwt-old', 'Bearer jwt-old']);
  });

  it('offers to create a password for an account without one, and says when it must sign in again first', async () => {
    const google: AuthUserResponse = { ...USER, authProvider: 'google', hasPassword: false };
    const { store } = renderApp(
      '/profile',
      {
        'GET /api/auth/me': () => ({ body: google }),
        'POST /api/auth/change-password': () =>
          apiError(403, 'RECENT_SIGN_IN_REQUIRED', 'For your safety, log out and sign in again, then make this change within 10 minutes.'),
      },
      google,
    );
    const form = within(await screen.findByRole('form', { name: 'Create a password' }));
    expect(form.queryByLabelText('Current password')).toBeNull();
    type(form.getByLabelText('New password'), 'monsoon-2026');
    type(form.getByLabelText('Confirm new password'), 'monsoon-2026');
    fireEvent.click(form.getByRole('button', { name: 'Create password' }));
    expect((await form.findByRole('alert')).textContent).toBe('For your safety, log out and sign in again, then make this change within 10 minutes.');
    expect(store.getState().session.token).toBe('jwt-old');
  });
});

describe('session refresh (citizen spec section 4)', () => {
  it('re-fetches the profile on every route change and stores the refreshed user', async () => {
    let me = USER;
    const { store, fake } = renderApp('/', { 'GET /api/auth/me': () => ({ body: me }) });
    await waitFor(() => expect(fake.callsTo('GET /api/auth/me')).toHaveLength(1));
    me = { ...USER, isPremium: true, plan: 'Premium Citizen' };
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(store.getState().session.user?.isPremium).toBe(true));
    expect(fake.callsTo('GET /api/auth/me')).toHaveLength(2);
    expect(fake.callsTo('GET /api/auth/me')[1].authorization).toBe('Bearer jwt-old');
  });

  it('clears the session when the server answers UNAUTHORIZED or NOT_FOUND', async () => {
    for (const [status, code] of [
      [401, 'UNAUTHORIZED'],
      [404, 'NOT_FOUND'],
    ] as const) {
      const { store } = renderApp('/', { 'GET /api/auth/me': () => apiError(status, code, 'Your session has expired. Please sign in again.') });
      await waitFor(() => expect(store.getState().session.token).toBeNull());
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      api.current.restore();
    }
  });

  it('signs a blocked user out on the next route change and says the account was blocked', async () => {
    for (const [status, code] of [
      [401, 'UNAUTHORIZED'],
      [403, 'ACCOUNT_BLOCKED'],
    ] as const) {
      let blocked = false;
      const { store, fake: calls } = renderApp('/', {
        'GET /api/auth/me': () => (blocked ? apiError(status, code, 'Your account has been blocked. Please contact support.') : { body: USER }),
      });
      render(<Toaster />);
      await waitFor(() => expect(calls.callsTo('GET /api/auth/me')).toHaveLength(1));
      expect(store.getState().session.token).toBe('jwt-old');
      blocked = true;
      fireEvent.click(screen.getByRole('link', { name: 'About' }));
      await waitFor(() => expect(store.getState().session.token).toBeNull());
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(await screen.findByText('Your account has been blocked. Please contact support.')).toBeTruthy();
      api.current.restore();
      cleanup();
    }
  });

  it('keeps the session when the profile call fails otherwise', async () => {
    const { store, fake } = renderApp('/', { 'GET /api/auth/me': () => apiError(503, 'SERVICE_UNAVAILABLE', 'Down') });
    // Once the call has its answer, the base query has decided whether the failure ends the session.
    await waitFor(() => expect(fake.callsTo('GET /api/auth/me')).toHaveLength(1));
    await act(async () => {
      await Promise.all(store.dispatch(civicApi.util.getRunningQueriesThunk()));
    });
    expect(store.getState().session.token).toBe('jwt-old');
  });

  it('does not call the server for a visitor', async () => {
    const { fake } = renderApp('/', {}, null);
    fireEvent.click(await screen.findByRole('link', { name: 'About' }));
    await screen.findByText('About page');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('reset-password page (citizen spec section 5)', () => {
  it("without a token shows 'Missing token' and disables the button", async () => {
    renderApp('/reset-password', {}, null);
    expect((await screen.findByRole('alert')).textContent).toBe('Missing token');
    expect((screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks length and match, then sends the token and goes home with the login modal open', async () => {
    const { store, router, fake } = renderApp(
      '/reset-password?token=abc',
      { 'POST /api/auth/reset-password': () => ({ body: { message: 'Password updated. Please sign in.' } }) },
      null,
    );
    const button = await screen.findByRole('button', { name: 'Reset password' });
    type(screen.getByLabelText('New password'), 'short');
    fireEvent.click(button);
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    type(screen.getByLabelText('New password'), 'monsoon');
    type(screen.getByLabelText('Confirm new password'), 'monsoon2');
    fireEvent.click(button);
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);

    type(screen.getByLabelText('Confirm new password'), 'monsoon');
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().ui.authModal).toBe('login');
    expect(fake.callsTo('POST /api/auth/reset-password')[0].body).toEqual({ token: 'abc', newPassword: 'monsoon' });
  });
});
