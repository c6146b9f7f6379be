import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { useStagedMount } from '../../app/use-staged-mount';
import { loadHomeBelow } from '../../i18n/i18n';
import { CategoryGrid } from './category-grid';
import { HeroSection } from './hero-section';
import { FeatureHighlights } from './highlights';

let belowTheFold: Promise<[typeof import('./below-the-fold'), void]> | null = null;
/** The lower sections' chunk with their English texts (a chunk of their own), requested once, in a task of its own. */
function loadBelowTheFold() {
  belowTheFold ??= new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => Promise.all([import('./below-the-fold'), loadHomeBelow()]));
  return belowTheFold;
}
// Requested just after the home page's module runs when the home page is the page opened (in a task of its own, not
// the one that starts the app), not when it first renders, so it is usually in before a person scrolls (or clicks
// Pricing). The module runs at every start (the home page is in the first screen's bundle): another page opened first
// (the wizard, the map) does not pay for these sections before its own; they load when the home page renders.
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadBelowTheFold();
const BelowTheFold = lazy(() => loadBelowTheFold().then(([m]) => ({ default: m.BelowTheFold })));

/**
 * True once the browser has had an idle moment after the first render (requestIdleCallback, at most a second later;
 * a timer where it is missing): the lower sections and their data then render in tasks of their own instead of
 * with the first screen's data (Total Blocking Time).
 */
function useAfterFirstIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: the lower sections then render in slices that yield to the browser, not in one blocking task.
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(becomeIdle, 200);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/**
 * What is below the first screen is laid out and painted only when it nears the viewport (`content-visibility:
 * auto`; its last size remembered, 900 px assumed before): on a phone the browser's first layout covers the hero
 * alone (the main thread's time while the page starts).
 */
const OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';

/** The home page (citizen spec sections 1 and 2); what is below the first screen is loaded after it. */
export function HomePage() {
  // The category grid and the highlights render, commit and run their effects in a task after the hero's, which is
  // the whole first screen on a phone.
  const committed = useStagedMount(1) === 1;
  const idle = useAfterFirstIdle();
  return (
    <>
      <HeroSection />
      <div className={OFFSCREEN}>{committed && <CategoryGrid />}</div>
      <div className={OFFSCREEN}>
        {committed && <FeatureHighlights />}
        {idle && (
          <Suspense fallback={null}>
            <BelowTheFold />
          </Suspense>
        )}
      </div>
    </>
  );
}
