import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteObject, matchRoutes, useLocation } from 'react-router-dom';
import type { Translate } from '../../i18n/i18n';

/** What a route's `handle` may say: its document title, read from the catalogue. */
export interface RouteHandle {
  title?: (t: Translate) => string;
}

/** The title of the deepest route matching `pathname` that has one (`handle.title`), or undefined. */
export function routeTitle(routes: RouteObject[], pathname: string, t: Translate): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches
    .map((match) => match.route.handle as RouteHandle | undefined)
    .reverse()
    .find((candidate) => candidate?.title);
  return handle?.title?.(t);
}

/**
 * Sets the document title from the deepest matching route's `handle.title` ('About | Goa Civic Portal'), the site's
 * name when none has one. The routes are matched here (`matchRoutes`) because `useMatches` needs the data router.
 */
export function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const title = routeTitle(routes, pathname, t);
  useEffect(() => {
    document.title = title ? t('documentTitle', { title }) : t('site.name');
  }, [title, t]);
  return null;
}
