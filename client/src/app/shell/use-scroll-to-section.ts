import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Delay before scrolling to a home section after navigating to / (citizen spec section 2). */
export const SECTION_SCROLL_DELAY_MS = 200;
/** Further looks for the section while the home page renders: every 100 ms, at most 20 times. */
const SECTION_SCROLL_RETRY_MS = 100;
const SECTION_SCROLL_RETRIES = 20;

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
      if (location.pathname === '/' && scrollToSection(id)) return;
      // On / the section may still be loading (the home page's lower sections are a lazy chunk).
      if (location.pathname !== '/') navigate('/');
      // 200 ms after the navigation; on a slow device the home page may not be rendered yet, so look again
      // every 100 ms for up to 2 s rather than give up (the scroll-to-top of the route change runs first).
      let tries = 0;
      const attempt = () => {
        if (scrollToSection(id) || tries >= SECTION_SCROLL_RETRIES) return;
        tries += 1;
        setTimeout(attempt, SECTION_SCROLL_RETRY_MS);
      };
      setTimeout(attempt, SECTION_SCROLL_DELAY_MS);
    },
    [location.pathname, navigate],
  );
}
