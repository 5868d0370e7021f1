import { ArrowRight, CheckCircle2, Hand, Home, LogIn, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { marketplaceMessages, providerJobMessages as jm } from '@shared/messages';
import type { ClaimedJob } from '@shared/schemas/jobs';
import { paths, providerLoginReturningTo } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { useClaimTeaser, useClaimWithLink } from './api/claim-link';
import { CustomerDetails } from './components/CustomerDetails';
import { JobFacts } from './components/JobFacts';
import { Main } from '@web/components/SkipLink';

// a malformed token gets the schema's words from the server; the person holding it needs these
const messageOf = (error: Error) =>
  error instanceof ApiError && error.status === 400 ? marketplaceMessages.claimLinkInvalid : error.message;

// these answers are final for this link: pressing Claim again cannot change them
const isFinal = (error: Error | null) => error instanceof ApiError && [400, 403, 404, 409].includes(error.status);

/**
 * /claim/{token}: the link a team member got by SMS or email. Opening it only shows the offer (link previewers
 * open links too); pressing Claim claims it. No password needed: the link is the credential, and single-use.
 */
export default function ClaimJobPage() {
  const { token = '' } = useParams();
  const teaser = useClaimTeaser(token);
  const claim = useClaimWithLink(token);

  let content: ReactNode;
  if (claim.data) content = <Won claimed={claim.data} />;
  else if (teaser.isPending) content = <Spinner label="Loading the job" />;
  else if (teaser.error) content = <Closed message={messageOf(teaser.error)} />;
  else if (teaser.data.takenBy && teaser.data.jobId)
    content = <TakenByUs takenBy={teaser.data.takenBy} jobId={teaser.data.jobId} />;
  else if (teaser.data.state === 'claimed')
    content = <Closed message={marketplaceMessages.alreadyClaimed(teaser.data.claimedBy ?? '')} />;
  else if (teaser.data.state === 'unavailable') content = <Closed message={marketplaceMessages.jobNotClaimable} />;
  else {
    const { job, offeredTo } = teaser.data;
    content = (
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {jm.claimThisJob}
          </CardTitle>
          <CardDescription>
            {offeredTo ? `New job for ${offeredTo}. ` : null}
            {jm.claimIntro}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <JobFacts job={job} />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          {claim.error ? (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 font-semibold text-destructive"
            >
              <XCircle className="size-5 shrink-0" aria-hidden="true" /> {messageOf(claim.error)}
            </p>
          ) : null}
          {isFinal(claim.error) ? null : (
            <Button
              size="lg"
              onClick={() => claim.mutate()}
              disabled={claim.isPending}
              className="w-full sm:w-auto sm:self-start"
            >
              <Hand aria-hidden="true" /> {claim.isPending ? jm.claiming : jm.claim}
            </Button>
          )}
        </CardFooter>
      </Card>
    );
  }

  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <Link
            to={paths.home}
            className="text-xl font-bold text-primary focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
          >
            Earl
          </Link>
          <span className="text-sm text-muted-foreground">For service providers</span>
        </div>
      </header>
      <Main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        {content}
        {teaser.data?.takenBy && !claim.data ? null : <PortalLink jobId={claim.data?.job.id} />}
      </Main>
    </div>
  );
}

function Won({ claimed }: { claimed: ClaimedJob }) {
  return (
    <>
      <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-background p-4">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-bold">{jm.youClaimedIt}</h1>
          <p className="text-muted-foreground">
            {claimed.businessName ? `Claimed for ${claimed.businessName}. ` : null}
            {jm.youClaimedItDescription}
          </p>
        </div>
      </div>
      <CustomerDetails job={{ ...claimed.job, customer: claimed.job.customer! }} />
    </>
  );
}

/** The link opened again once its own team holds the job: straight to the job (through sign-in when needed). */
function TakenByUs({ takenBy, jobId }: { takenBy: 'you' | 'team'; jobId: string }) {
  const { providerId } = useSession();
  const target = paths.providerJob(jobId);
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
        <CardTitle as="h1" className="text-2xl">
          {takenBy === 'you' ? jm.youTookIt : jm.teamTookIt}
        </CardTitle>
        <CardDescription>{takenBy === 'you' ? jm.youTookItDescription : jm.teamTookItDescription}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button asChild size="lg">
          <Link to={providerId ? target : providerLoginReturningTo(target)}>
            <ArrowRight aria-hidden="true" /> {jm.openJob}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function Closed({ message }: { message: string }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <XCircle className="size-10 text-muted-foreground" aria-hidden="true" />
        <CardTitle as="h1" className="text-2xl">
          {message}
        </CardTitle>
        <CardDescription>{jm.closedHint}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button asChild variant="outline">
          <Link to={paths.home}>
            <Home aria-hidden="true" /> Back to Home
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The provider portal: straight to the job for a signed-in provider, otherwise its sign-in. */
function PortalLink({ jobId }: { jobId: string | undefined }) {
  const { providerId } = useSession();
  const to = providerId ? (jobId ? paths.providerJob(jobId) : paths.providerJobs) : paths.providerLogin;
  return (
    <Button asChild variant={jobId ? 'default' : 'link'} className="justify-self-center">
      <Link to={to}>
        <LogIn aria-hidden="true" /> {providerId ? 'Open the provider portal' : jm.signInToPortal}
      </Link>
    </Button>
  );
}
