import { type ComponentType, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStagedMount } from '../../app/use-staged-mount';
import { JoinUsSection } from './join-us-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/** The sections below the first screen, in page order. */
const SECTIONS: readonly ComponentType[] = [TestimonialsSection, PricingSection, JoinUsSection];

/**
 * The home page's sections below the first screen (testimonials, #pricing with its checkout, #join-us with its
 * form): a chunk of their own, so the first screen's JavaScript stays within its budget (scripts/check-bundle.mjs). They mount one
 * after the other, each in a transition of its own started once the previous one is on the page: one commit, one
 * round of effects and one layout per section instead of a single long task for the three (Total Blocking
 * Time). Arriving on /#pricing or /#join-us, the section is scrolled into view once all three are here.
 */
export function BelowTheFold() {
  const { hash } = useLocation();
  const mounted = useStagedMount(SECTIONS.length, 1);
  const complete = mounted >= SECTIONS.length;

  useEffect(() => {
    if (complete && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on arrival: later hash changes are the shell's (ScrollToTop, useScrollToSection).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete]);

  return (
    <>
      {SECTIONS.slice(0, mounted).map((Section, index) => (
        <Section key={index} />
      ))}
    </>
  );
}
