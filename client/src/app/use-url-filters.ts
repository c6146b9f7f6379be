import { useSearchParams } from 'react-router-dom';

export type FilterChanges = Record<string, string | number | null | undefined>;

export interface UrlFilterOptions {
  /** Replace the history entry instead of adding one (typing in a search box should not fill Back). */
  replace?: boolean;
  /** Apply the change synchronously, so that a controlled input (a checkbox) shows its new state at once. */
  flushSync?: boolean;
  /** A change that does not set `page` goes back to the first page. */
  resetPage?: boolean;
}

/** A positive whole page number from the address, else 1. */
export function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Applies changes to query parameters: null, undefined and '' remove a parameter. */
export function applyFilterChanges(current: URLSearchParams, changes: FilterChanges, resetPage = false): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (resetPage && !('page' in changes)) next.delete('page');
  return next;
}

/**
 * A list's filters, page and open item kept in the address (`?status=&page=&id=`), so that Refresh, Back, a
 * reload or a shared link show the same view. `setFilters` patches the parameters; `options` given here are
 * the defaults of every call and each call may override them.
 */
export function useUrlFilters(options: UrlFilterOptions = {}) {
  const [params, setParams] = useSearchParams();
  const setFilters = (changes: FilterChanges, overrides: UrlFilterOptions = {}) => {
    const { replace, flushSync, resetPage } = { ...options, ...overrides };
    setParams((current) => applyFilterChanges(current, changes, resetPage), { replace, flushSync });
  };
  return { params, page: pageFrom(params.get('page')), setFilters };
}
