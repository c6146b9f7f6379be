import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Delay before scrolling to a home section after navigating to / (citizen spec section 2). */
export const SECTION_SCROLL_DELAY_MS = 200;

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

/**
 * Scrolls to a section of the home page (#pricing, #join-us): on another page it goes to / first and
 * scrolls 200 ms later, once the home page has rendered.
 */
export function useScrollToSection() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (location.pathname === '/') {
        scrollToSection(id);
        return;
      }
      navigate('/');
      setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
    },
    [location.pathname, navigate],
  );
}
