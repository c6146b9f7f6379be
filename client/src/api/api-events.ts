import type { ApiError } from './api-error';

/**
 * A tiny event emitter for API activity (citizen spec section 7): every call emits `start`, then `end`,
 * and `error` with the normalised error when it fails. The progress bar listens to it.
 */
export type ApiEvent = { type: 'start' } | { type: 'end' } | { type: 'error'; error: ApiError };
export type ApiEventListener = (event: ApiEvent) => void;

const listeners = new Set<ApiEventListener>();

export const apiEvents = {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: ApiEventListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  emit(event: ApiEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // A failing listener must never break an API call.
      }
    }
  },
};
