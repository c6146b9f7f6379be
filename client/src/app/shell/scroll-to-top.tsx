import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether ScrollToTop has run in this page load (its first run, the app's start, leaves the scroll alone). */
let scrolledOnce = false;

/**
 * Scrolls to the top on every route change (citizen spec section 2). A link with a hash
 * (/#categories) scrolls to that section instead once it is rendered. Not when the app starts without a hash: a
 * new page is at the top already, and on the prerendered home page the visitor may have scrolled before the script
 * ran (issue 14), which must not be undone.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useLayoutEffect(() => {
    const first = !scrolledOnce;
    scrolledOnce = true;
    if (first && !hash) return;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
      const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView(), 100);
      return () => clearTimeout(timer);
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname, hash, key]);
  return null;
}
