import type { QueryClient } from '@tanstack/react-query';
import { ownProviderQuery } from './own-provider';
import { teamQuery } from './team';

/** After a team change: the team list, and the provider record that embeds the team. */
export const refreshTeam = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ownProviderQuery.queryKey }),
  ]);
