import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vendor } from '@shared/schemas/vendors';
import { apiGet } from '@web/lib/api';

export const vendorsForServiceQuery = (serviceType: string) =>
  queryOptions({
    queryKey: ['vendors', serviceType],
    queryFn: () => apiGet<Vendor[]>(`/api/vendors?serviceType=${encodeURIComponent(serviceType)}`),
    staleTime: 60_000,
  });

/** Vendors whose service type contains the call's; nothing to suggest when the call has none. */
export const useSuggestedVendors = (serviceType: string | null | undefined) =>
  useQuery({ ...vendorsForServiceQuery(serviceType ?? ''), enabled: Boolean(serviceType) });
