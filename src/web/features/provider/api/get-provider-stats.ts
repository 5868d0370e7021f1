import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderStats } from '@shared/schemas/jobs';
import { apiGet } from '@web/lib/api';
import { providerJobKeys } from './keys';

export const providerStatsQuery = queryOptions({
  queryKey: providerJobKeys.stats(),
  queryFn: () => apiGet<ProviderStats>('/api/provider/stats'),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

/** Jobs Claimed, Jobs Available, Avg Response and the last claims of the signed-in provider. */
export const useProviderStats = () => useQuery(providerStatsQuery);
