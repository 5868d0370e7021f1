import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderJobListItem } from '@shared/schemas/jobs';
import { apiGet } from '@web/lib/api';
import { providerJobKeys } from './keys';

// the live stream refreshes it; the interval covers a stream that cannot connect (a proxy that buffers events)
const FALLBACK_REFRESH_MS = 60_000;

export const providerJobsQuery = queryOptions({
  queryKey: providerJobKeys.list(),
  queryFn: async () => (await apiGet<{ jobs: ProviderJobListItem[] }>('/api/provider/jobs')).jobs,
  refetchInterval: FALLBACK_REFRESH_MS,
  refetchOnWindowFocus: true,
});

/** Open jobs the provider could claim now and the jobs it claimed, newest first. */
export const useProviderJobs = () => useQuery(providerJobsQuery);
