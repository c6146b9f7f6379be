import { useDeferredValue } from 'react';

/**
 * A query hook's result as its component should render it (Total Blocking Time): React's
 * `useDeferredValue` of it. The answer reaches the store through react-redux's useSyncExternalStore, which makes
 * React re-render every subscribed component at once, in one task the browser cannot break. Deferred, that forced
 * re-render shows the component's previous result again (its skeleton, say: little work), and React renders the
 * answer as a transition, in slices that yield to the browser between components. Use it for a section whose
 * answer renders many components (a grid of cards, a list); the first render is not deferred.
 */
export function useAnswerInTransition<Result>(result: Result): Result {
  return useDeferredValue(result);
}
