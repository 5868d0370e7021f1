import { CalendarClock, Check, CreditCard, FileText, Mail } from 'lucide-react';
import { type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_PROMISE_HOURS, SUPPORT_EMAIL } from '@shared/constants';
import { billingMessages as bm, providerMessages as m } from '@shared/messages';
import type { BillingView } from '@shared/schemas/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatCalendarDate, formatDollars } from '@web/lib/format';
import { InvoiceRow } from '@web/components/InvoiceRow';
import { useBilling } from './api/billing';
import { ManageBillingButton, StartSubscriptionButton } from './components/BillingButtons';
import { BillingNoticeFor } from './components/BillingNotice';
import { MockCardFields } from './components/MockCardFields';
import { ProviderShell } from './components/ProviderShell';
import { PLAN_FEATURES } from './components/signup/PaymentStep';
import { useErrorToast } from '@web/lib/use-error-toast';

/**
 * /provider/billing: the plan, the subscription's state and next bill, the invoices, and the buttons to Stripe
 * Checkout and the customer portal; in development mode (no Stripe) the schedule only, with a placeholder card form.
 */
export default function ProviderBillingPage() {
  const [search] = useSearchParams();
  const returnedFrom = search.get('checkout');
  const billing = useBilling({ awaitingCheckout: returnedFrom === 'success' });

  useErrorToast(billing.error, m.error);

  return (
    <ProviderShell title="Billing">
      {returnedFrom === 'success' && billing.data?.subscriptionStatus !== 'active' ? (
        <p role="status" className="rounded-md border border-primary/20 bg-secondary p-4 text-sm">
          {bm.checkoutCompleted}
        </p>
      ) : returnedFrom === 'canceled' ? (
        <p role="status" className="rounded-md border p-4 text-sm">
          {bm.checkoutCanceled}
        </p>
      ) : null}
      {billing.data ? (
        <BillingContent billing={billing.data} />
      ) : billing.error ? (
        <Card>
          <CardHeader>
            <CardTitle>We couldn't load your billing details</CardTitle>
            <CardDescription>{billing.error.message}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void billing.refetch()} disabled={billing.isFetching}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Spinner label="Loading billing" />
      )}
    </ProviderShell>
  );
}

