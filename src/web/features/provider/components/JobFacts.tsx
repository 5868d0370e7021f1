import { AlertTriangle, Clock, MapPin, Wrench } from 'lucide-react';
import { providerJobMessages as m } from '@shared/messages';
import type { ProviderJob } from '@shared/schemas/jobs';
import { Badge } from '@web/components/ui/badge';

export type JobTeaser = Pick<
  ProviderJob,
  'serviceType' | 'urgency' | 'town' | 'problem' | 'preferredTime1' | 'preferredTime2'
>;

/** Service type and urgency as badges: the first thing a busy provider scans for. */
export function JobBadges({ job }: { job: Pick<JobTeaser, 'serviceType' | 'urgency'> }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant="secondary">
        <Wrench className="mr-1 size-3" aria-hidden="true" />
        {job.serviceType}
      </Badge>
      {job.urgency === 'urgent' ? (
        <Badge variant="destructive">
          <AlertTriangle className="mr-1 size-3" aria-hidden="true" />
          Urgent
        </Badge>
      ) : null}
    </span>
  );
}

/** The two time windows the customer gave, as a list (either may be missing). */
export function JobWindows({ job }: { job: Pick<JobTeaser, 'preferredTime1' | 'preferredTime2'> }) {
  const windows = [job.preferredTime1, job.preferredTime2].filter((w): w is string => Boolean(w));
  if (!windows.length) return <span>{m.flexible}</span>;
  return (
    <ul className="grid gap-0.5">
      {windows.map((w, i) => (
        <li key={i}>
          <span className="text-muted-foreground">Window {i + 1}:</span> {w}
        </li>
      ))}
    </ul>
  );
}

/** What any eligible provider may know of a job before claiming it: the problem, the town and the windows. */
export function JobFacts({ job }: { job: JobTeaser }) {
  return (
    <div className="grid gap-3">
      <JobBadges job={job} />
      <p className="text-base">{job.problem}</p>
      <dl className="grid gap-2 text-sm">
        <div className="flex gap-2">
          <dt>
            <MapPin className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Town</span>
          </dt>
          <dd>{job.town ?? m.noTown}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Clock className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Preferred times</span>
          </dt>
          <dd>
            <JobWindows job={job} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
