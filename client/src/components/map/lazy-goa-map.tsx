import { lazy } from 'react';

/**
 * The Goa map, loaded on first render: Leaflet, react-leaflet and the Leaflet CSS stay out of the home
 * and wizard bundles until a map is shown. Render it inside <Suspense>.
 */
export const LazyGoaMap = lazy(() => import('./goa-map'));
