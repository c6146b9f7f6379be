import { useOfflineQueue } from './use-offline-queue';

/**
 * Sends a complaint queued offline when the page loads and when the connection returns. Loaded by the
 * app shell only for a signed-in citizen (a chunk of its own).
 */
export function OfflineQueueRunner() {
  useOfflineQueue();
  return null;
}
