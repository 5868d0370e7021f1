import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Call } from '@shared/schemas/calls';
import { apiPost } from '@web/lib/api';
import { callKeys } from './keys';

export const releaseLead = (id: string) => apiPost<Call>(`/api/calls/${encodeURIComponent(id)}/release`);

/** Sends an unverified lead to providers by hand; its job appears through the calls trigger. */
export function useReleaseLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => releaseLead(id),
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(id), call);
      void queryClient.invalidateQueries({ queryKey: callKeys.all });
    },
  });
}
