import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Admin } from '@shared/schemas/calls';
import { apiGet } from '@web/lib/api';

export const adminsQuery = queryOptions({
  queryKey: ['admins'],
  queryFn: () => apiGet<Admin[]>('/api/admins'),
  staleTime: 60_000,
});

export const useAdmins = () => useQuery(adminsQuery);
