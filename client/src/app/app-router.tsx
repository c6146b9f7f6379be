import { type ReactNode, startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type Location,
  type NavigationType,
  type Navigator,
  type NavigateOptions,
  type To,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router-dom';

interface RouterState {
  action: NavigationType;
  location: Location;
}

/**
 * The app's browser router: react-router's declarative `<BrowserRouter>` (its data router, `createBrowserRouter`, is
 * about 16 kB gzipped more on the first screen; docs/adr/0073-client-first-screen-budget.md), plus the one
 * data-router feature the app relies on: a navigation with `flushSync: true` (a list's filter in the address,
 * client/src/app/use-url-filters.ts) renders synchronously, so a controlled input shows its new state at once.
 * Every other navigation renders in a transition, as `<BrowserRouter>` does: the current page stays on screen until
 * a lazy page's chunk has arrived.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location }));
  const flushNext = useRef(false);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const update = () => setState({ action, location });
        if (flushNext.current) flushSync(update);
        else startTransition(update);
      }),
    [history],
  );

  const navigator = useMemo((): Navigator => {
    // history calls the listener synchronously from push/replace (v5Compat), so the flag is read for this call only.
    const honouringFlushSync =
      (change: (to: To, state?: unknown) => void) =>
      (to: To, state?: unknown, options?: NavigateOptions): void => {
        flushNext.current = options?.flushSync === true;
        try {
          change(to, state);
        } finally {
          flushNext.current = false;
        }
      };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: honouringFlushSync(history.push),
      replace: honouringFlushSync(history.replace),
    };
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
