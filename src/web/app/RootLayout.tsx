import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoaderCircle } from '@web/components/FirstPaintIcons';
import { QueryProvider } from '@web/lib/query';
import { paths } from '@web/config/paths';
import { SkipLink } from '@web/components/SkipLink';
import { landing } from '@web/i18n/en/landing';
import { useT } from '@web/i18n/language';

/** Spec section 2: the view scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

// Not the ui Spinner: its class merging (tailwind-merge) would weigh on the landing page's first load.
function RouteFallback() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center p-8">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  // the landing page renders without the data layer so its first load stays small; every other screen gets it
  const isLanding = pathname === paths.home;
  // the landing page speaks the visitor's language; the other screens are English only
  const t = useT('landing', landing);
  return (
    <>
      <SkipLink label={isLanding ? t('skipToMain') : landing.skipToMain} />
      <ScrollToTop />
      <Suspense fallback={<RouteFallback />}>
        {isLanding ? (
          <Outlet />
        ) : (
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        )}
      </Suspense>
    </>
  );
}
