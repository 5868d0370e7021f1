import { lazy } from 'react';

/**
 * The TanStack Query provider, loaded on demand: about 9 KB gzip that the landing page does not need.
 * Render it inside a Suspense boundary; every mount shares the same client, so the cache survives navigation.
 */
export const QueryProvider = lazy(() => import('./query-client'));
