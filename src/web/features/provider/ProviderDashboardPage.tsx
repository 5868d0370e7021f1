import { Briefcase, Clock, CreditCard, History, Inbox, Mail, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CALL_STATUS_LABELS, LANGUAGE_NAMES, REVIEW_PROMISE_HOURS, SUPPORT_EMAIL } from '@shared/constants';
import { providerJobMessages as jm, providerMessages as m } from '@shared/messages';
import type { ProviderStats } from '@shared/schemas/jobs';
import type { ProviderView } from '@shared/schemas/provider';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { formatDateTime, formatMinutes } from '@web/lib/format';
import { useProviderStats } from './api/get-provider-stats';
import { useSetLanguages } from './api/set-languages';
import { useSetNightEmergencyCalls } from './api/set-night-emergency-calls';
import { useSetReceivingJobs } from './api/set-receiving-jobs';
import { useLiveJobs } from './api/use-live-jobs';
import { BillingNotice } from './components/BillingNotice';
import { useLiveOwnProvider } from './api/use-live-own-provider';
import { CALL_STATUS_BADGE } from './components/call-status';
import { LanguageChoices } from './components/LanguageChoices';
import { ProviderShell } from './components/ProviderShell';
import { RejectedNotice } from './components/RejectedNotice';
import { useErrorToast } from '@web/lib/use-error-toast';

// spec section 2's labels; the values are real (the spec's original kept them at 0)
const COUNTERS = [
  { label: 'Jobs Claimed', value: (s: ProviderStats) => String(s.jobsClaimed), icon: Briefcase },
  { label: 'Jobs Available', value: (s: ProviderStats) => String(s.jobsAvailable), icon: Inbox },
  { label: 'Avg Response', value: (s: ProviderStats) => formatMinutes(s.avgResponseMinutes), icon: Clock },
];

const QUICK_ACTIONS = [
  { label: 'Manage Team', to: paths.providerTeam, icon: Users },
  { label: 'Job History', to: paths.providerJobs, icon: History },
  { label: 'Billing', to: paths.providerBilling, icon: CreditCard },
];

/** Spec section 2, /provider/dashboard (the route guard has already checked the session). */
export default function ProviderDashboardPage() {
  return <ProviderShell>{(provider) => <DashboardContent provider={provider} />}</ProviderShell>;
}

