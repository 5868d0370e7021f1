import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderStats } from '@shared/schemas/jobs';
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
