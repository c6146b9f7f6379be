import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a component's `stages` parts to render: `first` at the first render, then one more in each browser
 * task after the previous one was committed (a timer, then a transition that React renders in slices). Each part
 * then renders, commits, runs its effects and is laid out on its own instead of all of them in one long task while
 * the page starts (Lighthouse's Total Blocking Time on a mid-range phone).
 */
export function useStagedMount(stages: number, first = 0): number {
  const [mounted, setMounted] = useState(first);
  const complete = mounted >= stages;
  useEffect(() => {
    if (complete) return;
    const timer = setTimeout(() => startTransition(() => setMounted((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [mounted, complete]);
  return mounted;
}
