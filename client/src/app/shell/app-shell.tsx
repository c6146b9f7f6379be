import { Suspense, lazy, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { onToastsRequested, toastsRequested } from '../../components/ui/notify';
import { AuthModalSlot } from '../auth-modal-slot';
import { revealApp } from '../first-paint';
import { useSessionInfo } from '../use-session';
import { LanguageSync } from './language-switcher';
import { OfflineNotice } from './offline-notice';
import { ProgressBar } from './progress-bar';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';

// The footer (with react-i18next's Trans for its links) is below the first screen (the main area is at least a screen
// tall): a chunk of its own, requested FOOTER_DELAY_MS after the routed page showed its first screen (sooner at a Tab or a scroll), so that a page
// opened cold on a slow network (the wizard, the map) does not share its bandwidth and processor with the footer
// before its own content is in.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

let pageShown = false;
const pageShownListeners = new Set<() => void>();
/** Marks the routed page's first screen as shown (FirstPaintHandover), once. */
function markPageShown(): void {
  if (pageShown) return;
  pageShown = true;
  pageShownListeners.forEach((listener) => listener());
}
const onPageShown = (listener: () => void) => {
  pageShownListeners.add(listener);
  return () => pageShownListeners.delete(listener);
};
const isPageShown = () => pageShown;

/** How long after the first routed page showed its first screen the footer and the offline queue's runner load, in milliseconds. */
const FOOTER_DELAY_MS = 3_000;

/**
 * The footer, a little after the first routed page showed its first screen, or at the first Tab or scroll (below a
 * screen-tall main: no layout shift).
 */
function DeferredFooter() {
  const shown = useSyncExternalStore(onPageShown, isPageShown, () => false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!shown || wanted) return;
    const want = () => setWanted(true);
    const timer = setTimeout(want, FOOTER_DELAY_MS);
    // At once for a keyboard user (its links are in the tab order from the first Tab) and for anyone scrolling.
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && want();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', want, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', want);
    };
  }, [shown, wanted]);
  if (!shown || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

// react-hot-toast's toaster loads with the first toast (client/src/components/ui/notify.ts).
const ToasterHost = lazy(() => import('./toaster-host').then((m) => ({ default: m.ToasterHost })));

/** The toaster, once any part of the app has asked for a toast. */
function LazyToaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, toastsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}

/** The spinner shown while a lazy page's chunk loads (the shell's Suspense fallback around the routed page). */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

// Sending a complaint queued offline only concerns a signed-in citizen: a chunk of its own.
const OfflineQueueRunner = lazy(() => import('../../features/complaints/offline/offline-queue-runner').then((m) => ({ default: m.OfflineQueueRunner })));

/**
 * The runner of the offline queue, for a signed-in citizen only (it sends nothing for anyone else), mounted
 * FOOTER_DELAY_MS after the first routed page showed its first screen: a complaint queued offline has waited already,
 * and the page opened (the wizard on a slow network) comes first.
 */
function CitizenOfflineQueue() {
  const { isSignedIn, isAdmin } = useSessionInfo();
  const shown = useSyncExternalStore(onPageShown, isPageShown, () => false);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!shown || due) return;
    const timer = setTimeout(() => setDue(true), FOOTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown, due]);
  if (!isSignedIn || isAdmin || !due) return null;
  return (
    <Suspense fallback={null}>
      <OfflineQueueRunner />
    </Suspense>
  );
}

/**
 * Mounted beside the routed page inside its Suspense boundary, so it commits exactly when the page's first screen
 * does (never with the spinner): on a pre-painted page, the moment to show the app instead (revealApp).
 */
function FirstPaintHandover() {
  useLayoutEffect(() => {
    revealApp();
    markPageShown();
  }, []);
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
      <LanguageSync />
      <TopBar />
      <OfflineNotice />
      <CitizenOfflineQueue />
      {/* At least a screen tall: the footer never shows in the first viewport while a page or its data loads, so the
          page arriving never pushes it down (a layout shift: Lighthouse measured 0.22 to 0.35 CLS on /dashboard and
          /complaint). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <FirstPaintHandover />
        </Suspense>
      </main>
      <DeferredFooter />
      <LazyToaster />
      <AuthModalSlot />
    </div>
  );
}
