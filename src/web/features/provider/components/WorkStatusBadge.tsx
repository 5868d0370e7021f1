import { providerJobMessages as jm } from '@shared/messages';
import type { ProviderJob } from '@shared/schemas/jobs';
import { Badge } from '@web/components/ui/badge';

/** Where the provider's own job stands: its progress, or cancelled by the customer. Nothing for others' jobs. */
export function WorkStatusBadge({ job }: { job: Pick<ProviderJob, 'status' | 'workStatus'> }) {
  if (job.status === 'cancelled')
    return (
      <Badge variant="outline" className="border-destructive/50 text-destructive">
        {jm.cancelled}
      </Badge>
    );
  if (!job.workStatus) return null;
  const variant = job.workStatus === 'completed' ? 'outline' : job.workStatus === 'claimed' ? 'secondary' : 'default';
  return <Badge variant={variant}>{jm.workStatus[job.workStatus]}</Badge>;
}
