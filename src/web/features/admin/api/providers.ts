import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderApplication, ProviderDetail } from '@shared/schemas/admin-providers';
import type { ProviderStatus } from '@shared/constants';
import { apiGet, apiPost } from '@web/lib/api';
import { providerKeys } from './keys';

export type ProviderFilter = 'all' | ProviderStatus;

export const providerApplicationsQuery = (filter: ProviderFilter) =>
  queryOptions({
    queryKey: providerKeys.list(filter),
    queryFn: () => apiGet<ProviderApplication[]>(`/api/providers${filter === 'all' ? '' : `?status=${filter}`}`),
  });

export const useProviderApplications = (filter: ProviderFilter) => useQuery(providerApplicationsQuery(filter));

export const providerApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: providerKeys.detail(id),
    queryFn: () => apiGet<ProviderDetail>(`/api/providers/${encodeURIComponent(id)}`),
    retry: false,
  });

export const useProviderApplication = (id: string) => useQuery(providerApplicationQuery(id));

export type ProviderDecision = 'approve' | 'reject';

/** Approve or reject a pending application, then reload every list and detail (spec section 4). */
export function useDecideProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ProviderDecision }) =>
      apiPost<{ id: string; status: ProviderStatus }>(`/api/providers/${encodeURIComponent(id)}/${decision}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.all }),
  });
}
