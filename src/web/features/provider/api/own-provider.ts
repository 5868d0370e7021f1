import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderView } from '@shared/schemas/provider';
import { apiGet } from '@web/lib/api';

export const ownProviderQuery = queryOptions({
  queryKey: ['provider', 'me'],
  queryFn: () => apiGet<ProviderView>('/api/provider/me'),
  retry: false,
});

/** Only asked while the session has a provider: after logout the page must not ask again on its way out. */
export const useOwnProvider = (enabled: boolean) => useQuery({ ...ownProviderQuery, enabled });
