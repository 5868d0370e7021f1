import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@web/components/ui/spinner';

/** Spec section 2: the view scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
