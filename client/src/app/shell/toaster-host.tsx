import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

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

/**
 * Where the toasts stand: top-right, below the sticky top bar (index.css's --top-bar-clearance), never over its
 * controls: a toast under the pointer pauses its timer, so one lying over Logout or the menu would stay there.
 */
export const TOASTER_CONTAINER_STYLE = { top: 'var(--top-bar-clearance)' } as const;

/**
 * react-hot-toast's toaster and the limit on visible toasts: a chunk of its own, mounted by the app shell once the
 * first toast is asked for (client/src/components/ui/notify.ts).
 */
export function ToasterHost() {
  return (
    <>
      <Toaster position="top-right" containerStyle={TOASTER_CONTAINER_STYLE} toastOptions={{ duration: TOAST_DURATION_MS }} />
      <ToastLimit />
    </>
  );
}
