import { Clock, FileText, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminCallMessages } from '@shared/messages';
import type { ProviderJob } from '@shared/schemas/jobs';
import { TranscriptView } from '@web/components/TranscriptView';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { JobBadges, JobWindows } from './JobFacts';
import { displayPhone, telHref } from '@shared/phone';

type OwnedJob = ProviderJob & { customer: NonNullable<ProviderJob['customer']> };

/**
 * Everything the winner of a job gets: who, where, when, what, and the call itself (`beforeTranscript`, e.g. the
 * job's notes, sits between the customer and the call).
 */
export function CustomerDetails({ job, beforeTranscript }: { job: OwnedJob; beforeTranscript?: ReactNode }) {
  const { customer } = job;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="gap-3">
          <JobBadges job={job} />
          <CardTitle>Customer</CardTitle>
          {job.claimedAt ? <CardDescription>Claimed {formatDateTime(job.claimedAt)}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact icon={<User />} label="Name">
              {customer.name ?? adminCallMessages.notProvided}
            </Fact>
            <Fact icon={<Phone />} label="Phone">
              {customer.phone ? (
                <a
                  href={telHref(customer.phone)}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {displayPhone(customer.phone)}
                </a>
              ) : (
                adminCallMessages.notProvided
              )}
            </Fact>
            <Fact icon={<MapPin />} label="Address">
              {customer.address ?? adminCallMessages.notProvided}
            </Fact>
            <Fact icon={<Clock />} label="Preferred times">
              <JobWindows job={job} />
            </Fact>
            <Fact icon={<FileText />} label="Problem" className="sm:col-span-2">
              {customer.summary ?? job.problem}
            </Fact>
          </dl>
        </CardContent>
      </Card>
      {beforeTranscript}
      <Card>
        <CardHeader>
          <CardTitle>Call Transcript</CardTitle>
        </CardHeader>
        <CardContent>
          <TranscriptView transcript={customer.transcript} />
        </CardContent>
      </Card>
    </div>
  );
}

// dl > div > dt + dd only: the icon sits inside the term
function Fact({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span className="[&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words pl-6">{children}</dd>
    </div>
  );
}

export const isOwned = (job: ProviderJob): job is OwnedJob => job.customer !== null;
