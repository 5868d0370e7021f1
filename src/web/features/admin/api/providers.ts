import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  PROVIDER_APPLICATIONS_PAGE_SIZE,
  type ProviderApplication,
  type ProviderDetail,
} from '@shared/schemas/admin-providers';
import type { ProviderStatus } from '@shared/constants';
import { apiGet, apiGetPage, apiPost } from '@web/lib/api';
import { providerKeys } from './keys';

export type ProviderFilter = 'all' | ProviderStatus;

/** The applications of a filter, a page at a time, newest first (each page names the next in its Link header). */
export const providerApplicationsQuery = (filter: ProviderFilter) =>
  infiniteQueryOptions({
    queryKey: providerKeys.list(filter),
    queryFn: ({ pageParam }) => apiGetPage<ProviderApplication>(pageParam),
    initialPageParam: `/api/providers?${new URLSearchParams({
      ...(filter === 'all' ? {} : { status: filter }),
      limit: String(PROVIDER_APPLICATIONS_PAGE_SIZE),
    })}`,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useProviderApplications = (filter: ProviderFilter) => useInfiniteQuery(providerApplicationsQuery(filter));

export const providerApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: providerKeys.detail(id),
    queryFn: () => apiGet<ProviderDetail>(`/api/providers/${encodeURIComponent(id)}`),
    retry: false,
  });

export const useProviderApplication = (id: string) => useQuery(providerApplicationQuery(id));

/** What an admin can do to an application: decide a pending one, or move a decided one back to pending. */
export type ProviderDecision = 'approve' | 'reject' | 'reopen';

/**
 * Approve or reject a pending application (a rejection with its reason), or move a decided one back to pending;
 * then reload every list and detail (spec section 4).
 */
export function useDecideProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: ProviderDecision; reason?: string }) =>
      apiPost<{ id: string; status: ProviderStatus }>(
        `/api/providers/${encodeURIComponent(id)}/${decision}`,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.all }),
  });
}
