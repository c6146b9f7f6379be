import { Suspense, lazy } from 'react';
import { loadHomeBelow } from '../../i18n/i18n';
import { CategoryGrid } from './category-grid';
import { HeroSection } from './hero-section';
import { FeatureHighlights } from './highlights';

// Requested as soon as the home page's module runs, not when it first renders, so it is usually in before a
// person scrolls (or clicks Pricing); with its English texts (a chunk of their own, issue 14).
const belowTheFold = Promise.all([import('./below-the-fold'), loadHomeBelow()]);
const BelowTheFold = lazy(() => belowTheFold.then(([m]) => ({ default: m.BelowTheFold })));

/**
 * What is below the first screen is laid out and painted only when it nears the viewport (`content-visibility:
 * auto`; its last size remembered, 900 px assumed before): on a phone the browser's first layout covers the hero
 * alone (issue 14, the main thread's time while the page starts).
 */
const OFFSCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';

/** The home page (citizen spec sections 1 and 2); what is below the first screen is loaded after it (issue 14). */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <div className={OFFSCREEN}>
        <CategoryGrid />
      </div>
      <div className={OFFSCREEN}>
        <FeatureHighlights />
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      </div>
    </>
  );
}
