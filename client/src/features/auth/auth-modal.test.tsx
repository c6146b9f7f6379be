import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AuthModalSlot, registerAuthModal } from '../../app/auth-modal-slot';
import { makeStore } from '../../app/store';
import { type AuthModalMode, openAuthModal } from '../../app/ui.slice';
import { AuthModal } from './auth-modal';
import { EMPTY_SIGNUP, validateSignup } from './auth-validation';
import { completeGoogleSignIn } from './google-sign-in';
import { TOKEN_KEY } from './session-storage';
import { i18n } from '../../i18n/i18n';
import { type FakeApi, type FakeHandler, apiError, installFakeApi } from '../../../test/fake-api';
import { ASHA } from '../../../test/fixtures';

const t = i18n.t;

const USER = ASHA;

let fake: FakeApi | null = null;

function setup(mode: AuthModalMode, routes: Record<string, FakeHandler> = {}) {
  fake = installFakeApi({ 'GET /api/auth/config': () => ({ body: { googleClientId: null } }), ...routes });
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AuthModalSlot />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  act(() => {
    store.dispatch(openAuthModal(mode));
  });
  return { store, fake };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

beforeEach(() => registerAuthModal(AuthModal));
afterEach(() => {
  fake?.restore();
  fake = null;
  registerAuthModal(null);
  localStorage.clear();
});

describe('sign-up rules (citizen spec section 5)', () => {
  it('requires every field and the terms, and checks that the passwords match', () => {
    expect(validateSignup(EMPTY_SIGNUP, t)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter your email',
      phone: 'Phone number is required',
      password: 'Enter your password',
      acceptTerms: 'Please accept the terms to continue',
    });
    const valid = {
      firstName: 'Asha',
      lastName: 'Naik',
      email: 'asha@example.in',
      phone: '+91 98220 12345',
      password: 'monsoon',
      confirmPassword: 'monsoon',
      acceptTerms: true,
    };
    expect(validateSignup(valid, t)).toEqual({});
    expect(validateSignup({ ...valid, phone: '   ' }, t)).toEqual({ phone: 'Phone number is required' });
    expect(validateSignup({ ...valid, confirmPassword: 'monsoon2' }, t)).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateSignup({ ...valid, confirmPassword: '' }, t)).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateSignup({ ...valid, password: 'short', confirmPassword: 'short' }, t)).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validateSignup({ ...valid, acceptTerms: false }, t)).toEqual({ acceptTerms: 'Please accept the terms to continue' });
  });
});

