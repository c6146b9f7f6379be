/** Rendering helpers of the client's tests (imported only by *.test.tsx). */
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { makeStore } from '../src/app/store';
import type { SessionUser } from '../src/features/auth/session.slice';

/** The superadmin most admin page tests sign in as. */
export const SUPERADMIN: SessionUser = { email: 'root@goa.in', role: 'superadmin' };

/** An admin with the given modules (signed in as me@goa.in). */
export const adminWith = (...adminModules: string[]): SessionUser => ({ email: 'me@goa.in', role: 'admin', ...(adminModules.length ? { adminModules } : {}) });

/**
 * Renders a page inside the store and a memory router at `url` (the route `path` matches it), with the toaster
 * when the test reads toasts. `as` signs a user in (a store with their session) when no `store` is given.
 * Returns the store and the router.
 */
export function renderPage(
  element: ReactElement,
  {
    url = '/',
    path = '*',
    as,
    store = makeStore(as ? { session: { token: 'jwt', user: as } } : undefined),
    toaster = false,
  }: { url?: string; path?: string; as?: SessionUser; store?: ReturnType<typeof makeStore>; toaster?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: toaster ? (
          <>
            {element}
            <Toaster />
          </>
        ) : (
          element
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

/** Types a value into a field (a change event, as React listens to). */
export const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
