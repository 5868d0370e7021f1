import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingView } from '@shared/schemas/billing';
import { apiGet } from '@web/lib/api';

export const billingQuery = queryOptions({
  queryKey: ['provider', 'billing'],
  queryFn: () => apiGet<BillingView>('/api/provider/billing'),
  retry: false,
});

export const useBilling = () => useQuery(billingQuery);
