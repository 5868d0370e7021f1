import { CalendarClock, Check, CreditCard, Mail } from 'lucide-react';
import { type ReactNode } from 'react';
import { REVIEW_PROMISE_HOURS, SUPPORT_EMAIL } from '@shared/constants';
import { providerMessages as m } from '@shared/messages';
import type { BillingView } from '@shared/schemas/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatCalendarDate } from '@web/lib/format';
import { useBilling } from './api/billing';
import { MockCardFields } from './components/MockCardFields';
import { ProviderShell } from './components/ProviderShell';
import { PLAN_FEATURES } from './components/signup/PaymentStep';
import { useErrorToast } from '@web/lib/use-error-toast';

/** /provider/billing: the plan, when it is billed, and the (still mocked) payment method. */
export default function ProviderBillingPage() {
  const billing = useBilling();

  useErrorToast(billing.error, m.error);

  return (
    <ProviderShell title="Billing">
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

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

function BillingContent({ billing }: { billing: BillingView }) {
  return (
    <>
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
      {billing.status === 'rejected' ? null : <PaymentMethod />}
    </>
  );
}

function PaymentMethod() {
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
        Your subscription starts when your application is approved (we review within {REVIEW_PROMISE_HOURS} hours). Your
        first bill comes one month after approval.
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
  return (
    <StatusBlock
      badge={<Badge>Active</Badge>}
      headline={
        billing.nextBillingDate ? `Next bill: ${formatCalendarDate(billing.nextBillingDate)}` : 'Billed monthly'
      }
    >
      {billing.nextBillingDate ? (
        <>You will be charged {money(billing.pricePerMonth)} that day, then on the same day each month.</>
      ) : null}
      {billing.approvedOn ? (
        <> Your plan started when you were approved on {formatCalendarDate(billing.approvedOn)}.</>
      ) : null}
    </StatusBlock>
  );
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
