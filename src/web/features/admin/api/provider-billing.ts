import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBillingView } from '@shared/schemas/billing';
import { api, apiGet } from '@web/lib/api';
import { providerKeys } from './keys';

export const providerBillingQuery = (id: string) =>
  queryOptions({
    queryKey: providerKeys.billing(id),
    queryFn: () => apiGet<AdminBillingView>(`/api/providers/${encodeURIComponent(id)}/billing`),
    retry: false,
  });

/** A provider's subscription, whether it may receive jobs, and the Stripe events applied to it. */
export const useProviderBilling = (id: string) => useQuery(providerBillingQuery(id));

/** Grants or ends a complimentary plan (no subscription needed for jobs); the server audits it. */
export function useSetComplimentary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (complimentary: boolean) =>
      api<AdminBillingView>('PUT', `/api/providers/${encodeURIComponent(id)}/complimentary`, { complimentary }),
    onSuccess: (view) => queryClient.setQueryData(providerKeys.billing(id), view),
  });
}