function DashboardContent({ provider }: { provider: ProviderView }) {
  const setReceivingJobs = useSetReceivingJobs();
  const setLanguages = useSetLanguages();
  const setNightCalls = useSetNightEmergencyCalls();
  const stats = useProviderStats();
  useLiveJobs(provider.status === 'active');
  // an admin's decision shows at once: the notice, the badge and the switch follow the new status
  useLiveOwnProvider();

  useEffect(() => {
    // a fixed id: sonner shows it once even when the effect runs twice
    if (provider.status === 'pending')
      toast.info(m.applicationPending, { id: 'application-pending', description: m.applicationPendingDescription });
  }, [provider.status]);

  // an approval arriving while the dashboard is open is said once
  const previousStatus = useRef(provider.status);
  useEffect(() => {
    if (previousStatus.current === 'pending' && provider.status === 'active')
      toast.success(m.applicationApprovedLive, { description: m.applicationApprovedLiveDescription });
    previousStatus.current = provider.status;
  }, [provider.status]);

  useErrorToast(stats.error, m.error);

  const toggle = (isReceivingJobs: boolean) =>
    setReceivingJobs.mutate(isReceivingJobs, {
      onSuccess: (saved) =>
        saved.isReceivingJobs
          ? toast.success(m.nowReceivingJobs, { description: 'Your team will be notified of new jobs.' })
          : toast.success(m.pausedJobNotifications, {
              description: "Your team won't be notified of new jobs until you turn this back on.",
            }),
      onError: (err) => toast.error(m.error, { description: err.message }),
    });

  return (
    <>
      {provider.status === 'pending' ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-amber-300 bg-warning p-4 text-warning-foreground"
        >
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{m.underReview}</p>
            <p className="text-sm">
              We'll notify you within {REVIEW_PROMISE_HOURS} hours once it has been reviewed. You can set up your job
              notifications in the meantime.
            </p>
          </div>
        </div>
      ) : null}
      {provider.status === 'rejected' ? (
        <RejectedNotice
          title="Your application was not approved"
          consequence="You won't receive jobs."
          reason={provider.rejectionReason}
        />
      ) : null}
      {/* with Stripe configured, an approved provider receives jobs only while paying: says why they stopped */}
      {provider.status === 'active' ? <BillingNotice /> : null}

      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>
              {provider.status === 'active' ? (
                <Label htmlFor="receiving-jobs" className="text-xl font-semibold">
                  Receiving Jobs
                </Label>
              ) : (
                'Receiving Jobs'
              )}
            </CardTitle>
            <CardDescription id="receiving-jobs-description">
              When this is ON, your team is notified of new jobs in your service categories. Turn it OFF to pause
              notifications, for example when you're fully booked.
            </CardDescription>
          </div>
          {provider.status === 'active' ? (
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
          ) : (
            // nothing is offered before approval (or after a rejection), so a switch would promise what it cannot do
            <p className="max-w-xs text-sm font-semibold text-muted-foreground sm:text-right">
              {provider.status === 'pending' ? m.receivingJobsAfterApproval : m.receivingJobsRejected}
            </p>
          )}
        </CardHeader>
      </Card>

      {/* urgent job calls reach approved teams only: nothing to set before approval */}
      {provider.status === 'active' ? (
        <Card>
          <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1.5">
              <CardTitle>
                <Label htmlFor="night-emergency-calls" className="text-xl font-semibold">
                  Emergency Calls at Night
                </Label>
              </CardTitle>
              <CardDescription id="night-emergency-calls-description">
                Urgent jobs ring your team's phones as well as texting them. Between 9 PM and 7 AM they only ring when
                this is ON.
              </CardDescription>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <span className="text-sm font-semibold" aria-live="polite">
                {provider.nightEmergencyCalls ? 'ON' : 'OFF'}
              </span>
              <Switch
                id="night-emergency-calls"
                checked={provider.nightEmergencyCalls}
                onCheckedChange={(on: boolean) =>
                  setNightCalls.mutate(on, {
                    onSuccess: (saved) =>
                      toast.success(
                        saved.nightEmergencyCalls
                          ? 'Urgent jobs will ring at night too'
                          : 'No urgent job calls at night',
                      ),
                    onError: (err) => toast.error(m.error, { description: err.message }),
                  })
                }
                disabled={setNightCalls.isPending}
                aria-describedby="night-emergency-calls-description"
              />
            </div>
          </CardHeader>
        </Card>
      ) : null}

      <Card>
        <CardContent className="pt-6">
          <LanguageChoices
            heading
            selected={provider.languages}
            disabled={setLanguages.isPending}
            onChange={(languages) =>
              setLanguages.mutate(languages, {
                onSuccess: (saved) =>
                  toast.success(m.languagesSaved, {
                    description: saved.languages.map((code) => LANGUAGE_NAMES[code]).join(', '),
                  }),
                onError: (err) => toast.error(m.error, { description: err.message }),
              })
            }
          />
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:grid-cols-3">
        {COUNTERS.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <CardContent className="flex items-center justify-between pt-6">
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-3xl font-bold">{stats.data ? value(stats.data) : '–'}</p>
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
          <RecentJobs jobs={stats.data?.recentJobs} />
        </CardContent>
      </Card>

      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Mail className="size-4" aria-hidden="true" /> Need help? {SUPPORT_EMAIL}
      </p>
    </>
  );
}

/** Spec section 9: the last 5 claimed jobs, each linking to its detail. */
function RecentJobs({ jobs }: { jobs: ProviderStats['recentJobs'] | undefined }) {
  if (!jobs) return <Spinner label="Loading recent jobs" />;
  if (!jobs.length) return <p className="py-6 text-center text-muted-foreground">{m.noJobsYet}</p>;
  return (
    <ul className="divide-y" aria-label="Recent Jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            to={paths.providerJob(job.id)}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md px-2 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
          >
            <span className="min-w-0">
              <span className="block font-semibold">
                {job.serviceType} · {job.town ?? jm.noTown}
              </span>
              <span className="block text-sm text-muted-foreground">Claimed {formatDateTime(job.claimedAt)}</span>
            </span>
            <Badge variant={CALL_STATUS_BADGE[job.status]}>{CALL_STATUS_LABELS[job.status]}</Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}
