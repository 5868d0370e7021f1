import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMemberForm, TeamMemberView } from '@shared/schemas/provider';
import { apiPost } from '@web/lib/api';
import { refreshTeam } from './refresh-team';

export const addTeamMember = (member: TeamMemberForm) => apiPost<TeamMemberView>('/api/provider/team', member);

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTeamMember, onSuccess: () => refreshTeam(queryClient) });
}
