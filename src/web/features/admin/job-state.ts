import type { Call } from '@shared/schemas/calls';
import type { CallJob } from '@shared/schemas/jobs';
import { formatTime } from '@web/lib/format';

export type Job = NonNullable<CallJob['job']>;

/** Why a call has no job (the calls trigger makes one only for a call with a service type that is not resolved). */
export function noJobReason(call: Pick<Call, 'serviceType' | 'status' | 'summary'>): string {
  if (call.status === 'resolved' && call.summary === 'Hang-up')
    return 'The caller hung up without saying anything, so no job was created.';
  if (!call.serviceType) return 'The call has no service type, so no job was created.';
  if (call.status === 'resolved')
    return 'The call was resolved when it was stored (fixed during the call, or outside the service area), so no job was created.';
  return 'No job was created for this call.';
}

export type JobPhase = 'waiting' | 'offered' | 'unmatched' | 'claimed' | 'expired' | 'cancelled';

/** Where the job stands, as the admin reads it: an open job is waiting for its dispatch, offered, or matched nobody. */
export function jobPhase(job: Job): JobPhase {
  if (job.status !== 'open') return job.status;
  if (!job.dispatchedAt || job.offeredProviderCount === null) return 'waiting';
  return job.offeredProviderCount === 0 ? 'unmatched' : 'offered';
}

export const JOB_PHASE_LABELS: Record<JobPhase, string> = {
  waiting: 'Waiting for dispatch',
  offered: 'Open',
  unmatched: 'No provider matched',
  claimed: 'Claimed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const providerCount = (n: number) => `${n} provider${n === 1 ? '' : 's'}`;

/** A claimed job stays with its winner; anything else can be offered again (expired and cancelled ones are reopened). */
export const canRedispatch = (job: Job) => job.status !== 'claimed';
export const canCancel = (job: Job) => job.status === 'open';
export const redispatchReopens = (job: Job) =>
  job.status === 'expired' || job.status === 'cancelled' || Date.parse(job.expiresAt) <= Date.now();

/**
 * A Spanish-speaking caller's job is offered first to Spanish-speaking teams (jobs.head_start_until): while it lasts,
 * and afterwards, when it ended and every team got the job. Null for a job that never had one.
 */
export function headStartNote(job: Pick<Job, 'headStartUntil' | 'status'>, now = Date.now()): string | null {
  if (!job.headStartUntil) return null;
  const until = formatTime(job.headStartUntil);
  if (Date.parse(job.headStartUntil) > now && job.status === 'open')
    return `Offered first to Spanish-speaking teams until ${until}`;
  return `Offered first to Spanish-speaking teams until ${until}, then to every team`;
}
