import { SpanishBadge } from './components/SpanishBadge';
import { ArrowLeft, Mail, Phone, Star } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { CALL_STATUS_LABELS, CALL_STATUSES, type CallStatus } from '@shared/constants';
import { adminCallMessages } from '@shared/messages';
import type { Call } from '@shared/schemas/calls';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useAdmins } from './api/get-admins';
import { useCall } from './api/get-call';
import { useMatchingProviders, useSuggestedVendors } from './api/get-vendors';
import { logCallView } from './api/log-call-view';
import { useReleaseLead } from './api/release-lead';
import { useUpdateCall } from './api/update-call';
import { useLiveCalls } from './api/use-live-calls';
import { useLiveJobs } from './api/use-live-jobs';
import { AdminLayout } from './components/AdminLayout';
import { JobCard } from './components/JobCard';
import { LeadCheckBadge } from './components/LeadCheckBadge';
import { CallStatusBadge } from './components/StatusBadges';
import { TranscriptView } from '@web/components/TranscriptView';
import { formatDateTime, formatDuration } from '@web/lib/format';
import { useErrorToast } from '@web/lib/use-error-toast';
import { displayPhone, telHref } from '@shared/phone';

const { notProvided, notSpecified } = adminCallMessages;

/** /admin/call/{id}: every field, the transcript, the marketplace job, status, assignee and suggested vendors (spec section 2). */
export default function CallDetailPage() {
  const { id = '' } = useParams();
  useLiveCalls();
  useLiveJobs();
  const call = useCall(id);
  const notFound = call.error instanceof ApiError && call.error.status === 404;

  useErrorToast(notFound ? null : call.error, adminCallMessages.loadCallError);

  useEffect(() => {
    if (call.data?.id) void logCallView(call.data.id, window.location.pathname);
  }, [call.data?.id]);

  return (
    <AdminLayout>
      <Button asChild variant="ghost" className="mb-4 -ml-2">
        <Link to={paths.admin}>
          <ArrowLeft aria-hidden="true" /> {adminCallMessages.backToDashboard}
        </Link>
      </Button>
      {call.isPending ? (
        <Spinner label="Loading call" />
      ) : call.data ? (
        <CallDetail call={call.data} />
      ) : (
        <Card className="mx-auto max-w-md text-center">
          <CardHeader>
            <CardTitle as="h1">{adminCallMessages.callNotFound}</CardTitle>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.admin}>{adminCallMessages.returnToDashboard}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </AdminLayout>
  );
}

function CallDetail({ call }: { call: Call }) {
  // on phones the actions come right after the call's facts, before a long transcript; on wide screens the
  // second row takes what the side column needs beyond the facts card, so the transcript follows the facts directly
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
      <Card className="lg:col-start-1 lg:row-start-1">
        <CardHeader className="flex-row flex-wrap items-center gap-3">
          <CardTitle as="h1">{call.customerName || adminCallMessages.unknownCaller}</CardTitle>
          <CallStatusBadge status={call.status} />
          {call.urgency === 'urgent' ? <span className="text-sm font-semibold text-destructive">Urgent</span> : null}
          {call.language === 'es' ? <SpanishBadge /> : null}
          <LeadCheckBadge leadCheck={call.leadCheck} />
          <CardDescription className="basis-full">
            <time dateTime={call.createdAt}>{formatDateTime(call.createdAt)}</time>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="Customer Name">{call.customerName || notProvided}</Field>
            <Field label="Customer Phone">
              {call.customerPhone ? <PhoneLink phone={call.customerPhone} /> : notProvided}
            </Field>
            <Field label="Service Type">{call.serviceType || notSpecified}</Field>
            <Field label="Service Address">{call.serviceAddress || notProvided}</Field>
            <Field label="Preferred Time 1">{call.preferredTime1 || notSpecified}</Field>
            <Field label="Preferred Time 2">{call.preferredTime2 || notSpecified}</Field>
            <Field label="Call Duration">
              {call.callDuration === null ? notSpecified : formatDuration(call.callDuration)}
            </Field>
            <Field label="Line Called">{call.phoneNumber ? displayPhone(call.phoneNumber) : notProvided}</Field>
            <Field label="Summary" wide>
              {call.summary || notProvided}
            </Field>
            {call.recordingUrl && (
              <Field label="Voice Message" wide>
                <a href={call.recordingUrl} target="_blank" rel="noreferrer" className="underline">
                  Listen to the recording
                </a>
              </Field>
            )}
          </dl>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {call.leadCheck === 'verified' ? null : <LeadCard call={call} />}
        <JobCard call={call} />
        <StatusCard call={call} />
        <AssigneeCard call={call} />
        <VendorsCard serviceType={call.serviceType} />
      </div>
      <Card className="lg:col-start-1 lg:row-start-2">
        <CardHeader>
          <CardTitle>Transcript</CardTitle>
        </CardHeader>
        <CardContent>
          <TranscriptView transcript={call.transcript} />
        </CardContent>
      </Card>
    </div>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={telHref(phone)}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      <Phone className="size-4" aria-hidden="true" />
      {displayPhone(phone)}
    </a>
  );
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** Why an unverified or incomplete call was not offered; an unverified one may be released by hand (audited). */
function LeadCard({ call }: { call: Call }) {
  const release = useReleaseLead(call.id);
  const unverified = call.leadCheck === 'unverified';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{unverified ? adminCallMessages.leadUnverified : adminCallMessages.leadIncomplete} lead</CardTitle>
        <CardDescription>
          {unverified ? adminCallMessages.leadUnverifiedDescription : adminCallMessages.leadIncompleteDescription}
        </CardDescription>
      </CardHeader>
      {unverified ? (
        <CardContent>
          {call.releasedAt ? (
            <p className="text-sm font-medium">
              {adminCallMessages.leadReleased} ·{' '}
              <time dateTime={call.releasedAt}>{formatDateTime(call.releasedAt)}</time>
            </p>
          ) : (
            <Button
              variant="outline"
              disabled={release.isPending}
              onClick={() =>
                release.mutate(undefined, {
                  onSuccess: () => toast.success(adminCallMessages.leadReleasedToast),
                  onError: (err) => toast.error(adminCallMessages.releaseLeadError, { description: err.message }),
                })
              }
            >
              {adminCallMessages.releaseLead}
            </Button>
          )}
        </CardContent>
      ) : null}
    </Card>
  );
}

