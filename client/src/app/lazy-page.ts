import { type ComponentType, type LazyExoticComponent, isValidElement, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadDeferredNamespaces } from '../i18n/i18n';

/** The components made by `lazyPage`, with the catalogue namespaces each waits for. */
const lazyPages = new WeakMap<object, () => Promise<void>>();

/**
 * A page loaded on demand (React.lazy): its chunk and the deferred catalogue namespaces it reads
 * (client/src/i18n/i18n.ts; all of the citizen pages' unless `loadNamespaces` names fewer) load in parallel, and the
 * page renders once both are in, so it never shows a key; only the first lazy page fetches the catalogue. While they
 * load, the shell's Suspense shows PageLoading (on a navigation, the current page stays until then: navigations
 * render in a transition); a chunk that fails to load throws to RouteErrorBoundary.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadNamespaces: () => Promise<void> = loadDeferredNamespaces,
): LazyExoticComponent<ComponentType<P>> {
  const page = lazy(async () => {
    const [Page] = await Promise.all([load(), loadNamespaces()]);
    return { default: Page };
  });
  lazyPages.set(page, loadNamespaces);
  return page;
}

/**
 * The load of the catalogue namespaces that a route's page made by `lazyPage` (its `Component` or its `element`)
 * waits for; undefined for a page of the first screen's bundle.
 */
export function namespacesOnDemand(route: RouteObject): (() => Promise<void>) | undefined {
  const type: unknown = isValidElement(route.element) ? route.element.type : route.Component;
  return typeof type === 'object' && type !== null ? lazyPages.get(type) : undefined;
}
