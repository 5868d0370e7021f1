import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMemberForm, TeamMemberView } from '@shared/schemas/provider';
import { api } from '@web/lib/api';
import { refreshTeam } from './refresh-team';

export const updateTeamMember = ({ id, member }: { id: string; member: TeamMemberForm }) =>
  api<TeamMemberView>('PUT', `/api/provider/team/${encodeURIComponent(id)}`, member);

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeamMember, onSuccess: () => refreshTeam(queryClient) });
}
