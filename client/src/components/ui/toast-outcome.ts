import { useState } from 'react';
import toast from './notify';
import { messageFor } from '../../api';

/**
 * Runs a server action and says how it went in a toast: `success` when it resolves (none when null), else the
 * server's message (`messageFor`, `failure` when it has none). Resolves true on success; never rejects.
 */
export async function toastOutcome(action: () => Promise<unknown>, success: string | null, failure: string): Promise<boolean> {
  try {
    await action();
    if (success !== null) toast.success(success);
    return true;
  } catch (error) {
    toast.error(messageFor(error, failure));
    return false;
  }
}

/**
 * The item a confirm dialog asks about: `ask(item)` opens it, `cancel()` closes it, `confirm(run)` closes it and
 * runs `run` on the item (nothing when none is pending).
 */
export function usePending<T>() {
  const [pending, setPending] = useState<T | null>(null);
  return {
    pending,
    ask: (item: T) => setPending(() => item),
    cancel: () => setPending(null),
    confirm: (run: (item: T) => Promise<unknown>) => {
      const item = pending;
      setPending(null);
      if (item !== null) void run(item);
    },
  };
}
