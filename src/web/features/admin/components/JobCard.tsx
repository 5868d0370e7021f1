import { AlertTriangle, Ban, Globe, Mail, MessageSquare, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { JOB_LIFETIME_HOURS } from '@shared/constants';
import { adminJobMessages, providerJobMessages } from '@shared/messages';
import type { Call } from '@shared/schemas/calls';
import type { JobOffer, JobOfferCall } from '@shared/schemas/jobs';
import { displayPhone, telHref } from '@shared/phone';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useCallJob, useJobAction } from '../api/call-job';
import { formatDateTime, formatDateTimeWithSeconds } from '@web/lib/format';
import {
  canCancel,
  canRedispatch,
  JOB_PHASE_LABELS,
  headStartNote,
  jobPhase,
  noJobReason,
  providerCount,
  redispatchReopens,
  type Job,
  type JobPhase,
} from '../job-state';
import { useErrorToast } from '@web/lib/use-error-toast';

const PHASE_BADGE: Record<JobPhase, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  waiting: 'outline',
  offered: 'default',
  unmatched: 'destructive',
  claimed: 'secondary',
  expired: 'outline',
  cancelled: 'outline',
};

/** The call's marketplace job: where it stands, who was offered it, who claimed it; re-dispatch and cancel. */
export function JobCard({ call }: { call: Call }) {
  const job = useCallJob(call.id);

  useErrorToast(job.error, adminJobMessages.loadError);

  return (
    <Card role="region" aria-labelledby="job-heading">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="job-heading">Job</CardTitle>
        {job.data?.job ? (
          <Badge variant={PHASE_BADGE[jobPhase(job.data.job)]}>{JOB_PHASE_LABELS[jobPhase(job.data.job)]}</Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        {job.isPending ? (
          <Spinner label="Loading job" className="p-4" />
        ) : job.error ? (
          <p className="text-sm text-muted-foreground">The job could not be loaded.</p>
        ) : job.data.job ? (
          <JobDetails callId={call.id} job={job.data.job} />
        ) : (
          <p className="text-sm text-muted-foreground">{noJobReason(call)}</p>
        )}
      </CardContent>
    </Card>
  );
}

function JobDetails({ callId, job }: { callId: string; job: Job }) {
  const phase = jobPhase(job);
  const headStart = headStartNote(job);
  return (
    <div className="grid gap-4">
      {headStart ? (
        <p className="flex items-center gap-2 text-sm" data-testid="head-start">
          <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {headStart}
        </p>
      ) : null}
      {phase === 'unmatched' ? (
        <div
          role="status"
          className="flex gap-2 rounded-md border border-amber-300 bg-warning p-3 text-sm text-warning-foreground"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{adminJobMessages.noProviderMatched}</p>
            <p>{adminJobMessages.noProviderMatchedDescription(job.serviceType)}</p>
          </div>
        </div>
      ) : null}
      {phase === 'waiting' ? (
        <p className="text-sm text-muted-foreground">
          Not offered to anyone yet: providers are notified as soon as the job queue dispatches it.
        </p>
      ) : null}
      <dl className="grid gap-3 text-sm">
        {phase === 'claimed' && job.claimedBy ? (
          <Row label="Claimed by">
            <Link
              to={paths.adminProvider(job.claimedBy.providerId)}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {job.claimedBy.businessName}
            </Link>
          </Row>
        ) : null}
        {phase === 'claimed' && !job.claimedBy ? <Row label="Claimed by">A provider that no longer exists</Row> : null}
        {job.claimedAt ? <Row label="Claimed">{dateOf(job.claimedAt)}</Row> : null}
        {job.offeredProviderCount !== null ? (
          <Row label="Offered to">{providerCount(job.offeredProviderCount)}</Row>
        ) : null}
        {job.dispatchedAt ? <Row label="Dispatched">{dateOf(job.dispatchedAt)}</Row> : null}
        {job.status === 'cancelled' ? <Row label="Cancelled">{dateOf(job.updatedAt)}</Row> : null}
        {job.status === 'open' || job.status === 'expired' ? (
          <Row label={job.status === 'expired' ? 'Expired' : 'Expires'}>{dateOf(job.expiresAt)}</Row>
        ) : null}
        {job.offerRound > 1 ? (
          <Row label="Offer round">{`${job.offerRound} (reopened ${job.offerRound - 1} time${job.offerRound === 2 ? '' : 's'})`}</Row>
        ) : null}
        {job.workStatus && job.status === 'claimed' ? (
          <Row label="Progress">
            {providerJobMessages.workStatus[job.workStatus]}
            {job.confirmedWindow ? ` (window ${job.confirmedWindow})` : ''}
          </Row>
        ) : null}
        <Row label="Job created">{dateOf(job.createdAt)}</Row>
      </dl>
      {job.offers.length ? <OfferList offers={job.offers} rounds={job.offerRound} /> : null}
      {job.offerCalls.length ? <OfferCallList calls={job.offerCalls} rounds={job.offerRound} /> : null}
      {job.releases.length ? (
        <section aria-labelledby="job-releases" className="grid gap-2 text-sm">
          <h3 id="job-releases" className="font-semibold">
            Released
          </h3>
          <ul className="grid gap-1.5">
            {job.releases.map((r) => (
              <li key={`${r.offerRound}-${r.createdAt}`}>
                <span className="font-medium">{r.businessName}</span>{' '}
                <span className="text-muted-foreground">
                  (round {r.offerRound}, {dateOf(r.createdAt)}):
                </span>{' '}
                {r.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {job.notes.length ? (
        <section aria-labelledby="job-notes" className="grid gap-2 text-sm">
          <h3 id="job-notes" className="font-semibold">
            Provider notes
          </h3>
          <ol className="grid gap-2">
            {job.notes.map((n) => (
              <li key={n.id} className="rounded-md border bg-muted/40 p-2">
                <p className="whitespace-pre-wrap break-words">{n.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {n.author} · {dateOf(n.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {(job.offeredProviderCount ?? 0) > 0 || job.offerRound > 1 || job.status === 'claimed' ? (
        <Link
          to={`${paths.adminOutbox}?${new URLSearchParams({ job: job.id, call: callId })}`}
          className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" /> Messages sent for this job
        </Link>
      ) : null}
      <JobActions callId={callId} job={job} />
    </div>
  );
}

function JobActions({ callId, job }: { callId: string; job: Job }) {
  const redispatch = useJobAction(callId, 'dispatch');
  const cancel = useJobAction(callId, 'cancel');
  const [confirming, setConfirming] = useState(false);
  const busy = redispatch.isPending || cancel.isPending;
  const reopens = redispatchReopens(job);

  const onRedispatch = () =>
    redispatch.mutate(undefined, {
      onSuccess: (result) =>
        result.job && result.job.offerRound > job.offerRound
          ? toast.success(adminJobMessages.reopened, {
              description: adminJobMessages.reopenedDescription(JOB_LIFETIME_HOURS),
            })
          : toast.success(adminJobMessages.redispatched, { description: adminJobMessages.redispatchedDescription }),
      onError: (err) => toast.error(adminJobMessages.redispatchError, { description: err.message }),
    });
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(adminJobMessages.cancelled, { description: adminJobMessages.cancelledDescription });
      },
      onError: (err) => {
        setConfirming(false);
        toast.error(adminJobMessages.cancelError, { description: err.message });
      },
    });

  if (!canRedispatch(job) && !canCancel(job)) return null;
  return (
    <div className="grid gap-2">
      {reopens ? (
        <p className="text-sm text-muted-foreground" id="redispatch-hint">
          Re-dispatching reopens the job for {JOB_LIFETIME_HOURS} hours and sends every eligible provider a new claim
          link.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canRedispatch(job) ? (
          <Button onClick={onRedispatch} disabled={busy} aria-describedby={reopens ? 'redispatch-hint' : undefined}>
            <RefreshCw aria-hidden="true" className={redispatch.isPending ? 'animate-spin' : undefined} /> Re-dispatch
          </Button>
        ) : null}
        {canCancel(job) ? (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
            <Ban aria-hidden="true" /> Cancel job
          </Button>
        ) : null}
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !cancel.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this job?</DialogTitle>
            <DialogDescription>
              Providers can no longer claim it and the claim links already sent stop working. You can re-dispatch it
              later; every eligible provider then gets a new link.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep job
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={onCancel} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Cancel job'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

const OFFER_STATUS: Record<JobOffer['status'], string> = {
  queued: 'Waiting to be sent',
  sent: 'Delivered',
  failed: 'Failed',
};

/** Who was offered the job, on which channel, and when each offer was delivered (opened by default when short). */
function OfferList({ offers, rounds }: { offers: JobOffer[]; rounds: number }) {
  return (
    <details open={offers.length <= 6} className="group rounded-md border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{`Offers sent (${offers.length})`}</summary>
      <ol className="divide-y border-t text-sm" aria-label="Offers">
        {offers.map((offer) => {
          const Icon = offer.channel === 'email' ? Mail : MessageSquare;
          return (
            <li key={offer.messageId} className="grid gap-0.5 px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-x-3">
                {offer.business ? (
                  <Link
                    to={paths.adminProvider(offer.business.providerId)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {offer.business.businessName}
                  </Link>
                ) : (
                  <span className="font-semibold">A removed team member</span>
                )}
                {rounds > 1 ? <span className="text-xs text-muted-foreground">Round {offer.offerRound}</span> : null}
              </div>
              <div className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                {offer.memberName ? <span>{offer.memberName}</span> : null}
                <a
                  href={offer.channel === 'sms' ? telHref(offer.recipient) : `mailto:${offer.recipient}`}
                  className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                >
                  <Icon className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="sr-only">{offer.channel === 'sms' ? 'SMS to' : 'Email to'}</span>
                  {offer.channel === 'sms' ? displayPhone(offer.recipient) : offer.recipient}
                </a>
              </div>
              <p className={offer.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
                {OFFER_STATUS[offer.status]}
                {offer.sentAt ? (
                  <>
                    {' '}
                    <time dateTime={offer.sentAt}>{formatDateTimeWithSeconds(offer.sentAt)}</time>
                  </>
                ) : null}
              </p>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

// Twilio's CallStatus words, as an admin reads them
const OFFER_CALL_STATUS: Record<string, string> = {
  pending: 'Not placed yet',
  placed: 'Ringing',
  queued: 'Ringing',
  ringing: 'Ringing',
  'in-progress': 'Answered',
  completed: 'Answered',
  'no-answer': 'No answer',
  busy: 'Busy',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/** An urgent job's phone calls to the teams ("Press 1 to take it"): who was rung, and how each call ended. */
function OfferCallList({ calls, rounds }: { calls: JobOfferCall[]; rounds: number }) {
  return (
    <details open={calls.length <= 6} className="rounded-md border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{`Phone calls (${calls.length})`}</summary>
      <ol className="divide-y border-t text-sm" aria-label="Phone calls">
        {calls.map((call) => (
          <li key={call.id} className="grid gap-0.5 px-3 py-2">
            <div className="flex flex-wrap items-center justify-between gap-x-3">
              <Link
                to={paths.adminProvider(call.business.providerId)}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {call.business.businessName}
              </Link>
              {rounds > 1 ? <span className="text-xs text-muted-foreground">Round {call.offerRound}</span> : null}
            </div>
            <div className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
              {call.memberName ? <span>{call.memberName}</span> : null}
              <a href={telHref(call.phone)} className="text-primary underline-offset-4 hover:underline">
                {displayPhone(call.phone)}
              </a>
            </div>
            <p className={call.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
              {OFFER_CALL_STATUS[call.status] ?? call.status}{' '}
              <time dateTime={call.updatedAt}>{formatDateTimeWithSeconds(call.updatedAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

const dateOf = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
