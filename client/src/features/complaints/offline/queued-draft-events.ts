import type { SendOutcome } from './offline-queue';

/** The outcome of a queued draft sent in the background, for whom it was queued. */
export type QueuedDraftSent = { userId: string; outcome: SendOutcome };
type Listener = (event: QueuedDraftSent) => void;
const listeners = new Set<Listener>();

/**
 * The wizard listens for the outcome of a queued draft sent in the background (use-offline-queue.ts). A module of its
 * own, so that the wizard's first step listens without loading the queue's sending code.
 */
export function onQueuedDraftSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners a queued draft's outcome. */
export function queuedDraftSent(event: QueuedDraftSent): void {
  for (const listener of listeners) listener(event);
}
