import { CreditCard, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { billingMessages as bm, providerMessages as m } from '@shared/messages';
import { Button } from '@web/components/ui/button';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useStartCheckout } from '../api/start-checkout';

/** "Start your subscription": Stripe Checkout for the monthly plan. */
export function StartSubscriptionButton() {
  const checkout = useStartCheckout();
  return (
    <Button
      onClick={() =>
        checkout.mutate(undefined, { onError: (err) => toast.error(m.error, { description: err.message }) })
      }
      disabled={checkout.isPending || checkout.isSuccess}
    >
      <CreditCard aria-hidden="true" />{' '}
      {checkout.isPending || checkout.isSuccess ? bm.redirecting : bm.startSubscription}
    </Button>
  );
}

/** "Manage billing": Stripe's customer portal (card, invoices, cancellation). */
export function ManageBillingButton({ variant = 'outline' }: { variant?: 'outline' | 'default' }) {
  const portal = useOpenBillingPortal();
  return (
    <Button
      variant={variant}
      onClick={() => portal.mutate(undefined, { onError: (err) => toast.error(m.error, { description: err.message }) })}
      disabled={portal.isPending || portal.isSuccess}
    >
      <ExternalLink aria-hidden="true" /> {portal.isPending || portal.isSuccess ? bm.redirecting : bm.manageBilling}
    </Button>
  );
}
