import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { isLocale } from '@civic/contracts';
import { warmUpFormatters } from './i18n/format';
import './i18n/i18n';
import { applyLanguage, initialLanguage } from './i18n/language-choice';
import { AppBrowserRouter } from './app/app-router';
import { keepDataLanguage } from './app/data-language';
import { keepFirstPaintHint, revealApp } from './app/first-paint';
import { prefetchFirstScreenData } from './app/first-screen-data';
import { AppRoutes } from './app/router';
import { registerServiceWorkerWhenSettled } from './app/service-worker';
import { makeStore } from './app/store';
import { readStoredSession } from './features/auth/session-storage';
import './index.css';

const store = makeStore();

/**
 * The first render as a transition: React renders it in slices that yield to the browser every few milliseconds
 * instead of one long task, so input stays responsive while the app starts (Lighthouse's Total Blocking Time on a
 * mid-range phone).
 */
function render(): void {
  // Once the language is applied (the data comes back in it), before the first render asks for the page's code.
  prefetchFirstScreenData(store, window.location.pathname);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <AppBrowserRouter>
            <AppRoutes />
          </AppBrowserRouter>
        </Provider>
      </StrictMode>,
    );
  });
}

/** At the latest this long after the app starts, a pre-painted page gives way to the app whatever it shows. */
const REVEAL_AT_THE_LATEST_MS = 10_000;

// In a browser task of its own once the modules have run, not in the one that runs them (Total Blocking
// Time).
setTimeout(() => {
  keepFirstPaintHint(store);
  keepDataLanguage(store);
  void warmUpFormatters();
}, 0);
setTimeout(revealApp, REVEAL_AT_THE_LATEST_MS);
// The built app only: the dev server has no /sw.js (vite-plugin-pwa writes it at build time).
if (import.meta.env.PROD) registerServiceWorkerWhenSettled();

// The first render is in the language of the signed-in user's profile, else the one chosen on this device, else
// the browser's; a language other than English loads its catalogue first, so no English flashes.
const profileLocale = readStoredSession().user?.locale;
const first = isLocale(profileLocale) ? profileLocale : initialLanguage();
if (first === 'en') {
  void applyLanguage(first);
  render();
} else {
  void applyLanguage(first).finally(render);
}
