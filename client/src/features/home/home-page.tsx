import { Suspense, lazy } from 'react';
import { loadHomeBelow } from '../../i18n/i18n';
import { CategoryGrid } from './category-grid';
import { HeroSection } from './hero-section';
import { FeatureHighlights } from './highlights';

// Requested as soon as the home page's module runs, not when it first renders, so it is usually in before a
// person scrolls (or clicks Pricing); with its English texts (a chunk of their own, issue 14).
const belowTheFold = Promise.all([import('./below-the-fold'), loadHomeBelow()]);
const BelowTheFold = lazy(() => belowTheFold.then(([m]) => ({ default: m.BelowTheFold })));

/** The home page (citizen spec sections 1 and 2); what is below the first screen is loaded after it (issue 14). */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <CategoryGrid />
      <FeatureHighlights />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
