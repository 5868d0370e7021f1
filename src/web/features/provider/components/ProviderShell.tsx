import { ArrowLeft, LogOut } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ProviderStatus } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import type { ProviderView } from '@shared/schemas/provider';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FullPageSpinner } from '@web/components/ui/spinner';
import { useSession, useSignOut } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { useOwnProvider } from '../api/own-provider';
import { useErrorToast } from '@web/lib/use-error-toast';
import { Main } from '@web/components/SkipLink';

// spec section 4: default for active, secondary for pending, destructive otherwise
const STATUS_BADGE: Record<ProviderStatus, { label: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  active: { label: 'Active', variant: 'default' },
  pending: { label: 'Pending', variant: 'secondary' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

const NAV = [
  { label: 'Dashboard', to: paths.providerDashboard, end: true },
  { label: 'Jobs', to: paths.providerJobs, end: false },
  { label: 'Team', to: paths.providerTeam, end: true },
  { label: 'Billing', to: paths.providerBilling, end: true },
];

/**
 * The signed-in provider's pages: the header (business name, status, Logout, the portal's sections) and the
 * provider record their content needs. The route guard has already checked the session. Without a title the
 * business name is the page's heading (the dashboard); with one, the title is.
 */
export function ProviderShell({
  title,
  back,
  children,
}: {
  title?: string;
  /** a link above the title, back to where the page was reached from */
  back?: { to: string; label: string };
  /** a function when the content needs the provider record; content computed by the page otherwise */
  children: ReactNode | ((provider: ProviderView) => ReactNode);
}) {
  const navigate = useNavigate();
  const { providerId } = useSession();
  const { data: provider, error, refetch, isFetching } = useOwnProvider(Boolean(providerId));
  const signOut = useSignOut();

  useErrorToast(error, m.error);

  const logOut = async () => {
    try {
      await signOut.mutateAsync();
      void navigate(paths.providerLogin, { replace: true });
    } catch (err) {
      toast.error(m.error, { description: (err as Error).message });
    }
  };

  if (!provider && !error) return <FullPageSpinner />;
  const BusinessName = title ? 'p' : 'h1';

  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 pt-4 pb-3">
          <div className="flex min-w-0 items-center gap-3">
            <BusinessName className="truncate text-xl font-bold">
              {provider?.businessName ?? 'Provider Dashboard'}
            </BusinessName>
            {provider ? (
              <Badge variant={STATUS_BADGE[provider.status].variant}>{STATUS_BADGE[provider.status].label}</Badge>
            ) : null}
          </div>
          <Button variant="outline" onClick={logOut} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </div>
        <nav aria-label="Provider portal" className="mx-auto flex max-w-5xl gap-1 px-2">
          {NAV.map(({ label, to, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'border-b-2 px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-(--focus-ring)',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              {label}
            </NavLink>
          ))}
        </nav>
      </header>
      <Main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        {title ? (
          <div className="grid gap-2">
            {back ? (
              <Button asChild variant="ghost" className="-ml-3 justify-self-start">
                <Link to={back.to}>
                  <ArrowLeft aria-hidden="true" /> {back.label}
                </Link>
              </Button>
            ) : null}
            <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          </div>
        ) : null}
        {provider ? (
          typeof children === 'function' ? (
            children(provider)
          ) : (
            children
          )
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>We couldn't load your provider account</CardTitle>
              <CardDescription>{error?.message}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button onClick={() => void refetch()} disabled={isFetching}>
                Try Again
              </Button>
            </CardContent>
          </Card>
        )}
      </Main>
    </div>
  );
}
