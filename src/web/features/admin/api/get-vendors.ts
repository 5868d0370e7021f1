import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchingProvider, Vendor } from '@shared/schemas/vendors';
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

export const matchingProvidersQuery = (serviceType: string) =>
  queryOptions({
    queryKey: ['matching-providers', serviceType],
    queryFn: () =>
      apiGet<MatchingProvider[]>(`/api/admin/matching-providers?serviceType=${encodeURIComponent(serviceType)}`),
    staleTime: 60_000,
  });

/** Our active providers a job of the call's service type would be offered to: suggested before the vendor list. */
export const useMatchingProviders = (serviceType: string | null | undefined) =>
  useQuery({ ...matchingProvidersQuery(serviceType ?? ''), enabled: Boolean(serviceType) });
