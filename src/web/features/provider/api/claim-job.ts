import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimedJob } from '@shared/schemas/jobs';
import { apiPost } from '@web/lib/api';
import { providerJobKeys } from './keys';

export const claimJob = (id: string) => apiPost<ClaimedJob>(`/api/provider/jobs/${encodeURIComponent(id)}/claim`);

/** Claims an open job for the signed-in provider; won or lost, the lists and counters are reloaded. */
export function useClaimJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimJob,
    onSuccess: (claimed) => queryClient.setQueryData(providerJobKeys.detail(claimed.job.id), claimed.job),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerJobKeys.all }),
  });
}
