import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamView } from '@shared/schemas/provider';
import { apiGet } from '@web/lib/api';

export const teamQuery = queryOptions({
  queryKey: ['provider', 'team'],
  queryFn: () => apiGet<TeamView>('/api/provider/team'),
  retry: false,
});

export const useTeam = () => useQuery(teamQuery);
