import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale } from '@civic/contracts';
import './i18n/i18n';
import { applyLanguage, initialLanguage } from './i18n/language-choice';
import { AppBrowserRouter } from './app/app-router';
import { AppProviders } from './app/app-providers';
import { keepFirstScreenHint, prerenderSuits } from './app/first-screen-hint';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { readStoredSession } from './features/auth/session-storage';
import './index.css';

const store = makeStore();

/** The address whose first screen the build prerendered into index.html (prerender.tsx, PRERENDERED_PATH). */
const PRERENDERED_PATH = '/';

const app = (
  <AppProviders store={store}>
    <AppBrowserRouter>
      <AppRoutes />
    </AppBrowserRouter>
  </AppProviders>
);

/**
 * The first render. When the page holds the build's prerendered HTML of this very screen (the home page, signed out,
 * in English: index.html), React hydrates it: the visitor saw the page before the script ran and nothing is drawn
 * twice (issue 14). Otherwise (another address, a signed-in user, another language, or an HTML without the prerender)
 * the root is emptied and rendered. Either way as a transition: React works in slices that yield to the browser every
 * few milliseconds instead of one long task, so input stays responsive while the app starts (Lighthouse's Total
 * Blocking Time on a mid-range phone).
 */
function render(language: string): void {
  const container = document.getElementById('root')!;
  const prerendered = container.dataset.prerendered;
  const hydrate = prerendered === PRERENDERED_PATH && window.location.pathname === PRERENDERED_PATH && prerenderSuits(language, !!readStoredSession().token);
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app);
      return;
    }
    container.replaceChildren();
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  });
}

keepFirstScreenHint(store);

// The first render is in the language of the signed-in user's profile, else the one chosen on this device, else
// the browser's (issue 18); a language other than English loads its catalogue first, so no English flashes.
const profileLocale = readStoredSession().user?.locale;
const first = isLocale(profileLocale) ? profileLocale : initialLanguage();
if (first === 'en') {
  void applyLanguage(first);
  render(first);
} else {
  void applyLanguage(first).finally(() => render(first));
}
