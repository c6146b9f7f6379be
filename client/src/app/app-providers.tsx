import { type ReactNode, StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/**
 * What wraps the routed app in the browser (main.tsx) and in the build's prerender of the home page (prerender.tsx),
 * so that both render the same tree and the browser can hydrate the prerendered HTML.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
}
