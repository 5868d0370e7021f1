import { ArrowLeft, Mail, MessageSquare, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { adminOutboxMessages } from '@shared/messages';
import type { OutboxMessage } from '@shared/schemas/jobs';
import { paths } from '@web/config/paths';
import { displayPhone, telHref } from '@shared/phone';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useOutbox } from './api/get-outbox';
import { AdminLayout } from './components/AdminLayout';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { formatDateTimeWithSeconds } from '@web/lib/format';
import { EmptyState } from '@web/components/EmptyState';
import { useErrorToast } from '@web/lib/use-error-toast';

const STATUS_BADGE: Record<
  OutboxMessage['status'],
  { label: string; variant: 'outline' | 'secondary' | 'destructive' }
> = {
  queued: { label: 'Queued', variant: 'outline' },
  sent: { label: 'Sent', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** /admin/outbox: every email and SMS the product sent or queued, newest first (where they land in development); ?job= narrows it to one job. */
export default function OutboxPage() {
  const [search] = useSearchParams();
  // ?job=<job id> (and the call it belongs to, for the way back): what one job sent
  const jobId = search.get('job') ?? undefined;
  const callId = search.get('call');
  const outbox = useOutbox(jobId);
  const messages = outbox.data?.pages.flatMap((page) => page.messages) ?? [];

  useErrorToast(outbox.error, adminOutboxMessages.loadError);

  return (
    <AdminLayout>
      {jobId && callId ? (
        <Button asChild variant="ghost" className="mb-4 -ml-2">
          <Link to={paths.adminCall(callId)}>
            <ArrowLeft aria-hidden="true" /> Back to the call
          </Link>
        </Button>
      ) : null}
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle as="h1">{jobId ? "One job's messages" : 'Outbox'}</CardTitle>
            <CardDescription>
              {jobId ? (
                <>
                  {`Offers, "job taken" notes and the customer's confirmation of one job, newest first. `}
                  <Link
                    to={paths.adminOutbox}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Show all messages
                  </Link>
                </>
              ) : (
                'Every email and text message Earl sent or queued, newest first. Without SMTP or Twilio settings, Sent means recorded here only.'
              )}
            </CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={outbox.isFetching && !outbox.isFetchingNextPage ? 'animate-spin' : undefined}
            />{' '}
            Refresh
          </Button>
        </CardHeader>
        <CardContent>
          {outbox.isPending ? (
            <Spinner label="Loading messages" />
          ) : messages.length === 0 ? (
            <EmptyState>
              <p className="font-semibold text-foreground">
                {outbox.error ? adminOutboxMessages.loadError : adminOutboxMessages.empty}
              </p>
              {outbox.error ? null : <p className="text-sm">{adminOutboxMessages.emptyDescription}</p>}
            </EmptyState>
          ) : (
            <ol className="grid gap-3" aria-label="Messages">
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ol>
          )}
          <LoadMoreButton query={outbox} label={adminOutboxMessages.loadMore} />
        </CardContent>
      </Card>
    </AdminLayout>
  );
}

function MessageItem({ message }: { message: OutboxMessage }) {
  const status = STATUS_BADGE[message.status];
  const Icon = message.channel === 'email' ? Mail : MessageSquare;
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          {message.channel === 'email' ? 'Email' : 'SMS'}
        </span>
        <span className="min-w-0 break-all">
          <span className="sr-only">to </span>
          {message.channel === 'sms' ? (
            <a href={telHref(message.recipient)} className="text-primary underline-offset-4 hover:underline">
              {displayPhone(message.recipient)}
            </a>
          ) : (
            message.recipient
          )}
        </span>
        {message.business ? (
          <Link
            to={paths.adminProvider(message.business.providerId)}
            className="min-w-0 font-medium text-primary underline-offset-4 hover:underline"
            aria-label={`Business: ${message.business.businessName}`}
          >
            {message.business.businessName}
          </Link>
        ) : null}
        <Badge variant={status.variant} className="ml-auto">
          {status.label}
        </Badge>
      </div>
      {message.subject ? <p className="font-semibold wrap-anywhere">{message.subject}</p> : null}
      {/* plain text, never HTML: React escapes it */}
      <p className="whitespace-pre-wrap wrap-anywhere">{message.body}</p>
      {message.status === 'failed' && message.error ? (
        <p className="rounded-md bg-destructive/10 px-3 py-2 text-destructive wrap-anywhere">
          <span className="font-semibold">{`Attempt ${message.attempts} failed:`}</span> {message.error}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>
          Created <time dateTime={message.createdAt}>{formatDateTimeWithSeconds(message.createdAt)}</time>
        </span>
        {message.sentAt ? (
          <span>
            Sent <time dateTime={message.sentAt}>{formatDateTimeWithSeconds(message.sentAt)}</time>
          </span>
        ) : null}
      </p>
    </li>
  );
}
