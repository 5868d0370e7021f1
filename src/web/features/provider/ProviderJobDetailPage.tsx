import { Hand, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { providerJobMessages as jm, providerMessages as m } from '@shared/messages';
import type { ProviderJob } from '@shared/schemas/jobs';
import type { ProviderView } from '@shared/schemas/provider';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useClaimJob } from './api/claim-job';
import { useProviderJob } from './api/get-provider-job';
import { useLiveJobs } from './api/use-live-jobs';
import { CustomerDetails, isOwned } from './components/CustomerDetails';
import { JobFacts } from './components/JobFacts';
import { JobNotes } from './components/JobNotes';
import { JobProgress } from './components/JobProgress';
import { ProviderShell } from './components/ProviderShell';
import { useErrorToast } from '@web/lib/use-error-toast';

/**
 * /provider/jobs/{id}: a claimed job in full (its progress, the customer, address, windows, notes, the call), or an
 * open one to claim.
 */
export default function ProviderJobDetailPage() {
  const { id = '' } = useParams();
  const job = useProviderJob(id);
  const title = job.data ? `${job.data.serviceType} job in ${job.data.town ?? jm.noTown}` : 'Job';
  return (
    <ProviderShell title={title} back={{ to: paths.providerJobs, label: jm.backToJobs }}>
      {(provider) => <JobDetail provider={provider} id={id} />}
    </ProviderShell>
  );
}

function JobDetail({ provider, id }: { provider: ProviderView; id: string }) {
  const job = useProviderJob(id);
  useLiveJobs(provider.status === 'active');
  const notFound = job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 400);

  useErrorToast(notFound ? null : job.error, m.error);

  return (
    <>
      {job.data ? (
        isOwned(job.data) ? (
          <>
            <JobProgress job={job.data} />
            <CustomerDetails job={job.data} beforeTranscript={<JobNotes jobId={job.data.id} />} />
          </>
        ) : (
          <OpenJob job={job.data} />
        )
      ) : notFound ? (
        <Card>
          <CardHeader className="items-center text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <CardTitle>{jm.jobNotFound}</CardTitle>
            <CardDescription>{jm.jobNotFoundDescription}</CardDescription>
          </CardHeader>
          <CardFooter className="justify-center">
            <Button asChild>
              <Link to={paths.providerJobs}>{jm.backToJobs}</Link>
            </Button>
          </CardFooter>
        </Card>
      ) : job.error ? null : (
        <Spinner label="Loading job" />
      )}
    </>
  );
}

/** An open job the provider may claim: the teaser and the Claim button; winning swaps in the customer's details. */
function OpenJob({ job }: { job: ProviderJob }) {
  const claim = useClaimJob();
  const claimIt = () =>
    claim.mutate(job.id, {
      onSuccess: () => toast.success(jm.jobClaimed, { description: jm.jobClaimedDescription }),
      onError: (err) => toast.error(m.error, { description: err.message }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{jm.claimThisJob}</CardTitle>
        <CardDescription>{jm.claimIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <JobFacts job={job} />
      </CardContent>
      <CardFooter>
        <Button size="lg" onClick={claimIt} disabled={claim.isPending} className="w-full sm:w-auto">
          <Hand aria-hidden="true" /> {claim.isPending ? jm.claiming : jm.claim}
        </Button>
      </CardFooter>
    </Card>
  );
}
