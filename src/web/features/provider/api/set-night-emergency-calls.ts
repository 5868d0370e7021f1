import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderView } from '@shared/schemas/provider';
import { apiPatch } from '@web/lib/api';
import { ownProviderQuery } from './own-provider';

export const setNightEmergencyCalls = (nightEmergencyCalls: boolean) =>
  apiPatch<ProviderView>('/api/provider/me', { nightEmergencyCalls });

/** Saves the night-time opt-in of urgent job calls; the switch shows the server's value. */
export function useSetNightEmergencyCalls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNightEmergencyCalls,
    onSuccess: (provider) => queryClient.setQueryData(ownProviderQuery.queryKey, provider),
  });
}
