import { Check, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_PRICE_PER_MONTH } from '@shared/constants';
import { billingMessages as bm } from '@shared/messages';
import { paths } from '@web/config/paths';
import { Badge } from '@web/components/ui/badge';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { usePublicConfig } from '@web/lib/public-config';
import { MockCardFields } from '../MockCardFields';

export const PLAN_FEATURES = [
  'Qualified job leads in your service categories',
  'Pre-screened customers',
  'No per-lead fees',
  'Cancel anytime',
];

/**
 * Step 4: the plan, how billing works (with Stripe: after approval, from the dashboard; in development mode a
 * placeholder card form), and the terms the applicant must accept.
 */
export function PaymentStep({
  acceptTerms,
  termsError,
  onAcceptTermsChange,
}: {
  acceptTerms: boolean;
  termsError?: string;
  onAcceptTermsChange: (value: boolean) => void;
}) {
  const payments = usePublicConfig().data?.payments;
  return (
    <div className="grid gap-6">
      <div>
        <h2 tabIndex={-1} className="text-xl font-semibold">
          Payment
        </h2>
        <p className="text-sm text-muted-foreground">One plan, one flat price.</p>
      </div>
      <section aria-labelledby="plan-title" className="rounded-lg border-2 border-primary p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="plan-title" className="text-lg font-semibold">
            Service Provider Plan
          </h3>
          <p>
            <span className="text-3xl font-extrabold">${PLAN_PRICE_PER_MONTH}</span>
            <span className="text-muted-foreground">/month</span>
          </p>
        </div>
        <ul className="mt-4 grid gap-2 text-sm">
          {PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 text-primary" aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
      </section>
      <p className="rounded-md border border-primary/20 bg-secondary p-4 text-sm text-secondary-foreground">
        Your subscription starts only after your application is approved. You won't be charged before then.
      </p>
      {payments === 'stripe' ? (
        <section aria-labelledby="how-billing-works" className="grid gap-2 rounded-lg border p-4">
          <h3 id="how-billing-works" className="flex items-center gap-2 text-sm font-semibold">
            <CreditCard className="size-4" aria-hidden="true" /> How billing works
          </h3>
          <p className="text-sm text-muted-foreground">{bm.howBillingWorks}</p>
        </section>
      ) : payments === 'development' ? (
        <fieldset disabled className="grid gap-4 rounded-lg border border-dashed p-4">
          <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
            <CreditCard className="size-4" aria-hidden="true" /> Card Details{' '}
            <Badge variant="outline">Development mode</Badge>
          </legend>
          <p className="text-sm text-muted-foreground">
            Payments are mocked in development mode: this form is a placeholder and no card is charged.
          </p>
          <MockCardFields />
        </fieldset>
      ) : null}
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id="accept-terms"
            checked={acceptTerms}
            onCheckedChange={(value) => onAcceptTermsChange(value === true)}
            aria-required="true"
            aria-invalid={Boolean(termsError)}
            aria-describedby={termsError ? 'accept-terms-error' : 'accept-terms-links'}
            className="mt-0.5"
          />
          <Label htmlFor="accept-terms" className="cursor-pointer leading-snug">
            I agree to the Terms of Service and Privacy Policy
          </Label>
        </div>
        <p id="accept-terms-links" className="pl-7 text-xs text-muted-foreground">
          Read the{' '}
          <Link to={paths.terms} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link
            to={paths.privacy}
            target="_blank"
            rel="noreferrer"
            className="text-primary underline underline-offset-4"
          >
            Privacy Policy
          </Link>{' '}
          (they open in a new tab, so your application stays as it is).
        </p>
        {termsError ? (
          <p id="accept-terms-error" role="alert" className="pl-7 text-sm font-medium text-destructive">
            {termsError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
