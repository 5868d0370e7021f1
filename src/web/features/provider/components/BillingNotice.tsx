import { AlertTriangle, CreditCard } from 'lucide-react';
import { billingMessages as bm } from '@shared/messages';
import type { BillingView } from '@shared/schemas/billing';
import { formatCalendarDate } from '@web/lib/format';
import { useBilling } from '../api/billing';
import { ManageBillingButton, StartSubscriptionButton } from './BillingButtons';

/** Why jobs stopped (or are about to), and the one button that fixes it; nothing while billing is in order. */
export function BillingNotice() {
  const billing = useBilling();
  return billing.data ? <BillingNoticeFor billing={billing.data} /> : null;
}

export function BillingNoticeFor({ billing }: { billing: BillingView }) {
  switch (billing.jobAccess) {
    case 'not_required':
    case 'subscribed':
    case 'complimentary':
      return null;
    case 'stopped_no_subscription':
      return (
        <Notice tone="info" action={<StartSubscriptionButton />}>
          {bm.jobsNeedSubscription}
        </Notice>
      );
    case 'grace':
      return (
        <Notice tone="warning" action={<ManageBillingButton variant="default" />}>
          {bm.jobsInGrace(
            billing.graceEndsOn ? formatCalendarDate(billing.graceEndsOn) : 'the end of the grace period',
          )}
        </Notice>
      );
    case 'stopped_past_due':
      return (
        <Notice tone="stopped" action={<ManageBillingButton variant="default" />}>
          {bm.jobsStoppedPastDue}
        </Notice>
      );
    case 'stopped_canceled':
      return (
        <Notice tone="stopped" action={<StartSubscriptionButton />}>
          {bm.jobsStoppedCanceled}
        </Notice>
      );
  }
}

const TONES = {
  info: 'border-primary/30 bg-secondary text-secondary-foreground',
  warning: 'border-amber-300 bg-warning text-warning-foreground',
  stopped: 'border-destructive/40 bg-destructive/10 text-foreground',
} as const;

function Notice({
  tone,
  action,
  children,
}: {
  tone: keyof typeof TONES;
  action: React.ReactNode;
  children: React.ReactNode;
}) {
  const Icon = tone === 'info' ? CreditCard : AlertTriangle;
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      aria-label="Billing"
      className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between ${TONES[tone]}`}
    >
      <p className="flex gap-3 font-medium">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{children}</span>
      </p>
      <div className="shrink-0">{action}</div>
    </div>
  );
}
