import { SpanishBadge } from './components/SpanishBadge';
import { AlertTriangle, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeadCheck } from '@shared/constants';
import { adminCallMessages } from '@shared/messages';
import { paths } from '@web/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { useCallLog } from './api/get-call-log';
import { useLiveCalls } from './api/use-live-calls';
import { AdminLayout } from './components/AdminLayout';
import { LeadCheckBadge } from './components/LeadCheckBadge';
import { LoadMoreButton } from './components/LoadMoreButton';
import { CallStatusBadge } from './components/StatusBadges';
import { formatDateTime } from '@web/lib/format';
import { EmptyState } from '@web/components/EmptyState';
import { useErrorToast } from '@web/lib/use-error-toast';

/** /admin and /getearl: every call, newest first, updated live (spec section 2). */
export default function CallLogPage() {
  useLiveCalls();
  const [leadCheck, setLeadCheck] = useState<LeadCheck | undefined>(undefined);
  const log = useCallLog(leadCheck);
  const calls = log.data?.pages.flatMap((page) => page.calls) ?? [];
  const first = log.data?.pages[0];
  const total = first?.total ?? 0;

  useErrorToast(log.error, adminCallMessages.fetchCallsError);

  return (
    <AdminLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Call Log</CardTitle>
          <CardDescription aria-live="polite">
            {log.isPending
              ? 'Loading calls…'
              : first?.totalIsExact === false
                ? adminCallMessages.callCountEstimate(total)
                : adminCallMessages.callCount(total)}
          </CardDescription>
          <div className="mt-2 grid max-w-xs gap-1">
            <Label htmlFor="lead-check-filter">Show</Label>
            <NativeSelect
              id="lead-check-filter"
              value={leadCheck ?? ''}
              onChange={(e) => setLeadCheck((e.target.value || undefined) as LeadCheck | undefined)}
            >
              <option value="">{adminCallMessages.allLeads}</option>
              <option value="unverified">{adminCallMessages.leadUnverified}</option>
              <option value="incomplete">{adminCallMessages.leadIncomplete}</option>
            </NativeSelect>
          </div>
        </CardHeader>
        <CardContent>
          {log.isPending ? (
            <Spinner label="Loading calls" />
          ) : calls.length === 0 ? (
            <EmptyState>
              <p>{adminCallMessages.noCalls}</p>
            </EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label="Calls">
              {calls.map((call) => (
                <li key={call.id}>
                  <Link
                    to={paths.adminCall(call.id)}
                    className="group flex items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-muted/60"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{call.customerName || adminCallMessages.unknownCaller}</span>
                        <CallStatusBadge status={call.status} />
                        {call.urgency === 'urgent' ? (
                          <span className="inline-flex items-center gap-1 text-xs font-semibold text-destructive">
                            <AlertTriangle className="size-3.5" aria-hidden="true" /> Urgent
                          </span>
                        ) : null}
                        {call.language === 'es' ? <SpanishBadge /> : null}
                        <LeadCheckBadge leadCheck={call.leadCheck} />
                      </div>
                      <p className="mt-1 text-sm text-muted-foreground">
                        <time dateTime={call.createdAt}>{formatDateTime(call.createdAt)}</time>
                        {call.serviceType ? ` · ${call.serviceType}` : ''}
                      </p>
                      {call.summary ? <p className="mt-2 line-clamp-2 text-sm">{call.summary}</p> : null}
                    </div>
                    <ChevronRight
                      className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton query={log} label="Load more calls" />
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
