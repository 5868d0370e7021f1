import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { paths } from '@web/config/paths';

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

/** Provider pages need a signed-in user (else /auth, as the spec says) with a provider record (else the provider login). */
export function RequireProvider({ children }: { children: ReactNode }) {
  const { isPending, user, providerId } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  if (!providerId) return <Navigate to={paths.providerLogin} replace />;
  return children;
}

/** /auth: a signed-in admin is sent straight to the call log. */
export function RedirectSignedInAdmin({ children }: { children: ReactNode }) {
  const { isPending, isAdmin } = useSession();
  if (isPending) return <FullPageSpinner />;
  if (isAdmin) return <Navigate to={paths.admin} replace />;
  return children;
}
