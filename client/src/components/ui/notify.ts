import type { ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast').default;
/** What a toast shows: text, an element, or a function of the toast (react-hot-toast's own type). */
type Message = Parameters<HotToast>[0];

let library: Promise<HotToast> | null = null;
const listeners = new Set<() => void>();

/**
 * react-hot-toast, loaded on first use (about 8 kB gzipped off the first screen;
 * docs/adr/0073-client-first-screen-budget.md). The first toast, or `loadToasts()`, fetches the library; the toaster in the app
 * shell mounts once it is in, and shows every toast called before it (the library keeps them in its store).
 */
export function loadToasts(): Promise<HotToast> {
  if (!library) {
    library = import('react-hot-toast').then((m) => m.default);
    for (const listener of listeners) listener();
  }
  return library;
}

/** True once a toast was asked for (the toaster in the app shell then renders). */
export function toastsRequested(): boolean {
  return library !== null;
}

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function call(run: (hot: HotToast) => void): void {
  void loadToasts().then(run);
}

/**
 * The app's toasts, with react-hot-toast's API for the calls the client makes: `notify(message, options)`,
 * `notify.success`, `notify.error`, `notify.dismiss(id?)` and `notify.remove(id?)`. Each call is sent once the
 * library has loaded (at once after the first), in call order. Durations in `options.duration` are milliseconds.
 */
export const notify = Object.assign((message: Message, options?: ToastOptions): void => call((hot) => hot(message, options)), {
  success: (message: Message, options?: ToastOptions): void => call((hot) => hot.success(message, options)),
  error: (message: Message, options?: ToastOptions): void => call((hot) => hot.error(message, options)),
  dismiss: (id?: string): void => call((hot) => hot.dismiss(id)),
  remove: (id?: string): void => call((hot) => hot.remove(id)),
});

export default notify;
