import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProviderJobHistory, ProviderStats } from '@shared/schemas/jobs';
import { apiGet } from '@web/lib/api';
import { providerKeys } from './keys';

export const providerStatsQuery = (id: string) =>
  queryOptions({
    queryKey: providerKeys.stats(id),
    queryFn: () => apiGet<ProviderStats>(`/api/admin/providers/${encodeURIComponent(id)}/stats`),
    retry: false,
  });

/** Jobs Claimed, Jobs Completed (claimed jobs whose call is resolved) and Avg Response Time of one provider. */
export const useProviderStats = (id: string) => useQuery(providerStatsQuery(id));

/** The jobs the provider claimed, latest claim first, a page at a time (the detail's Job History). */
export const providerJobHistoryQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: providerKeys.jobs(id),
    queryFn: ({ pageParam }) =>
      apiGet<ProviderJobHistory>(
        `/api/admin/providers/${encodeURIComponent(id)}/jobs${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useProviderJobHistory = (id: string) => useInfiniteQuery(providerJobHistoryQuery(id));
