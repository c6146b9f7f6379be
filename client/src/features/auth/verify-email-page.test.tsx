import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { type FakeHandler, apiError, fakeApiPerTest } from '../../../test/fake-api';
import { VerifyEmailPage, outcomeOfFailure } from './verify-email-page';
import { i18n } from '../../i18n/i18n';

const t = i18n.t;

const api = fakeApiPerTest();

function renderPage(url: string, verify?: FakeHandler) {
  api.install(verify ? { 'GET /api/auth/verify-email': verify } : {});
  const store = makeStore();
  const router = createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailPage /> }], { initialEntries: [url] });
  // Strict mode runs the page's effect twice: the single-use link must still be sent once.
  render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { store, fake: api.current };
}

/** An answer that waits, so that the 'Verifying…' state can be seen. */
const later =
  (answer: ReturnType<FakeHandler>): FakeHandler =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(answer), 30));

describe('verify-email page (citizen spec sections 4 and 8)', () => {
  it("shows 'Verifying…', then the server's message, and calls the server once only", async () => {
    const { fake } = renderPage('/verify-email?token=tok-1', later({ body: { message: 'Email verified. You can now sign in.' } }));
    expect(screen.getByRole('status').textContent).toBe('Verifying…');
    expect((await screen.findByText('Email verified. You can now sign in.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const calls = fake.callsTo('GET /api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toEqual({ token: 'tok-1' });
  });

  it("falls back to 'Email verified. You can now sign in.' when the answer has no message", async () => {
    renderPage('/verify-email?token=tok-2', () => ({ body: {} }));
    expect(await screen.findByText('Email verified. You can now sign in.')).toBeTruthy();
  });

  it("an invalid or expired link says 'Your email is verified. You can now sign in.'", async () => {
    const { fake } = renderPage('/verify-email?token=used', later(apiError(400, 'INVALID_TOKEN', 'This link is invalid or expired')));
    expect(await screen.findByText('Your email is verified. You can now sign in.')).toBeTruthy();
    expect(screen.queryByText('This link is invalid or expired')).toBeNull();
    expect(fake.callsTo('GET /api/auth/verify-email')).toHaveLength(1);
  });

  it('any other error shows its message', async () => {
    renderPage('/verify-email?token=tok-3', () => apiError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable. Try again shortly.'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The database is not reachable. Try again shortly.');
    expect(screen.queryByText(/You can now sign in/)).toBeNull();
  });

  it("without a token shows 'Missing token' and calls nothing", async () => {
    const { fake } = renderPage('/verify-email');
    expect((await screen.findByRole('alert')).textContent).toBe('Missing token');
    expect(fake.calls).toHaveLength(0);
  });

  it('maps failure messages as the spec says', () => {
    expect(outcomeOfFailure('Token expired', t)).toEqual({ state: 'verified', message: 'Your email is verified. You can now sign in.' });
    expect(outcomeOfFailure('INVALID link', t)).toEqual({ state: 'verified', message: 'Your email is verified. You can now sign in.' });
    expect(outcomeOfFailure('Request failed', t)).toEqual({ state: 'failed', message: 'Request failed' });
    expect(outcomeOfFailure(undefined, t)).toEqual({ state: 'failed', message: 'Verification failed' });
  });
});