describe('login/signup modal: sign-up mode', () => {
  it('shows every message on submit, focuses the first invalid field and sends nothing', async () => {
    const { fake } = setup('signup');
    const modal = within(await dialog('Create your account'));
    fireEvent.click(modal.getByRole('button', { name: 'Create account' }));
    expect(modal.getByText('First name is required')).toBeTruthy();
    expect(modal.getByText('Phone number is required')).toBeTruthy();
    expect(modal.getByText('Please accept the terms to continue')).toBeTruthy();
    expect(document.activeElement).toBe(modal.getByLabelText('First name'));

    type(modal.getByLabelText('First name'), 'Asha');
    type(modal.getByLabelText('Last name'), 'Naik');
    type(modal.getByLabelText('Email'), 'asha@example.in');
    type(modal.getByLabelText('Password'), 'monsoon');
    type(modal.getByLabelText('Confirm password'), 'monsoon-2');
    fireEvent.click(modal.getByRole('button', { name: 'Create account' }));
    expect(modal.queryByText('First name is required')).toBeNull();
    expect(modal.getByText('Phone number is required')).toBeTruthy();
    expect(modal.getByText('Passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(modal.getByLabelText('Phone'));
    expect(fake.callsTo('POST /api/auth/signup')).toHaveLength(0);
  });

  it('after a sign-up without a token, tells the user to verify the email and moves to login with the email kept', async () => {
    const { fake, store } = setup('signup', {
      // The answer is only the message, whether the address was new or had an account already (the owner is emailed).
      'POST /api/auth/signup': () => ({ status: 201, body: { message: 'Account created. Please verify your email, then sign in.' } }),
    });
    const modal = within(await dialog('Create your account'));
    type(modal.getByLabelText('First name'), ' Asha ');
    type(modal.getByLabelText('Last name'), 'Naik');
    type(modal.getByLabelText('Email'), 'asha@example.in');
    type(modal.getByLabelText('Phone'), '+91 98220 12345');
    type(modal.getByLabelText('Password'), 'monsoon');
    type(modal.getByLabelText('Confirm password'), 'monsoon');
    const terms = modal.getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ });
    expect(terms.closest('div')?.textContent).toContain('I confirm that I am a resident of Goa');
    fireEvent.click(terms);
    fireEvent.click(modal.getByRole('button', { name: 'Create account' }));

    const login = within(await dialog('Log in'));
    expect(login.getByRole('status').textContent).toBe('Account created. Please verify your email, then sign in.');
    expect((login.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.in');
    expect(fake.callsTo('POST /api/auth/signup')[0].body).toEqual({
      firstName: 'Asha',
      lastName: 'Naik',
      email: 'asha@example.in',
      phone: '+91 98220 12345',
      password: 'monsoon',
    });
    expect(store.getState().session.token).toBeNull();
  });

  it("shows the server's field messages and banner when sign-up is refused", async () => {
    const easy = 'This password is too easy to guess. Please choose a longer one, for example a few unrelated words.';
    setup('signup', { 'POST /api/auth/signup': () => apiError(400, 'VALIDATION_FAILED', easy, { fields: { password: [easy] } }) });
    const modal = within(await dialog('Create your account'));
    expect(modal.getByText('At least 6 characters and hard to guess: a few unrelated words work well')).toBeTruthy();
    type(modal.getByLabelText('First name'), 'Asha');
    type(modal.getByLabelText('Last name'), 'Naik');
    type(modal.getByLabelText('Email'), 'asha@example.in');
    type(modal.getByLabelText('Phone'), '98220 12345');
    type(modal.getByLabelText('Password'), 'Panjim2024');
    type(modal.getByLabelText('Confirm password'), 'Panjim2024');
    fireEvent.click(modal.getByRole('checkbox'));
    fireEvent.click(modal.getByRole('button', { name: 'Create account' }));
    expect((await modal.findByRole('alert')).textContent).toBe(easy);
    expect(modal.getAllByText(easy)).toHaveLength(2);
  });
});

describe('login/signup modal: login mode (citizen spec section 8)', () => {
  async function submitLogin(email = 'asha@example.in', password = 'monsoon') {
    const modal = within(await dialog('Log in'));
    type(modal.getByLabelText('Email'), email);
    type(modal.getByLabelText('Password'), password);
    fireEvent.click(modal.getByRole('button', { name: 'Log in' }));
    return modal;
  }

  it('requires an email and a password before calling the server', async () => {
    const { fake } = setup('login');
    const modal = within(await dialog('Log in'));
    fireEvent.click(modal.getByRole('button', { name: 'Log in' }));
    expect(modal.getByText('Enter your email')).toBeTruthy();
    expect(modal.getByText('Enter your password')).toBeTruthy();
    expect(fake.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('EMAIL_NOT_VERIFIED offers Resend verification, which reports success and failure', async () => {
    let resendOk = true;
    const { fake } = setup('login', {
      'POST /api/auth/login': () => apiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email to sign in.'),
      'POST /api/auth/request-verification': () => (resendOk ? { body: { message: 'Verification email sent' } } : apiError(500, 'INTERNAL_ERROR', 'Boom')),
    });
    const modal = await submitLogin();
    expect((await modal.findByRole('alert')).textContent).toContain('Please verify your email to sign in.');
    fireEvent.click(modal.getByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText('Verification email sent')).toBeTruthy();
    expect(fake.callsTo('POST /api/auth/request-verification')[0].body).toEqual({ email: 'asha@example.in' });

    resendOk = false;
    // The button reads 'Sending...' until the first request has settled (its message can show a moment before).
    fireEvent.click(await modal.findByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText('Could not send verification email')).toBeTruthy();
  });

  it('PASSWORD_NOT_SET shows its message', async () => {
    setup('login', { 'POST /api/auth/login': () => apiError(400, 'PASSWORD_NOT_SET', 'anything') });
    const modal = await submitLogin();
    expect((await modal.findByRole('alert')).textContent).toBe(
      'Password not set for this account. Use Google sign-in or choose "Forgot password" to create one.',
    );
  });

  it("other errors show the server's message, or 'Something went wrong' without one", async () => {
    let withMessage = true;
    setup('login', {
      'POST /api/auth/login': () => (withMessage ? apiError(401, 'UNAUTHORIZED', 'Invalid email or password') : { status: 500, body: {} }),
    });
    const modal = await submitLogin();
    expect((await modal.findByRole('alert')).textContent).toBe('Invalid email or password');
    withMessage = false;
    fireEvent.click(modal.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(modal.getByRole('alert').textContent).toBe('Something went wrong'));
  });

  it('a successful login stores the session and closes the modal', async () => {
    const { store, fake } = setup('login', { 'POST /api/auth/login': () => ({ body: { token: 'jwt-1', user: USER } }) });
    await submitLogin(' asha@example.in ', 'monsoon');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().session.token).toBe('jwt-1');
    expect(store.getState().session.user?.email).toBe('asha@example.in');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(fake.callsTo('POST /api/auth/login')[0].body).toEqual({ email: 'asha@example.in', password: 'monsoon' });
  });

  it('is a keyboard dialog: focus starts in the email field and Escape closes it', async () => {
    const { store } = setup('login');
    const modal = await dialog('Log in');
    expect(document.activeElement).toBe(within(modal).getByLabelText('Email'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.authModal).toBeNull();
  });

  it('switches to forgot password and to sign-up', async () => {
    setup('login');
    fireEvent.click(within(await dialog('Log in')).getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(within(await dialog('Forgot password')).getByRole('button', { name: 'Back to login' }));
    fireEvent.click(within(await dialog('Log in')).getByRole('button', { name: 'Create an account' }));
    expect(await dialog('Create your account')).toBeTruthy();
  });
});

describe('login/signup modal: forgot password', () => {
  it("asks for the email, then says 'If the email exists, a reset link has been sent.'", async () => {
    const { fake } = setup('forgot-password', {
      'POST /api/auth/forgot-password': () => ({ body: { message: 'If the email exists, a reset link has been sent.' } }),
    });
    const modal = within(await dialog('Forgot password'));
    fireEvent.click(modal.getByRole('button', { name: 'Send reset link' }));
    expect(modal.getByText('Enter your email')).toBeTruthy();
    expect(fake.callsTo('POST /api/auth/forgot-password')).toHaveLength(0);
    type(modal.getByLabelText('Email'), 'asha@example.in');
    fireEvent.click(modal.getByRole('button', { name: 'Send reset link' }));
    expect((await modal.findByRole('status')).textContent).toBe('If the email exists, a reset link has been sent.');
    expect(fake.callsTo('POST /api/auth/forgot-password')[0].body).toEqual({ email: 'asha@example.in' });
  });

  it("says 'Failed to send reset link' when the call fails", async () => {
    setup('forgot-password', { 'POST /api/auth/forgot-password': () => apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') });
    const modal = within(await dialog('Forgot password'));
    type(modal.getByLabelText('Email'), 'asha@example.in');
    fireEvent.click(modal.getByRole('button', { name: 'Send reset link' }));
    expect((await modal.findByRole('alert')).textContent).toBe('Failed to send reset link');
  });
});

describe('Google sign-in (citizen spec sections 7 and 8)', () => {
  it('is offered only when /api/auth/config returns a client id', async () => {
    setup('login');
    await dialog('Log in');
    await waitFor(() => expect(fake?.callsTo('GET /api/auth/config')).toHaveLength(1));
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('shows the Google button when a client id is configured', async () => {
    setup('login', { 'GET /api/auth/config': () => ({ body: { googleClientId: 'client-123.apps.googleusercontent.com' } }) });
    expect(await screen.findByTestId('google-sign-in')).toBeTruthy();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });

  it('maps a missing credential and a refused credential to the spec messages', async () => {
    const session = { token: 't', user: USER } as never;
    expect(await completeGoogleSignIn({}, async () => session, t)).toEqual({ ok: false, message: 'Google did not return a credential. Please try again.' });
    expect(await completeGoogleSignIn({ credential: 'c' }, async () => session, t)).toEqual({ ok: true, session });
    const offline = { message: 'Request failed', code: 'NETWORK_ERROR', status: 0, details: null, fromServer: false };
    expect(await completeGoogleSignIn({ credential: 'c' }, () => Promise.reject(offline), t)).toEqual({ ok: false, message: 'Unable to sign in with Google' });
    const blocked = {
      message: 'Your account has been blocked. Please contact support.',
      code: 'ACCOUNT_BLOCKED',
      status: 403,
      details: null,
      fromServer: true,
    };
    expect(await completeGoogleSignIn({ credential: 'c' }, () => Promise.reject(blocked), t)).toEqual({
      ok: false,
      message: 'Your account has been blocked. Please contact support.',
    });
  });

  it('asks an account with two-factor sign-in for its code after Google, then signs in with it', async () => {
    let callback: ((response: { credential?: string }) => void) | null = null;
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            callback = options.callback;
          },
          renderButton: () => undefined,
          cancel: () => undefined,
        },
      },
    };
    const session = { token: 'two-factor-token', user: USER };
    const { store } = setup('login', {
      'GET /api/auth/config': () => ({ body: { googleClientId: 'client-123.apps.googleusercontent.com' } }),
      'POST /api/auth/google': () => apiError(401, 'TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.', { challenge: 'challenge-1' }),
      'POST /api/auth/login/2fa': (call) => {
        const body = call.body as { challenge?: string; code?: string };
        return body.challenge === 'challenge-1' && body.code === '123456' ? { body: session } : apiError(401, 'UNAUTHORIZED', 'Invalid code');
      },
    });
    try {
      const modal = within(await dialog('Log in'));
      await waitFor(() => expect(callback).not.toBeNull());
      await act(async () => callback?.({ credential: 'google-credential' }));
      const code = await modal.findByLabelText('Code');
      expect(modal.queryByLabelText('Password')).toBeNull();
      type(code, '123456');
      fireEvent.click(modal.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(store.getState().session.token).toBe('two-factor-token'));
      expect(fake?.callsTo('POST /api/auth/login/2fa')).toHaveLength(1);
    } finally {
      delete window.google;
    }
  });
});
