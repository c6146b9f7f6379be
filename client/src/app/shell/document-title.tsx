import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, matchRoutes, useLocation } from 'react-router-dom';
import type { Translate } from '../../i18n/i18n';

/** What a route's `handle` may say. */
export interface RouteHandle {
  /** Its document title, read from the catalogue. */
  title?: (t: Translate) => string;
  /**
   * Its component renders a route table of its own (descendant routes, as /admin/* does), whose DocumentTitle sets
   * the title: the table above leaves it alone.
   */
  titledBelow?: boolean;
}

/** A route's handle with its document title from the catalogue. */
export const titled = (title: NonNullable<RouteHandle['title']>): RouteHandle => ({ title });

/**
 * The handles of the routes matching `pathname` (below `basename`), deepest first. The routes are matched here
 * (`matchRoutes`, as `useRoutes` does) because `useMatches` needs the data router.
 */
function handlesAt(routes: RouteObject[], pathname: string, basename?: string): RouteHandle[] {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  return matches.map((match) => (match.route.handle ?? {}) as RouteHandle).reverse();
}

/**
 * Sets the document title from the deepest matching route's `handle.title` ('About | Goa Civic Portal'), the site's
 * name when none has one; nothing when that route's own table titles it (`titledBelow`). `basename`: where the
 * routes are mounted, for a table of descendant routes ('/admin').
 */
export function DocumentTitle({ routes, basename }: { routes: RouteObject[]; basename?: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // Matched once per address, not on every render (matching the whole route table costs start-up main-thread time).
  const handle = useMemo(
    () => handlesAt(routes, pathname, basename).find((candidate) => candidate.title || candidate.titledBelow),
    [routes, pathname, basename],
  );
  const titledBelow = handle?.titledBelow === true;
  const title = handle?.title?.(t);
  useEffect(() => {
    if (titledBelow) return;
    document.title = title ? t('documentTitle', { title }) : t('site.name');
  }, [titledBelow, title, t]);
  return null;
}
