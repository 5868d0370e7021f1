import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROVIDER_JOBS_PAGE_SIZE, type ProviderJobListPage } from '@shared/schemas/jobs';
import { apiGet } from '@web/lib/api';
import { providerJobKeys } from './keys';

// the live stream refreshes it; the interval covers a stream that cannot connect (a proxy that buffers events)
const FALLBACK_REFRESH_MS = 60_000;

export const providerJobsQuery = infiniteQueryOptions({
  queryKey: providerJobKeys.list(),
  queryFn: ({ pageParam }) =>
    apiGet<ProviderJobListPage>(
      `/api/provider/jobs?${new URLSearchParams({
        limit: String(PROVIDER_JOBS_PAGE_SIZE),
        ...(pageParam ? { cursor: pageParam } : {}),
      })}`,
    ),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  refetchInterval: FALLBACK_REFRESH_MS,
  refetchOnWindowFocus: true,
});

/**
 * Open jobs the provider could claim now and the jobs it claimed, newest first, a page at a time (a live update
 * refetches every page shown).
 */
export const useProviderJobs = () => useInfiniteQuery(providerJobsQuery);
