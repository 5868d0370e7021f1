import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderView } from '@shared/schemas/provider';
import { apiGet } from '@web/lib/api';

export const ownProviderQuery = queryOptions({
  queryKey: ['provider', 'me'],
  queryFn: () => apiGet<ProviderView>('/api/provider/me'),
  retry: false,
});

export const useOwnProvider = () => useQuery(ownProviderQuery);