function BillingContent({ billing }: { billing: BillingView }) {
  return (
    <>
      <BillingNoticeFor billing={billing} />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CalendarClock className="size-5 text-primary" aria-hidden="true" /> Subscription
            </CardTitle>
          </CardHeader>
          <CardContent>
            <SubscriptionStatus billing={billing} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <CardTitle>Service Provider Plan</CardTitle>
              <p>
                <span className="text-3xl font-extrabold">${billing.pricePerMonth}</span>
                <span className="text-muted-foreground">/month</span>
              </p>
            </div>
            <CardDescription>One plan, one flat price.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              {PLAN_FEATURES.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check className="size-4 shrink-0 text-primary" aria-hidden="true" /> {feature}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      {/* a rejected provider has no subscription: nothing to pay with, nothing to cancel */}
      {billing.status === 'rejected' ? null : billing.mode === 'stripe' ? (
        <StripeBilling billing={billing} />
      ) : (
        <DevelopmentPaymentMethod />
      )}
    </>
  );
}

function StripeBilling({ billing }: { billing: BillingView }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" /> Payment
          </CardTitle>
          <CardDescription>
            Payments are handled by Stripe. Your card, your invoices and cancelling are in Manage billing.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          {billing.canStartSubscription ? <StartSubscriptionButton /> : null}
          {billing.canManageBilling ? <ManageBillingButton /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FileText className="size-5 text-primary" aria-hidden="true" /> Invoices
          </CardTitle>
        </CardHeader>
        <CardContent>
          {billing.invoices.length ? (
            <ul className="divide-y" aria-label="Invoices">
              {billing.invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} className="py-3 text-sm" />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No invoices yet.</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function DevelopmentPaymentMethod() {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" /> Payment Method{' '}
            <Badge variant="outline">Development mode</Badge>
          </CardTitle>
          <CardDescription>
            Payments are mocked in development mode: no card is on file and nothing is charged. This form is a
            placeholder.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset disabled className="grid max-w-xl gap-4 rounded-lg border border-dashed p-4">
            <legend className="px-1 text-sm font-semibold">Card Details</legend>
            <MockCardFields />
          </fieldset>
        </CardContent>
      </Card>

      <p className="text-center text-sm text-muted-foreground">
        <Mail className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
        Cancel anytime: no contract and no per-lead fees. To cancel, write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-primary underline underline-offset-4">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </>
  );
}

function SubscriptionStatus({ billing }: { billing: BillingView }) {
  if (billing.status === 'pending') {
    return (
      <StatusBlock badge={<Badge variant="secondary">Not started</Badge>} headline="No charge before approval">
        Your subscription starts when your application is approved (we review within {REVIEW_PROMISE_HOURS} hours).
        {billing.mode === 'stripe'
          ? ' Once approved, you start it from your dashboard and are billed monthly from that day.'
          : ' Your first bill comes one month after approval.'}
      </StatusBlock>
    );
  }
  if (billing.status === 'rejected') {
    return (
      <StatusBlock badge={<Badge variant="destructive">No billing</Badge>} headline="You have no subscription">
        Your application was not approved, so you will not be billed.
      </StatusBlock>
    );
  }
  return billing.mode === 'stripe' ? <StripeStatus billing={billing} /> : <DevelopmentStatus billing={billing} />;
}

/** Development mode: the schedule a subscription would follow; no card is on file and nothing is charged. */
function DevelopmentStatus({ billing }: { billing: BillingView }) {
  return (
    <StatusBlock
      badge={<Badge>Active</Badge>}
      headline={
        billing.nextBillingDate ? `Next bill: ${formatCalendarDate(billing.nextBillingDate)}` : 'Billed monthly'
      }
    >
      {billing.nextBillingDate ? (
        <>
          Nothing is charged in development mode. With payments set up, {formatDollars(billing.pricePerMonth)} would be
          billed that day, then on the same day each month.
        </>
      ) : null}
      {billing.approvedOn ? (
        <> Your plan started when you were approved on {formatCalendarDate(billing.approvedOn)}.</>
      ) : null}
    </StatusBlock>
  );
}

function StripeStatus({ billing }: { billing: BillingView }) {
  const amount = formatDollars(billing.amount ?? billing.pricePerMonth);
  switch (billing.subscriptionStatus) {
    case 'active':
      return (
        <StatusBlock
          badge={<Badge>Active</Badge>}
          headline={
            billing.nextBillingDate
              ? `Next bill: ${formatCalendarDate(billing.nextBillingDate)}`
              : billing.endsOn
                ? `Ends on ${formatCalendarDate(billing.endsOn)}`
                : 'Billed monthly'
          }
        >
          {billing.nextBillingDate ? <>Your card on file will be charged {amount} that day.</> : null}
          {billing.endsOn ? <>You cancelled: no further charge, and jobs stop when the subscription ends.</> : null}
        </StatusBlock>
      );
    case 'past_due':
      return (
        <StatusBlock badge={<Badge variant="destructive">Payment failed</Badge>} headline="Your last payment failed">
          Update your payment method in Manage billing. Stripe retries the charge of {amount}.
        </StatusBlock>
      );
    case 'canceled':
      return (
        <StatusBlock badge={<Badge variant="secondary">Ended</Badge>} headline="Your subscription has ended">
          Nothing more is charged. Start your subscription again to receive jobs.
        </StatusBlock>
      );
    case 'none':
      return billing.complimentary ? (
        <StatusBlock badge={<Badge variant="outline">Complimentary</Badge>} headline="No subscription needed">
          {bm.complimentary}
        </StatusBlock>
      ) : (
        <StatusBlock badge={<Badge variant="secondary">Not started</Badge>} headline="Start your subscription">
          {formatDollars(billing.pricePerMonth)}/month through Stripe. You are charged when you complete checkout, then
          on the same day each month. No card is on file yet.
        </StatusBlock>
      );
  }
}

function StatusBlock({ badge, headline, children }: { badge: ReactNode; headline: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Status:</span>
        {badge}
      </div>
      <p className="text-lg font-semibold">{headline}</p>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
