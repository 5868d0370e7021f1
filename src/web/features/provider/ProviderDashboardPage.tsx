import { Briefcase, Clock, CreditCard, History, Inbox, LogOut, Mail, Users, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REVIEW_PROMISE_HOURS, SUPPORT_EMAIL, type ProviderStatus } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import type { ProviderView } from '@shared/schemas/provider';
import { paths } from '@web/app/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { FullPageSpinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { useSession, useSignOut } from '@web/lib/session';
import { useOwnProvider } from './api/own-provider';
import { useSetReceivingJobs } from './api/set-receiving-jobs';

// spec section 4: default for active, secondary for pending, destructive otherwise
const STATUS_BADGE: Record<ProviderStatus, { label: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  active: { label: 'Active', variant: 'default' },
  pending: { label: 'Pending', variant: 'secondary' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

// spec section 2: fixed until the marketplace issue makes them real
const COUNTERS = [
  { label: 'Jobs Claimed', value: '0', icon: Briefcase },
  { label: 'Jobs Available', value: '0', icon: Inbox },
  { label: 'Avg Response', value: '0 min', icon: Clock },
];

const QUICK_ACTIONS = [
  { label: 'Manage Team', to: paths.providerTeam, icon: Users },
  { label: 'Job History', to: paths.providerJobs, icon: History },
  { label: 'Billing', to: paths.providerBilling, icon: CreditCard },
];

/** Spec section 2, /provider/dashboard (the route guard has already checked the session). */
export default function ProviderDashboardPage() {
  const navigate = useNavigate();
  const { providerId } = useSession();
  const { data: provider, error, refetch, isFetching } = useOwnProvider(Boolean(providerId));
  const signOut = useSignOut();

  useEffect(() => {
    // a fixed id: sonner shows it once even when the effect runs twice
    if (provider?.status === 'pending') toast.info(m.applicationPending, { id: 'application-pending', description: m.applicationPendingDescription });
  }, [provider?.status]);

  useEffect(() => {
    if (error) toast.error(m.error, { description: error.message });
  }, [error]);

  const logOut = async () => {
    try {
      await signOut.mutateAsync();
      navigate(paths.providerLogin, { replace: true });
    } catch (err) {
      toast.error(m.error, { description: (err as Error).message });
    }
  };

  if (!provider && !error) return <FullPageSpinner />;

  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4">
          <div className="flex min-w-0 items-center gap-3">
            <h1 className="truncate text-xl font-bold">{provider?.businessName ?? 'Provider Dashboard'}</h1>
            {provider ? <Badge variant={STATUS_BADGE[provider.status].variant}>{STATUS_BADGE[provider.status].label}</Badge> : null}
          </div>
          <Button variant="outline" onClick={logOut} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        {provider ? (
          <DashboardContent provider={provider} />
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
      </main>
    </div>
  );
}

function DashboardContent({ provider }: { provider: ProviderView }) {
  const setReceivingJobs = useSetReceivingJobs();

  const toggle = (isReceivingJobs: boolean) =>
    setReceivingJobs.mutate(isReceivingJobs, {
      onSuccess: (saved) =>
        saved.isReceivingJobs
          ? toast.success(m.nowReceivingJobs, { description: 'Your team will be notified of new jobs.' })
          : toast.success(m.pausedJobNotifications, { description: "Your team won't be notified of new jobs until you turn this back on." }),
      onError: (err) => toast.error(m.error, { description: err.message }),
    });

  return (
    <>
      {provider.status === 'pending' ? (
        <div role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-warning p-4 text-warning-foreground">
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{m.underReview}</p>
            <p className="text-sm">We'll notify you within {REVIEW_PROMISE_HOURS} hours once it has been reviewed. You can set up your job notifications in the meantime.</p>
          </div>
        </div>
      ) : null}
      {provider.status === 'rejected' ? (
        <div role="status" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-destructive">
          <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Your application was not approved</p>
            <p className="text-sm">
              You won't receive jobs. To ask why or to apply again, write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold underline underline-offset-4">
                {SUPPORT_EMAIL}
              </a>
              .
            </p>
          </div>
        </div>
      ) : null}

      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>
              <Label htmlFor="receiving-jobs" className="text-xl font-semibold">
                Receiving Jobs
              </Label>
            </CardTitle>
            <CardDescription id="receiving-jobs-description">
              When this is ON, your team is notified of new jobs in your service categories. Turn it OFF to pause notifications, for example when you're fully
              booked.
            </CardDescription>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <span className="text-sm font-semibold" aria-live="polite">
              Status: {provider.isReceivingJobs ? 'ON' : 'OFF'}
            </span>
            <Switch
              id="receiving-jobs"
              checked={provider.isReceivingJobs}
              onCheckedChange={toggle}
              disabled={setReceivingJobs.isPending}
              aria-describedby="receiving-jobs-description"
            />
          </div>
        </CardHeader>
      </Card>

      <div className="grid gap-4 sm:grid-cols-3">
        {COUNTERS.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <CardContent className="flex items-center justify-between pt-6">
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-3xl font-bold">{value}</p>
              </div>
              <Icon className="size-8 text-primary/60" aria-hidden="true" />
            </CardContent>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
            <Button key={label} asChild variant="outline" className="h-auto justify-start py-4">
              <Link to={to}>
                <Icon aria-hidden="true" /> {label}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Recent Jobs</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="py-6 text-center text-muted-foreground">{m.noJobsYet}</p>
        </CardContent>
      </Card>

      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Mail className="size-4" aria-hidden="true" /> Need help? {SUPPORT_EMAIL}
      </p>
    </>
  );
}
