import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { JoinUsSection } from './join-us-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home page's sections below the first screen (testimonials, #pricing with its checkout, #join-us with its
 * form): a chunk of their own, so the first screen's JavaScript stays within the budget of issue 14. Arriving on
 * /#pricing or /#join-us, the section is scrolled into view once it is here.
 */
export function BelowTheFold() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on arrival: later hash changes are the shell's (ScrollToTop, useScrollToSection).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <TestimonialsSection />
      <PricingSection />
      <JoinUsSection />
    </>
  );
}
