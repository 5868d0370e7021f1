import { Check, CheckCircle2, Flag, MapPinned, Undo2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { providerJobMessages as jm, providerMessages as m } from '@shared/messages';
import { RELEASE_REASON_MAX, WORK_STATUSES, type ProviderJob } from '@shared/schemas/jobs';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useConfirmWindow, useMarkArrived, useMarkCompleted, useReleaseJob } from '../api/job-work';
import { WorkStatusBadge } from './WorkStatusBadge';

const failed = (err: Error) => toast.error(m.error, { description: err.message });

/** The claimed job's progress and what the provider can do next: confirm a window, arrived, completed, release. */
export function JobProgress({ job }: { job: ProviderJob }) {
  const work = job.workStatus ?? 'claimed';
  const cancelled = job.status === 'cancelled';
  const done = work === 'completed';
  const arrived = useMarkArrived(job.id);
  const completed = useMarkCompleted(job.id);
  const busy = arrived.isPending || completed.isPending;

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{jm.progressTitle}</CardTitle>
          <WorkStatusBadge job={job} />
        </div>
        <Steps job={job} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {cancelled ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 font-semibold text-destructive"
          >
            <XCircle className="size-5 shrink-0" aria-hidden="true" /> {jm.cancelledByCustomer}
          </p>
        ) : done ? (
          <p role="status" className="flex items-center gap-2 font-semibold text-primary">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" /> {jm.completedDescription}
          </p>
        ) : work === 'arrived' ? (
          <ConfirmedWindow job={job} />
        ) : (
          <WindowChoice job={job} />
        )}
      </CardContent>
      {cancelled || done ? null : (
        <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {work === 'arrived' ? null : (
            <Button
              variant={work === 'confirmed' ? 'default' : 'outline'}
              disabled={busy}
              onClick={() =>
                arrived.mutate(undefined, { onSuccess: () => toast.success(jm.markedArrived), onError: failed })
              }
            >
              <MapPinned aria-hidden="true" /> {jm.markArrived}
            </Button>
          )}
          <Button
            variant={work === 'arrived' ? 'default' : 'outline'}
            disabled={busy}
            onClick={() =>
              completed.mutate(undefined, {
                onSuccess: () => toast.success(jm.markedCompleted, { description: jm.completedDescription }),
                onError: failed,
              })
            }
          >
            <Flag aria-hidden="true" /> {jm.markCompleted}
          </Button>
          <ReleaseButton jobId={job.id} />
        </CardFooter>
      )}
    </Card>
  );
}

/** Claimed → window confirmed → arrived → completed, each with its time once reached. */
function Steps({ job }: { job: ProviderJob }) {
  const reached = WORK_STATUSES.indexOf(job.workStatus ?? 'claimed');
  const at = { claimed: job.claimedAt, confirmed: job.confirmedAt, arrived: job.arrivedAt, completed: job.completedAt };
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={jm.progressTitle}>
      {WORK_STATUSES.map((step, i) => {
        const isDone = i <= reached;
        return (
          <li
            key={step}
            aria-current={i === reached ? 'step' : undefined}
            className={cn(
              'flex items-start gap-2 rounded-md border p-2 text-sm',
              isDone ? 'border-primary/40 bg-primary/5' : 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border text-xs',
                isDone ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground/40',
              )}
              aria-hidden="true"
            >
              {isDone ? <Check className="size-3" /> : i + 1}
            </span>
            <span className="grid min-w-0">
              <span className={cn('font-medium', isDone && 'text-foreground')}>{jm.workStatus[step]}</span>
              {isDone && at[step] ? (
                <span className="text-xs text-muted-foreground">{formatDateTime(at[step])}</span>
              ) : (
                <span className="sr-only">not yet</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

const windowsOf = (job: ProviderJob) =>
  ([1, 2] as const).flatMap((n) => {
    const text = n === 1 ? job.preferredTime1 : job.preferredTime2;
    return text ? [{ n, text }] : [];
  });

function ConfirmedWindow({ job }: { job: ProviderJob }) {
  const confirmed = windowsOf(job).find((w) => w.n === job.confirmedWindow);
  if (!confirmed) return null;
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">{jm.confirmedFor}:</span>{' '}
      <span className="font-semibold">{confirmed.text}</span>
    </p>
  );
}

/** The customer's windows to pick from; confirming texts the customer. Changeable until the provider arrives. */
function WindowChoice({ job }: { job: ProviderJob }) {
  const windows = windowsOf(job);
  const [chosen, setChosen] = useState<1 | 2 | null>(job.confirmedWindow ?? windows[0]?.n ?? null);
  const confirm = useConfirmWindow(job.id);
  if (!windows.length) return <p className="text-sm text-muted-foreground">{jm.noWindows}</p>;
  const confirmIt = () => {
    if (chosen)
      confirm.mutate(chosen, {
        onSuccess: () => toast.success(jm.windowConfirmed, { description: jm.windowConfirmedDescription }),
        onError: failed,
      });
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm text-muted-foreground">
        {job.confirmedWindow ? jm.changeWindow : jm.confirmWindowIntro}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {windows.map((w) => (
          <label
            key={w.n}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-(--focus-ring)',
              chosen === w.n ? 'border-primary bg-primary/5' : 'hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={`window-${job.id}`}
              className="mt-0.5 size-4 accent-primary"
              checked={chosen === w.n}
              onChange={() => setChosen(w.n)}
            />
            <span className="grid">
              <span className="text-muted-foreground">Window {w.n}</span>
              <span className="font-semibold">{w.text}</span>
              {job.confirmedWindow === w.n ? (
                <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-primary">
                  <Check className="size-3" aria-hidden="true" /> {jm.workStatus.confirmed}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <Button
        className="sm:justify-self-start"
        onClick={confirmIt}
        disabled={!chosen || chosen === job.confirmedWindow || confirm.isPending}
      >
        <Check aria-hidden="true" /> {confirm.isPending ? jm.confirming : jm.confirmWindow}
      </Button>
    </fieldset>
  );
}

/** Release asks why (1–500 characters): the job goes back to the marketplace, offered to everyone else. */
function ReleaseButton({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const release = useReleaseJob(jobId, () => {
    toast.success(jm.released, { description: jm.releasedDescription });
    void navigate(paths.providerJobs);
  });
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError('Please say why.');
    release.mutate(trimmed, { onError: (err) => setError(err.message) });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (release.isPending ? undefined : setOpen(next))}>
      <Button
        variant="ghost"
        className="text-destructive hover:bg-destructive/10 sm:ml-auto"
        onClick={() => setOpen(true)}
      >
        <Undo2 aria-hidden="true" /> {jm.release}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{jm.releaseTitle}</DialogTitle>
          <DialogDescription>{jm.releaseIntro}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField
            id="release-reason"
            label={jm.releaseReason}
            error={error ?? undefined}
            hint={`${reason.length}/${RELEASE_REASON_MAX} characters`}
          >
            <textarea
              id="release-reason"
              rows={3}
              maxLength={RELEASE_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setError(null);
                setReason(e.target.value);
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'release-reason-error' : 'release-reason-hint'}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-(--focus-ring) aria-[invalid=true]:border-destructive sm:text-sm"
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={release.isPending}>
                {jm.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={release.isPending}>
              <Undo2 aria-hidden="true" /> {release.isPending ? jm.releasing : jm.release}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
