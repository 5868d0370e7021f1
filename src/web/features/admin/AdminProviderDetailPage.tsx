import {
  ArrowLeft,
  BarChart3,
  Briefcase,
  Check,
  ChevronRight,
  Clock,
  CreditCard,
  History,
  LayoutDashboard,
  Mail,
  Phone,
  RotateCcw,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CALL_STATUS_LABELS, LANGUAGE_NAMES } from '@shared/constants';
import { adminProviderMessages } from '@shared/messages';
import type { ProviderDetail } from '@shared/schemas/admin-providers';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime, formatMinutes } from '@web/lib/format';
import { useProviderJobHistory, useProviderStats } from './api/provider-stats';
import { useProviderApplication } from './api/providers';
import { AdminLayout } from './components/AdminLayout';
import { ProviderBillingCard } from './components/ProviderBillingCard';
import { ProviderDecisionDialog, type PendingDecision } from './components/ProviderDecisionDialog';
import { ProviderStatusBadge } from './components/StatusBadges';
import { useErrorToast } from '@web/lib/use-error-toast';
import { displayPhone, telHref } from '@shared/phone';
import { NOTIFICATION_METHOD_LABELS } from '@shared/schemas/provider';
import { cn } from '@web/lib/utils';
import { EmptyState } from '@web/components/EmptyState';
import { LoadMoreButton } from '@web/components/LoadMoreButton';

/** /admin/provider/{id}: one provider as admins see it (spec section 2). */
export default function AdminProviderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const provider = useProviderApplication(id);

  useEffect(() => {
    if (!provider.error) return;
    toast.error(adminProviderMessages.error, { description: provider.error.message });
    void navigate(paths.adminProviders, { replace: true });
  }, [provider.error, navigate]);

  return (
    <AdminLayout>
      <Button asChild variant="ghost" className="mb-4 -ml-2">
        <Link to={paths.adminProviders}>
          <ArrowLeft aria-hidden="true" /> Back to Providers
        </Link>
      </Button>
      {provider.data ? <ProviderDashboard provider={provider.data} /> : <Spinner label="Loading provider" />}
    </AdminLayout>
  );
}

/** The detail's views; the URL holds the open one (`?view=team`), so a reload or a shared link opens it again. */
const VIEWS = ['overview', 'team', 'jobs', 'billing'] as const;
type View = (typeof VIEWS)[number];

function ProviderDashboard({ provider }: { provider: ProviderDetail }) {
  const stats = useProviderStats(provider.id);
  const [params] = useSearchParams();
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'overview';
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const decide = (decision: PendingDecision['decision']) => setPending({ provider, decision });

  useErrorToast(stats.error, adminProviderMessages.error);
  const views: { view: View; label: string; icon: ReactNode }[] = [
    { view: 'overview', label: 'Overview', icon: <LayoutDashboard aria-hidden="true" /> },
    { view: 'team', label: `Team Members (${provider.teamMembers.length})`, icon: <Users aria-hidden="true" /> },
    { view: 'jobs', label: `Job History (${stats.data?.jobsClaimed ?? 0})`, icon: <History aria-hidden="true" /> },
    { view: 'billing', label: 'Billing Info', icon: <CreditCard aria-hidden="true" /> },
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere sm:text-3xl">{provider.businessName}</h1>
        <div className="flex flex-wrap gap-2">
          {provider.status === 'pending' ? (
            <>
              <Button onClick={() => decide('approve')}>
                <Check aria-hidden="true" /> Approve
              </Button>
              <Button variant="destructive" onClick={() => decide('reject')}>
                <X aria-hidden="true" /> Reject
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => decide('reopen')}>
              <RotateCcw aria-hidden="true" /> Move to Pending
            </Button>
          )}
        </div>
      </div>
      {provider.status === 'pending' ? (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-warning p-4 text-sm text-warning-foreground"
        >
          {adminProviderMessages.awaitingApproval}
        </div>
      ) : null}
      {provider.status === 'rejected' && provider.rejectionReason ? (
        <div className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          <p className="font-semibold text-destructive">Rejected. Reason emailed to the applicant:</p>
          <p className="mt-1 whitespace-pre-wrap">{provider.rejectionReason}</p>
        </div>
      ) : null}
      <ProviderDecisionDialog pending={pending} onClose={() => setPending(null)} />
      <nav aria-label="Provider views" className="-mx-1 flex gap-1 overflow-x-auto border-b px-1">
        {views.map((v) => (
          <Link
            key={v.view}
            to={viewHref(v.view)}
            aria-current={view === v.view ? 'page' : undefined}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap [&_svg]:size-4',
              view === v.view
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {v.icon}
            {v.label}
          </Link>
        ))}
      </nav>
      {view === 'team' ? (
        <TeamView provider={provider} />
      ) : view === 'jobs' ? (
        <JobHistoryView providerId={provider.id} />
      ) : view === 'billing' ? (
        <ProviderBillingCard providerId={provider.id} />
      ) : (
        <Overview provider={provider} stats={stats.data} views={views.slice(1)} />
      )}
    </div>
  );
}

const viewHref = (view: View) => (view === 'overview' ? '?' : `?view=${view}`);

