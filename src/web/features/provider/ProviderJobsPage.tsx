import { ArrowRight, Hand, Inbox } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { providerJobMessages as jm, providerMessages as m } from '@shared/messages';
import type { ProviderJobListItem } from '@shared/schemas/jobs';
import type { ProviderView } from '@shared/schemas/provider';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { formatDateTime } from '@web/lib/format';
import { useClaimJob } from './api/claim-job';
import { useProviderJobs } from './api/get-provider-jobs';
import { useLiveJobs } from './api/use-live-jobs';
import { JobBadges, JobFacts } from './components/JobFacts';
import { ProviderShell } from './components/ProviderShell';
import { WorkStatusBadge } from './components/WorkStatusBadge';
import { useErrorToast } from '@web/lib/use-error-toast';

/** /provider/jobs: the open jobs the provider could claim now, and the jobs it claimed. */
export default function ProviderJobsPage() {
  return <ProviderShell title={jm.jobsTitle}>{(provider) => <JobsContent provider={provider} />}</ProviderShell>;
}

/** Why the available list is empty for this provider, when it is not simply a quiet day. */
function unavailableReason(provider: ProviderView) {
  if (provider.status === 'pending') return jm.pendingNoJobs;
  if (provider.status === 'rejected') return jm.rejectedNoJobs;
  if (!provider.isReceivingJobs) return jm.pausedNoJobs;
  return null;
}

function JobsContent({ provider }: { provider: ProviderView }) {
  const navigate = useNavigate();
  const jobs = useProviderJobs();
  const claim = useClaimJob();
  useLiveJobs(provider.status === 'active');

  useErrorToast(jobs.error, m.error);

  const claimJob = (job: ProviderJobListItem) =>
    claim.mutate(job.id, {
      onSuccess: (claimed) => {
        toast.success(jm.jobClaimed, { description: jm.jobClaimedDescription });
        void navigate(paths.providerJob(claimed.job.id));
      },
      // "Already claimed by <business>" when someone was faster: the server's words
      onError: (err) => toast.error(m.error, { description: err.message }),
    });

  if (!jobs.data) return jobs.error ? null : <Spinner label="Loading jobs" />;
  const shown = jobs.data.pages.flatMap((page) => page.jobs);
  const available = shown.filter((j) => j.customer === null && j.status === 'open');
  const claimed = shown.filter((j) => j.customer !== null);
  const reason = unavailableReason(provider);
  // with older pages still to load, a count is of what is shown, and an empty list may have older jobs
  const count = (list: unknown[]) =>
    !jobs.hasNextPage ? `(${list.length})` : list.length ? `(${list.length}+)` : null;

  return (
    <>
      <section aria-labelledby="available-jobs" className="grid gap-4">
        <h2 id="available-jobs" className="text-xl font-semibold">
          {jm.availableJobs} <span className="text-muted-foreground">{count(available)}</span>
        </h2>
        {reason ? (
          <p
            role="status"
            className="rounded-lg border border-amber-300 bg-warning p-4 text-sm text-warning-foreground"
          >
            {reason}
          </p>
        ) : null}
        {available.length ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {available.map((job) => {
              const claiming = claim.isPending && claim.variables === job.id;
              return (
                <li key={job.id}>
                  <Card className="flex h-full flex-col">
                    <CardContent className="flex-1 pt-6">
                      <JobFacts job={job} />
                      <p className="mt-3 text-xs text-muted-foreground">Received {formatDateTime(job.createdAt)}</p>
                    </CardContent>
                    <CardFooter className="flex-wrap gap-2">
                      <Button
                        onClick={() => claimJob(job)}
                        disabled={claim.isPending}
                        aria-label={
                          claiming ? jm.claiming : `${jm.claim}: ${job.serviceType} in ${job.town ?? jm.noTown}`
                        }
                      >
                        <Hand aria-hidden="true" /> {claiming ? jm.claiming : jm.claim}
                      </Button>
                      <Button asChild variant="ghost">
                        <Link to={paths.providerJob(job.id)}>{jm.viewDetails}</Link>
                      </Button>
                    </CardFooter>
                  </Card>
                </li>
              );
            })}
          </ul>
        ) : reason ? null : (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
              <Inbox className="size-8" aria-hidden="true" />
              <p>{jobs.hasNextPage ? jm.noneAmongNewest : jm.noAvailableJobs}</p>
            </CardContent>
          </Card>
        )}
      </section>

      <section aria-labelledby="claimed-jobs" className="grid gap-4">
        <h2 id="claimed-jobs" className="text-xl font-semibold">
          {jm.myClaimedJobs} <span className="text-muted-foreground">{count(claimed)}</span>
        </h2>
        <Card>
          {claimed.length ? (
            <ul className="divide-y">
              {claimed.map((job) => (
                <li key={job.id}>
                  <Link
                    to={paths.providerJob(job.id)}
                    className="flex flex-col gap-2 px-6 py-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-(--focus-ring) sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="grid min-w-0 gap-1">
                      <span className="font-semibold">
                        {job.customer?.name ?? 'Customer'} · {job.town ?? jm.noTown}
                      </span>
                      <span className="truncate text-sm text-muted-foreground">{job.problem}</span>
                      <span className="text-xs text-muted-foreground">
                        {job.claimedAt ? `Claimed ${formatDateTime(job.claimedAt)}` : null}
                      </span>
                    </span>
                    <span className="flex shrink-0 items-center justify-between gap-3">
                      <span className="flex flex-wrap items-center gap-2">
                        <WorkStatusBadge job={job} />
                        <JobBadges job={job} />
                      </span>
                      <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <CardContent className="py-10 text-center text-muted-foreground">
              <p>{jobs.hasNextPage ? jm.noneAmongNewest : m.noJobsYet}</p>
            </CardContent>
          )}
        </Card>
      </section>
      <LoadMoreButton query={jobs} label={jm.showOlderJobs} />
    </>
  );
}
