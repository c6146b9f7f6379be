import { CategoryGrid } from './category-grid';
import { HeroSection } from './hero-section';
import { FeatureHighlights } from './highlights';
import { JoinUsSection } from './join-us-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/** The home page (citizen spec sections 1 and 2). */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <CategoryGrid />
      <FeatureHighlights />
      <TestimonialsSection />
      <PricingSection />
      <JoinUsSection />
    </>
  );
}
