import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingView } from '@shared/schemas/billing';
import { apiGet } from '@web/lib/api';

export const billingQuery = queryOptions({
  queryKey: ['provider', 'billing'],
  queryFn: () => apiGet<BillingView>('/api/provider/billing'),
  retry: false,
});

/**
 * The provider's plan. `awaitingCheckout`: back from Stripe Checkout, the webhook may not have arrived yet, so the
 * page asks again every 2 s until the subscription shows as started.
 */
export const useBilling = (opts: { awaitingCheckout?: boolean } = {}) =>
  useQuery({
    ...billingQuery,
    refetchInterval: (query) =>
      opts.awaitingCheckout && query.state.data && query.state.data.subscriptionStatus !== 'active' ? 2_000 : false,
  });
