import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderView } from '@shared/schemas/provider';
import { apiPatch } from '@web/lib/api';
import { providerJobKeys } from './keys';
import { ownProviderQuery } from './own-provider';

export const setReceivingJobs = (isReceivingJobs: boolean) =>
  apiPatch<ProviderView>('/api/provider/me', { isReceivingJobs });

/** Saves the flag; the switch shows the server's value, so a failed save leaves it unchanged. */
export function useSetReceivingJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReceivingJobs,
    onSuccess: (provider) => {
      queryClient.setQueryData(ownProviderQuery.queryKey, provider);
      // a paused provider has no jobs available
      void queryClient.invalidateQueries({ queryKey: providerJobKeys.all });
    },
  });
}
