import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderLanguage } from '@shared/constants';
import type { ProviderView } from '@shared/schemas/provider';
import { apiPatch } from '@web/lib/api';
import { ownProviderQuery } from './own-provider';

export const setLanguages = (languages: ProviderLanguage[]) =>
  apiPatch<ProviderView>('/api/provider/me', { languages });

/** Saves the languages the team speaks; the checkboxes show the server's value, so a failed save changes nothing. */
export function useSetLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLanguages,
    onSuccess: (provider) => queryClient.setQueryData(ownProviderQuery.queryKey, provider),
  });
}