function StatusCard({ call }: { call: Call }) {
  const update = useUpdateCall(call.id);
  const setStatus = (status: CallStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () => toast.success(adminCallMessages.callMarkedAs(status)),
        onError: (err) => toast.error(adminCallMessages.updateStatusError, { description: err.message }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle id="status-heading">Status</CardTitle>
      </CardHeader>
      <CardContent>
        <div role="group" aria-labelledby="status-heading" className="grid grid-cols-2 gap-2">
          {CALL_STATUSES.map((status) => (
            <Button
              key={status}
              variant={call.status === status ? 'default' : 'outline'}
              aria-pressed={call.status === status}
              disabled={update.isPending}
              onClick={() => setStatus(status)}
            >
              {CALL_STATUS_LABELS[status]}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

function AssigneeCard({ call }: { call: Call }) {
  const admins = useAdmins();
  const update = useUpdateCall(call.id);

  useEffect(() => {
    // spec section 8: the admin list failing is only logged
    if (admins.error) console.warn('Could not load the admin list', admins.error);
  }, [admins.error]);

  const assign = (assignedTo: string | null) =>
    update.mutate(
      { assignedTo },
      {
        onSuccess: () => toast.success(assignedTo ? adminCallMessages.callAssigned : adminCallMessages.callUnassigned),
        onError: (err) => toast.error(adminCallMessages.updateAssignmentError, { description: err.message }),
      },
    );
  const known = admins.data ?? [];
  const assigneeMissing = call.assignedTo && !known.some((a) => a.id === call.assignedTo);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Assignment</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor="assignee">Assigned to</Label>
        <NativeSelect
          id="assignee"
          value={call.assignedTo ?? ''}
          disabled={update.isPending}
          onChange={(e) => assign(e.target.value || null)}
        >
          <option value="">{adminCallMessages.unassigned}</option>
          {known.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.email}
            </option>
          ))}
          {assigneeMissing ? <option value={call.assignedTo!}>{call.assignedTo}</option> : null}
        </NativeSelect>
      </CardContent>
    </Card>
  );
}

function VendorsCard({ serviceType }: { serviceType: string | null }) {
  const vendors = useSuggestedVendors(serviceType);
  const providers = useMatchingProviders(serviceType);
  return (
    <Card role="region" aria-labelledby="suggested-vendors-heading">
      <CardHeader>
        <CardTitle id="suggested-vendors-heading">Suggested Vendors</CardTitle>
        <CardDescription>
          {serviceType ? `Vendors for ${serviceType}` : 'The call has no service type yet.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {serviceType ? <MatchingProviders providers={providers} /> : null}
        {serviceType ? <h3 className="text-sm font-semibold">Vendor list</h3> : null}
        {!serviceType ? null : vendors.isPending ? (
          <Spinner label="Loading vendors" className="p-4" />
        ) : !vendors.data?.length ? (
          <p className="text-sm text-muted-foreground">No matching vendors.</p>
        ) : (
          <ul className="grid gap-3">
            {vendors.data.map((vendor) => (
              <li key={vendor.id} className="rounded-md border p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">{vendor.name}</p>
                  {vendor.rating !== null ? (
                    <span
                      className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold"
                      aria-label={`Rating ${vendor.rating} of 5`}
                    >
                      <Star className="size-3.5 fill-accent text-accent" aria-hidden="true" />{' '}
                      {vendor.rating.toFixed(1)}
                    </span>
                  ) : null}
                </div>
                <p className="text-xs text-muted-foreground">{vendor.serviceType}</p>
                {vendor.notes ? <p className="mt-1 text-muted-foreground">{vendor.notes}</p> : null}
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                  {vendor.phone ? (
                    <a
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                      href={telHref(vendor.phone)}
                    >
                      <Phone className="size-3.5" aria-hidden="true" /> {displayPhone(vendor.phone)}
                    </a>
                  ) : null}
                  {vendor.email ? (
                    <a
                      className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                      href={`mailto:${vendor.email}`}
                    >
                      <Mail className="size-3.5" aria-hidden="true" /> {vendor.email}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Our own active providers first: the marketplace offers them the job, so they are who the admin should call. */
function MatchingProviders({ providers }: { providers: ReturnType<typeof useMatchingProviders> }) {
  return (
    <section aria-labelledby="matching-providers" className="grid gap-2">
      <h3 id="matching-providers" className="text-sm font-semibold">
        Earl providers who take this job
      </h3>
      {providers.isPending ? (
        <Spinner label="Loading providers" className="p-4" />
      ) : !providers.data?.length ? (
        <p className="text-sm text-muted-foreground">No active provider takes this kind of job yet.</p>
      ) : (
        <ul className="grid gap-3">
          {providers.data.map((provider) => (
            <li key={provider.id} className="rounded-md border border-primary/40 p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <Link
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                  to={paths.adminProvider(provider.id)}
                >
                  {provider.businessName}
                </Link>
                <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                  Provider
                </span>
              </div>
              <p className="text-xs text-muted-foreground">
                {[provider.contactName, provider.city].filter(Boolean).join(' · ')}
              </p>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                <a
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  href={telHref(provider.phone)}
                >
                  <Phone className="size-3.5" aria-hidden="true" /> {displayPhone(provider.phone)}
                </a>
                <a
                  className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                  href={`mailto:${provider.email}`}
                >
                  <Mail className="size-3.5" aria-hidden="true" /> {provider.email}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
