import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderJob } from '@shared/schemas/jobs';
import { apiGet } from '@web/lib/api';
import { providerJobKeys } from './keys';

export const providerJobQuery = (id: string) =>
  queryOptions({
    queryKey: providerJobKeys.detail(id),
    queryFn: () => apiGet<ProviderJob>(`/api/provider/jobs/${encodeURIComponent(id)}`),
    retry: false,
    refetchOnWindowFocus: true,
  });

/** The provider's own claimed job in full, or an open job it could claim as a teaser (404 otherwise). */
export const useProviderJob = (id: string) => useQuery(providerJobQuery(id));
