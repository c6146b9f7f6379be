import { type ComponentType, type LazyExoticComponent, isValidElement, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadDeferredNamespaces } from '../i18n/i18n';

/** The components made by `lazyPage`. */
const lazyPages = new WeakSet<object>();

/**
 * A page loaded on demand (React.lazy): its chunk and the deferred catalogue namespaces (client/src/i18n/i18n.ts)
 * load in parallel, and the page renders once both are in, so it never shows a key; only the first lazy page
 * fetches the catalogue. While they load, the shell's Suspense shows PageLoading (on a navigation, the current page
 * stays until then: navigations render in a transition); a chunk that fails to load throws to RouteErrorBoundary.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  const page = lazy(async () => {
    const [Page] = await Promise.all([load(), loadDeferredNamespaces()]);
    return { default: Page };
  });
  lazyPages.add(page);
  return page;
}

/** Whether a route renders a page made by `lazyPage` (as its `Component` or its `element`). */
export function loadsOnDemand(route: RouteObject): boolean {
  const type: unknown = isValidElement(route.element) ? route.element.type : route.Component;
  return typeof type === 'object' && type !== null && lazyPages.has(type);
}
