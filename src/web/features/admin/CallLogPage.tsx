import { AlertTriangle, ChevronRight, Phone, Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CALL_SOURCES,
  CALL_STATUS_LABELS,
  CALL_STATUSES,
  LEAD_CHECKS,
  SERVICE_CATEGORIES,
  type CallSource,
  type CallStatus,
  type LeadCheck,
} from '@shared/constants';
import { adminCallMessages } from '@shared/messages';
import { displayPhone, telHref } from '@shared/phone';
import { CALL_LOG_SORTS, type CallLogSort } from '@shared/schemas/calls';
import { paths } from '@web/config/paths';
import { EmptyState } from '@web/components/EmptyState';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useErrorToast } from '@web/lib/use-error-toast';
import { useCallLog, type CallLogFilters } from './api/get-call-log';
import { useLiveCalls } from './api/use-live-calls';
import { AdminLayout } from './components/AdminLayout';
import { LeadCheckBadge } from './components/LeadCheckBadge';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { SpanishBadge } from './components/SpanishBadge';
import { CallStatusBadge } from './components/StatusBadges';

const SOURCE_LABELS: Record<CallSource, string> = { web: 'Web chat', phone: 'Phone line', vapi: 'Voice (Vapi)' };
const LEAD_LABELS: Record<Exclude<LeadCheck, 'verified'>, string> = {
  unverified: adminCallMessages.leadUnverified,
  incomplete: adminCallMessages.leadIncomplete,
};
const SORT_LABELS: Record<CallLogSort, string> = { priority: 'Urgent first', newest: 'Newest first' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The log's filters as the URL holds them (unknown values are ignored); no `sort` means urgent and unassigned first. */
function filtersFrom(params: URLSearchParams): CallLogFilters & { sort: CallLogSort } {
  const date = (name: string) => (DATE.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  return {
    q: params.get('q')?.trim() || undefined,
    status: oneOf(CALL_STATUSES, params.get('status')),
    urgency: oneOf(['normal', 'urgent'] as const, params.get('urgency')),
    category: params.get('category') || undefined,
    source: oneOf(CALL_SOURCES, params.get('source')),
    leadCheck: oneOf(LEAD_CHECKS, params.get('leadCheck')),
    from: date('from'),
    to: date('to'),
    sort: oneOf(CALL_LOG_SORTS, params.get('sort')) ?? 'priority',
  };
}

/** /admin and /getearl: every call, urgent and unassigned first, searchable and filtered from the URL, updated live (spec section 2). */
export default function CallLogPage() {
  useLiveCalls();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const log = useCallLog(filters);
  const calls = log.data?.pages.flatMap((page) => page.calls) ?? [];
  const first = log.data?.pages[0];
  const total = first?.total ?? 0;
  const filtered = [...params.keys()].some((name) => name !== 'sort');

  useErrorToast(log.error, adminCallMessages.fetchCallsError);

  // every filter lives in the URL (replacing the entry: a reload or a shared link shows the same log)
  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((q: string) => setParam('q', q || undefined), [setParam]);

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
          <SearchBox value={filters.q ?? ''} onSearch={onSearch} />
          <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            <Filter label="Status">
              {(id) => (
                <NativeSelect id={id} value={filters.status ?? ''} onChange={(e) => setParam('status', e.target.value)}>
                  <option value="">All</option>
                  {CALL_STATUSES.map((s: CallStatus) => (
                    <option key={s} value={s}>
                      {CALL_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Filter>
            <Filter label="Urgency">
              {(id) => (
                <NativeSelect
                  id={id}
                  value={filters.urgency ?? ''}
                  onChange={(e) => setParam('urgency', e.target.value)}
                >
                  <option value="">All</option>
                  <option value="urgent">Urgent</option>
                  <option value="normal">Normal</option>
                </NativeSelect>
              )}
            </Filter>
            <Filter label="Category">
              {(id) => (
                <NativeSelect
                  id={id}
                  value={filters.category ?? ''}
                  onChange={(e) => setParam('category', e.target.value)}
                >
                  <option value="">All</option>
                  {SERVICE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                  {filters.category && !(SERVICE_CATEGORIES as readonly string[]).includes(filters.category) ? (
                    <option value={filters.category}>{filters.category}</option>
                  ) : null}
                </NativeSelect>
              )}
            </Filter>
            <Filter label="Source">
              {(id) => (
                <NativeSelect id={id} value={filters.source ?? ''} onChange={(e) => setParam('source', e.target.value)}>
                  <option value="">All</option>
                  {CALL_SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {SOURCE_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Filter>
            <Filter label="Show">
              {(id) => (
                <NativeSelect
                  id={id}
                  value={filters.leadCheck ?? ''}
                  onChange={(e) => setParam('leadCheck', e.target.value)}
                >
                  <option value="">{adminCallMessages.allLeads}</option>
                  {(Object.keys(LEAD_LABELS) as (keyof typeof LEAD_LABELS)[]).map((l) => (
                    <option key={l} value={l}>
                      {LEAD_LABELS[l]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Filter>
            <Filter label="Order">
              {(id) => (
                <NativeSelect
                  id={id}
                  value={filters.sort}
                  onChange={(e) => setParam('sort', e.target.value === 'priority' ? undefined : e.target.value)}
                >
                  {CALL_LOG_SORTS.slice()
                    .reverse()
                    .map((s) => (
                      <option key={s} value={s}>
                        {SORT_LABELS[s]}
                      </option>
                    ))}
                </NativeSelect>
              )}
            </Filter>
            <Filter label="From" className="col-span-2 sm:col-span-1">
              {(id) => (
                <Input
                  id={id}
                  type="date"
                  className="min-w-0 px-2"
                  value={filters.from ?? ''}
                  max={filters.to}
                  onChange={(e) => setParam('from', e.target.value)}
                />
              )}
            </Filter>
            <Filter label="To" className="col-span-2 sm:col-span-1">
              {(id) => (
                <Input
                  id={id}
                  type="date"
                  className="min-w-0 px-2"
                  value={filters.to ?? ''}
                  min={filters.from}
                  onChange={(e) => setParam('to', e.target.value)}
                />
              )}
            </Filter>
          </div>
          {filtered ? (
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2 justify-self-start"
              onClick={() => setParams(filters.sort === 'priority' ? {} : { sort: filters.sort }, { replace: true })}
            >
              <X aria-hidden="true" /> Clear search and filters
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {log.isPending ? (
            <Spinner label="Loading calls" />
          ) : calls.length === 0 ? (
            <EmptyState>
              <p>{filtered ? 'No calls match the search and filters.' : adminCallMessages.noCalls}</p>
            </EmptyState>
          ) : (
            // while a new search, filter or order loads, the last results stay on screen, dimmed and marked busy
            <ul
              className={cn('grid gap-3 transition-opacity', log.isPlaceholderData && 'opacity-60')}
              aria-label="Calls"
              aria-busy={log.isPlaceholderData || undefined}
            >
              {calls.map((call) => (
                <li
                  key={call.id}
                  className="group relative flex items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-muted/60"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      {/* the link covers the whole card; the phone link sits above it */}
                      <Link
                        to={paths.adminCall(call.id)}
                        className="font-semibold after:absolute after:inset-0 after:rounded-lg"
                      >
                        {call.customerName || adminCallMessages.unknownCaller}
                      </Link>
                      <CallStatusBadge status={call.status} />
                      {call.urgency === 'urgent' ? (
                        <span className="inline-flex items-center gap-1 text-xs font-semibold text-destructive">
                          <AlertTriangle className="size-3.5" aria-hidden="true" /> Urgent
                        </span>
                      ) : null}
                      {call.assignedTo || call.status === 'resolved' ? null : (
                        <span className="text-xs font-medium text-muted-foreground">
                          {adminCallMessages.unassigned}
                        </span>
                      )}
                      {call.language === 'es' ? <SpanishBadge /> : null}
                      <LeadCheckBadge leadCheck={call.leadCheck} />
                    </div>
                    <p className="mt-1 text-sm text-muted-foreground">
                      <time dateTime={call.createdAt}>{formatDateTime(call.createdAt)}</time>
                      {call.serviceType ? ` · ${call.serviceType}` : ''}
                      {call.serviceAddress ? ` · ${call.serviceAddress}` : ''}
                    </p>
                    {call.customerPhone ? (
                      <a
                        href={telHref(call.customerPhone)}
                        className="relative z-10 mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                      >
                        <Phone className="size-3.5" aria-hidden="true" /> {displayPhone(call.customerPhone)}
                      </a>
                    ) : null}
                    {call.summary ? <p className="mt-2 line-clamp-2 text-sm">{call.summary}</p> : null}
                  </div>
                  <ChevronRight
                    className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
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

function Filter({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 content-start gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/** The search field: the URL follows the typing after a short pause, and a reload fills the field back in. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // the URL changed elsewhere (Clear, back button): show what it holds, keeping a trailing space being typed
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="mt-2 grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Label htmlFor="call-search">Search</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="call-search"
          type="search"
          className="pl-9"
          placeholder="Name, phone, address or summary"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </form>
  );
}
