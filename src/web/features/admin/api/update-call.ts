import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Call, CallUpdate } from '@shared/schemas/calls';
import { apiPatch } from '@web/lib/api';
import { callKeys } from './keys';

export const updateCall = (id: string, changes: CallUpdate) =>
  apiPatch<Call>(`/api/calls/${encodeURIComponent(id)}`, changes);

export function useUpdateCall(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CallUpdate) => updateCall(id, changes),
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(id), call);
      void queryClient.invalidateQueries({ queryKey: callKeys.log() });
    },
  });
}
