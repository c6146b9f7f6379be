import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { api } from '../api';
import { type FakeApi, installFakeApi } from '../../test/fake-api';
import { ASHA } from '../../test/fixtures';
import { signedIn } from '../features/auth/session.slice';
import { i18n } from '../i18n/i18n';
import { ALL_ROUTE_PATHS } from './route-paths';
import { adminRoutes } from './admin-routes';
import { lazyPage } from './lazy-page';
import { AppRoutes, routes } from './router';
import { makeStore } from './store';

/** The route tables rendered by a route's component (descendant routes), by the path they are mounted at. */
const MOUNTED: Record<string, readonly RouteObject[]> = { 'admin/*': adminRoutes };

/** Every path of the route tree, descendant tables included ('*' and dynamic segments left out). */
function pathsOf(tree: readonly RouteObject[], prefix = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path?.replace(/\/\*$/, '');
    const here = path === undefined ? prefix : path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;
    const mounted = route.path === undefined ? undefined : MOUNTED[route.path];
    if (route.path?.endsWith('/*') && !mounted) throw new Error(`${route.path}: a mount of descendant routes missing in MOUNTED`);
    if (mounted) return [here, ...pathsOf(mounted, here)];
    const own = path !== undefined && !path.includes('*') && !path.includes(':') ? [here || '/'] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

const SUPERADMIN = { ...ASHA, _id: 'sa', email: 'root@goa.in', role: 'superadmin' as const, adminModules: [] };

let fake: FakeApi | null = null;
let me: typeof ASHA | null = null;
beforeAll(() => {
  // The profile is the signed-in user; every other call answers an empty list, so pages render their real
  // empty states.
  fake = installFakeApi((url) => (url.pathname === '/api/auth/me' ? { body: me } : { body: { items: [], total: 0, page: 1, pages: 1 } }));
});
afterAll(() => fake?.restore());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Renders `app` (the app's routes by default) at `path` for `user`, and waits until the routed page is in. */
async function renderAt(path: string, user: typeof ASHA | null, app: ReactNode = <AppRoutes />) {
  me = user;
  const profileCalls = fake!.callsTo('GET /api/auth/me').length;
  const store = makeStore();
  if (user) store.dispatch(signedIn({ token: 'jwt', user }));
  // An awaited act: React retries what suspended on a promise (`use`, DeferredCatalogueGate) only inside one.
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{app}</MemoryRouter>
      </Provider>,
    );
  });
  // Lazy pages load: wait until the shell's main area shows more than its Suspense fallback (PageLoading).
  await waitFor(
    () => {
      const text = document.querySelector('main')?.textContent?.trim();
      expect(text).toBeTruthy();
      expect(text).not.toBe(i18n.t('shell:loading'));
    },
    { timeout: 5000 },
  );
  // Then every API call of the shell and the page has its answer, the profile refresh of a signed-in user (sent in a
  // task of its own) included: the page the tests read below has rendered its data, whatever the machine's speed.
  if (user) await waitFor(() => expect(fake!.callsTo('GET /api/auth/me').length).toBeGreaterThan(profileCalls));
  await act(async () => {
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  });
}

function Broken(): never {
  throw new Error('Boom while rendering');
}

/** The app's routes with `extra` added beside the pages (inside the shell), to see how the real tree handles a failing page. */
function RoutesWith({ extra }: { extra: RouteObject[] }) {
  const [root] = routes;
  const [pages] = root.children!;
  if (root.index || pages.index) throw new Error('the root and the pages level of the route table have children');
  const tree: RouteObject[] = [{ ...root, children: [{ ...pages, children: [...extra, ...(pages.children ?? [])] }] }];
  return useRoutes(tree);
}

describe('router: no placeholder page', () => {
  const paths = pathsOf(routes);

  it('knows the public, signed-in and admin routes of both specs', () => {
    for (const p of [
      '/',
      '/about',
      '/contact',
      '/my-support',
      '/alerts',
      '/alerts/confirm',
      '/alerts/unsubscribe',
      '/was-it-fixed',
      '/billing',
      '/admin',
      '/admin/support',
      '/admin/volunteers',
      '/admin/users',
      '/admin/plans',
      '/admin/billing',
      '/admin/docs',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('lists every path in route-paths.ts, which the accessibility journey visits', () => {
    expect(paths.filter((p) => !ALL_ROUTE_PATHS.includes(p))).toEqual([]);
    expect(ALL_ROUTE_PATHS.filter((p) => p !== '/no-such-page' && !paths.includes(p))).toEqual([]);
  });

  for (const user of [null, ASHA, SUPERADMIN]) {
    it(`renders no 'being built' page for a ${user ? user.role : 'visitor'}`, async () => {
      const placeholders: string[] = [];
      const crashed: string[] = [];
      for (const path of paths) {
        await renderAt(path, user);
        if (/being built/i.test(document.body.textContent ?? '')) placeholders.push(path);
        if (screen.queryByText('Unexpected Application Error!')) crashed.push(`${path}: ${document.querySelector('main')?.textContent ?? ''}`);
        cleanup();
      }
      expect(placeholders).toEqual([]);
      expect(crashed).toEqual([]);
    }, 60_000);
  }
});

describe('router: document titles from the route handles', () => {
  it.each([
    ['/', null, 'Goa Civic Portal'],
    ['/about', null, 'About | Goa Civic Portal'],
    ['/complaint', ASHA, 'File a Complaint | Goa Civic Portal'],
    ['/alerts', ASHA, 'My alerts | Goa Civic Portal'],
    ['/was-it-fixed', ASHA, 'Was it fixed? | Goa Civic Portal'],
    ['/admin', SUPERADMIN, 'Admin | Goa Civic Portal'],
    ['/admin/users', SUPERADMIN, 'Users | Goa Civic Portal'],
    ['/admin/no-such-page', SUPERADMIN, 'Page not found | Goa Civic Portal'],
    ['/no/such/page', null, 'Page not found | Goa Civic Portal'],
  ])('%s has the title of its deepest route', async (path, user, expected) => {
    await renderAt(path, user);
    await waitFor(() => expect(document.title).toBe(expected));
  });
});

describe('router: errors (citizen spec section 8)', () => {
  let spy: ReturnType<typeof jest.spyOn> | undefined;
  beforeAll(() => {
    // React reports the caught errors on the console.
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => spy?.mockRestore());

  it('shows a page that throws inside the shell, and the navigation still works', async () => {
    await renderAt('/crash', null, <RoutesWith extra={[{ path: 'crash', element: <Broken /> }]} />);
    const main = document.querySelector('main')!;
    expect(within(main).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(within(main).getByText('Boom while rendering')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: i18n.t('shell:nav.main') });
    fireEvent.click(within(nav).getByRole('link', { name: i18n.t('shell:nav.home') }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull());
    expect(document.querySelector('main')?.textContent).toContain(i18n.t('home:hero.badge'));
  });

  it('shows the error page, not a blank screen, when a lazy page fails to load (a chunk gone after a deployment)', async () => {
    const gone = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/gone.js')));
    await renderAt('/gone', null, <RoutesWith extra={[{ path: 'gone', Component: gone }]} />);
    const main = document.querySelector('main')!;
    expect(within(main).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(within(main).getByText(/Failed to fetch dynamically imported module/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: i18n.t('shell:nav.main') })).toBeTruthy();
  });
});
