import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CONCIERGE_PHONE } from '@shared/constants';
import type { PublicConfig } from '@shared/schemas/public-config';
import { apiGet } from './api';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiGet<PublicConfig>('/api/public-config'),
  staleTime: Infinity,
});

/** The deployment's public settings; the phone number falls back to the default until they load. */
export function usePublicConfig() {
  const query = useQuery(publicConfigQuery);
  return { ...query, conciergePhone: query.data?.conciergePhone ?? DEFAULT_CONCIERGE_PHONE };
}

/** "(800) 555-0199" → "tel:+18005550199" */
export function telHref(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}
