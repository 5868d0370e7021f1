import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { refreshTeam } from './refresh-team';

export const removeTeamMember = (id: string) => api<void>('DELETE', `/api/provider/team/${encodeURIComponent(id)}`);

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTeamMember, onSuccess: () => refreshTeam(queryClient) });
}