function Overview({
  provider,
  stats,
  views,
}: {
  provider: ProviderDetail;
  stats: ReturnType<typeof useProviderStats>['data'];
  views: { view: View; label: string; icon: ReactNode }[];
}) {
  const { street, city, state, zip } = provider.address;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Provider Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Item label="Business Name">{provider.businessName}</Item>
            <Item label="Contact Name">{provider.contactName}</Item>
            <Item label="Email">
              <a
                href={`mailto:${provider.email}`}
                className="break-all text-primary underline-offset-4 hover:underline"
              >
                {provider.email}
              </a>
            </Item>
            <Item label="Phone">
              <a href={telHref(provider.phone)} className="text-primary underline-offset-4 hover:underline">
                {displayPhone(provider.phone)}
              </a>
            </Item>
            <Item label="Status">
              <ProviderStatusBadge status={provider.status} />
            </Item>
            <Item label="Receiving Jobs">{provider.isReceivingJobs ? 'ON' : 'OFF'}</Item>
            <Item label="Emergency Calls at Night">{provider.nightEmergencyCalls ? 'ON' : 'OFF'}</Item>
            <Item label="Address">{`${street}, ${city}, ${state} ${zip}`}</Item>
            <Item label="Service Categories">
              <span className="flex flex-wrap gap-1">
                {provider.serviceCategories.map((c) => (
                  <Badge key={c} variant="outline">
                    {c}
                  </Badge>
                ))}
              </span>
            </Item>
            <Item label="Service Area">{provider.serviceArea.join(', ') || '—'}</Item>
            <Item label="Languages">{provider.languages.map((code) => LANGUAGE_NAMES[code]).join(', ')}</Item>
            {provider.licenseNumber ? <Item label="License Number">{provider.licenseNumber}</Item> : null}
            {provider.insuranceProvider ? <Item label="Insurance Provider">{provider.insuranceProvider}</Item> : null}
          </dl>
        </CardContent>
      </Card>
      {/* spec section 2's counters, with real values; Jobs Completed: claimed jobs whose call is resolved */}
      <div className="grid gap-4 sm:grid-cols-3">
        <Counter
          icon={<Briefcase aria-hidden="true" />}
          label="Jobs Claimed"
          value={stats ? String(stats.jobsClaimed) : '–'}
        />
        <Counter
          icon={<BarChart3 aria-hidden="true" />}
          label="Jobs Completed"
          value={stats ? String(stats.jobsCompleted) : '–'}
        />
        <Counter
          icon={<Clock aria-hidden="true" />}
          label="Avg Response Time"
          value={stats ? formatMinutes(stats.avgResponseMinutes) : '–'}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Management</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {views.map((v) => (
            <Button key={v.view} asChild variant="outline">
              <Link to={viewHref(v.view)}>
                {v.icon} {v.label}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>
    </>
  );
}

/** The team as it hears about jobs: primary contact first, phones and emails as links. */
function TeamView({ provider }: { provider: ProviderDetail }) {
  const members = [...provider.teamMembers].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Team Members</CardTitle>
      </CardHeader>
      <CardContent>
        {members.length === 0 ? (
          <EmptyState>
            <p>No team members: nobody hears about new jobs.</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Team members">
            {members.map((m) => (
              <li key={m.id} className="grid gap-1.5 rounded-lg border p-4 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{m.name}</span>
                  <Badge variant={m.isPrimary ? 'default' : 'outline'}>
                    {m.isPrimary ? 'Primary contact' : 'Team member'}
                  </Badge>
                </div>
                {m.phone ? (
                  <a
                    href={telHref(m.phone)}
                    className="inline-flex items-center gap-1.5 justify-self-start text-primary underline-offset-4 hover:underline"
                  >
                    <Phone className="size-4" aria-hidden="true" />
                    {displayPhone(m.phone)}
                  </a>
                ) : null}
                {m.email ? (
                  <a
                    href={`mailto:${m.email}`}
                    className="inline-flex min-w-0 items-center gap-1.5 justify-self-start break-all text-primary underline-offset-4 hover:underline"
                  >
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    {m.email}
                  </a>
                ) : null}
                <p className="text-muted-foreground">
                  Notified by:{' '}
                  <span className="text-foreground">{NOTIFICATION_METHOD_LABELS[m.notificationMethod]}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const JOB_STATUS_LABELS = { open: 'Open', claimed: 'Claimed', expired: 'Expired', cancelled: 'Cancelled' } as const;

/** The jobs the provider claimed, latest first, each linked to its call. */
function JobHistoryView({ providerId }: { providerId: string }) {
  const history = useProviderJobHistory(providerId);
  useErrorToast(history.error, adminProviderMessages.error);
  const jobs = history.data?.pages.flatMap((p) => p.jobs) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Job History</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label="Loading job history" />
        ) : jobs.length === 0 ? (
          <EmptyState>
            <p>No jobs claimed yet.</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="Claimed jobs">
            {jobs.map((job) => (
              <li
                key={job.id}
                className="group relative flex items-start gap-3 rounded-lg border p-4 text-sm hover:bg-muted/60"
              >
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={paths.adminCall(job.callId)}
                      className="font-semibold after:absolute after:inset-0 after:rounded-lg"
                    >
                      {job.serviceType}
                      {job.town ? ` in ${job.town}` : ''}
                    </Link>
                    <Badge variant="secondary">{JOB_STATUS_LABELS[job.status]}</Badge>
                    {job.urgency === 'urgent' ? (
                      <span className="text-xs font-semibold text-destructive">Urgent</span>
                    ) : null}
                  </div>
                  <p className="text-muted-foreground">
                    Claimed <time dateTime={job.claimedAt}>{formatDateTime(job.claimedAt)}</time> · Call{' '}
                    {CALL_STATUS_LABELS[job.callStatus]}
                  </p>
                </div>
                <ChevronRight className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton query={history} label="Load more jobs" />
      </CardContent>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-6">
        <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5">
          {icon}
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}
