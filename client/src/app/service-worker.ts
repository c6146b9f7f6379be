/** How long after the page's load event the service worker is registered at the earliest, in milliseconds. */
export const SERVICE_WORKER_DELAY_MS = 3_000;
/** The longest wait for an idle moment once that delay has passed, in milliseconds. */
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 5_000;

/** The browser APIs registerServiceWorkerWhenSettled uses; the real window by default, a fake one in the tests. */
export interface ServiceWorkerHost {
  readyState: DocumentReadyState;
  addLoadListener(listener: () => void): void;
  setTimeout(callback: () => void, ms: number): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): void;
  register?(url: string, options: RegistrationOptions): Promise<unknown>;
}

const browserHost = (): ServiceWorkerHost => ({
  readyState: document.readyState,
  addLoadListener: (listener) => window.addEventListener('load', listener, { once: true }),
  setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
  requestIdleCallback: typeof window.requestIdleCallback === 'function' ? (callback, options) => void window.requestIdleCallback(callback, options) : undefined,
  register: 'serviceWorker' in navigator ? (url, options) => navigator.serviceWorker.register(url, options) : undefined,
});

/**
 * Registers the Workbox service worker (/sw.js, built by vite-plugin-pwa) once the page has settled: after
 * its load event, SERVICE_WORKER_DELAY_MS more, then the browser's next idle moment (at most
 * SERVICE_WORKER_IDLE_TIMEOUT_MS later). Installing it precaches the whole app shell (every built script, style sheet
 * and icon, about 130 files); started at the load event, as vite-plugin-pwa's own script does, that download and its
 * cache writes ran beside the app's own start on a phone's processor and network (Total Blocking Time;
 * docs/adr/0075-client-start-up-in-short-tasks.md). The page works the same meanwhile: the first visit is online. A browser
 * without service workers registers nothing; a failed registration only leaves the app without its offline copy.
 */
export function registerServiceWorkerWhenSettled(host: ServiceWorkerHost = browserHost()): void {
  const register = host.register;
  if (!register) return;
  const registerWhenIdle = () => {
    const run = () => void register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: SERVICE_WORKER_IDLE_TIMEOUT_MS });
    else run();
  };
  const afterLoad = () => host.setTimeout(registerWhenIdle, SERVICE_WORKER_DELAY_MS);
  if (host.readyState === 'complete') afterLoad();
  else host.addLoadListener(afterLoad);
}
