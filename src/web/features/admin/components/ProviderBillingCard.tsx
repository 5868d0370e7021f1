import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { adminProviderMessages, billingMessages as bm } from '@shared/messages';
import type { JobAccess } from '@shared/schemas/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatCalendarDate, formatDateTimeWithSeconds, formatDollars } from '@web/lib/format';
import { InvoiceRow } from '@web/components/InvoiceRow';
import { useErrorToast } from '@web/lib/use-error-toast';
import { useProviderBilling, useSetComplimentary } from '../api/provider-billing';

const SUBSCRIPTION_LABELS = { none: 'None', active: 'Active', past_due: 'Past due', canceled: 'Canceled' } as const;

const JOB_ACCESS_LABELS: Record<JobAccess, string> = {
  not_required: 'No subscription needed (development mode or not approved)',
  complimentary: 'Receives jobs: complimentary',
  subscribed: 'Receives jobs: subscribed',
  grace: 'Receives jobs: payment failed, within the grace period',
  stopped_no_subscription: 'No jobs: no subscription yet',
  stopped_past_due: 'No jobs: payment failed, grace period over',
  stopped_canceled: 'No jobs: subscription ended',
};

/** The admin's view of a provider's billing: subscription, whether it gets jobs, the complimentary plan, events. */
export function ProviderBillingCard({ providerId }: { providerId: string }) {
  const billing = useProviderBilling(providerId);
  const setComplimentary = useSetComplimentary(providerId);
  useErrorToast(billing.error, adminProviderMessages.error);
  const b = billing.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <CreditCard className="size-5 text-primary" aria-hidden="true" /> Subscription
          {b?.mode === 'development' ? <Badge variant="outline">{bm.developmentMode}</Badge> : null}
        </CardTitle>
        {b ? <CardDescription>{JOB_ACCESS_LABELS[b.jobAccess]}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!b ? (
          <Spinner label="Loading subscription" />
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Field label="Subscription Status">{SUBSCRIPTION_LABELS[b.subscriptionStatus]}</Field>
              <Field label="Plan">{`Service Provider Plan, ${formatDollars(b.amount ?? b.pricePerMonth)}/month`}</Field>
              {b.endsOn ? <Field label="Ends On">{formatCalendarDate(b.endsOn)}</Field> : null}
              <Field label="Complimentary">{b.complimentary ? 'Yes' : 'No'}</Field>
              <Field label="Next Bill">{b.nextBillingDate ? formatCalendarDate(b.nextBillingDate) : '—'}</Field>
              <Field label="Past Due Since">{b.pastDueSince ? formatDateTimeWithSeconds(b.pastDueSince) : '—'}</Field>
              <Field label="Stripe Customer">{b.stripeCustomerId ?? '—'}</Field>
              <Field label="Stripe Subscription">{b.stripeSubscriptionId ?? '—'}</Field>
            </dl>
            <div>
              <Button
                variant="outline"
                disabled={setComplimentary.isPending}
                onClick={() =>
                  setComplimentary.mutate(!b.complimentary, {
                    onSuccess: (view) => toast.success(view.complimentary ? bm.complimentaryOn : bm.complimentaryOff),
                    onError: (err) => toast.error(adminProviderMessages.error, { description: err.message }),
                  })
                }
              >
                {b.complimentary ? 'Remove complimentary plan' : 'Make complimentary'}
              </Button>
            </div>
            <section aria-labelledby="billing-invoices">
              <h3 id="billing-invoices" className="mb-2 font-semibold">
                Invoices
              </h3>
              {b.invoices.length ? (
                <ul className="divide-y text-sm" aria-label="Invoices">
                  {b.invoices.map((invoice) => (
                    <InvoiceRow key={invoice.id} invoice={invoice} className="py-2" />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No invoices yet.</p>
              )}
            </section>
            <section aria-labelledby="billing-events">
              <h3 id="billing-events" className="mb-2 font-semibold">
                Billing history
              </h3>
              {b.events.length ? (
                <ol className="divide-y text-sm">
                  {b.events.map((e) => (
                    <li key={e.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                      <span className="font-mono">{e.type}</span>
                      <span className="text-muted-foreground">{formatDateTimeWithSeconds(e.createdAt)}</span>
                      <span className="w-full">{e.outcome ?? 'waiting to be processed'}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted-foreground">No Stripe events yet.</p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-all">{children}</dd>
    </div>
  );
}
