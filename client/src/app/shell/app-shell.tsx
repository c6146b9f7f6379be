import { Suspense, lazy, useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { useOfflineQueue } from '../../features/complaints/offline/use-offline-queue';
import type { Translate } from '../../i18n/i18n';
import { AuthModalSlot } from '../auth-modal-slot';
import { LanguageSync } from './language-switcher';
import { OfflineNotice } from './offline-notice';
import { ProgressBar } from './progress-bar';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';

// The footer (with react-i18next's Trans for its links) is below the first screen: a chunk of its own (issue 14).
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** At most this many toasts at once (citizen spec section 9); older ones are dismissed. */
export const TOAST_LIMIT = 20;
/** Toasts appear top-right for 3000 ms unless a call says otherwise (citizen spec section 9). */
export const TOAST_DURATION_MS = 3000;

function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

/** What a route's `handle` may say: its document title, read from the catalogue. */
export interface RouteHandle {
  title?: (t: Translate) => string;
}

/** Sets the document title from the deepest route's `handle.title`. */
function DocumentTitle() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = handle?.title?.(t);
  useEffect(() => {
    document.title = title ? t('documentTitle', { title }) : t('site.name');
  }, [title, t]);
  return null;
}

export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/** Sends a complaint queued offline when the page loads and when the connection returns (issue 18). */
function OfflineQueueRunner() {
  useOfflineQueue();
  return null;
}

/** The page frame: progress bar, top bar, the routed page, footer, toasts and the login modal slot. */
export function AppShell() {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link btn btn-primary">
        {t('skipToContent')}
      </a>
      <ProgressBar />
      <ScrollToTop />
      <DocumentTitle />
      <LanguageSync />
      <TopBar />
      <OfflineNotice />
      <OfflineQueueRunner />
      {/* At least a screen tall: the footer never shows in the first viewport while a page or its data loads, so the
          page arriving never pushes it down (a layout shift: Lighthouse measured 0.22 to 0.35 CLS on /dashboard and
          /complaint, issue 14). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
      <ToastLimit />
      <AuthModalSlot />
    </div>
  );
}
