import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current as the window changes (`window.matchMedia`). Lets a component leave
 * out of the page what CSS would hide at this width anyway, so that a phone does not render it at every start (Total
 * Blocking Time). True when rendered without a window (the tests' jsdom answers `min-width` queries with true:
 * client/test/setup-globals.js).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
