import { matchPath } from 'react-router-dom';
import { api } from '../api';
import type { AppStore } from './store';

/**
 * Starts the request of the data a first screen needs before the page's code has loaded, so that both travel at once:
 * a complaint's public page (/c/{id}), opened from a shared link, otherwise asks for the complaint only once its lazy
 * chunk has arrived, and its photo (the page's largest paint) only after that. The page reads the same cache entry,
 * so the complaint is requested once. Other pages fetch as they render.
 */
export function prefetchFirstScreenData(store: AppStore, pathname: string): void {
  const complaint = matchPath('/c/:id', pathname);
  if (complaint?.params.id) store.dispatch(api.util.prefetch('getPublicComplaint', { id: complaint.params.id }, {}));
}
