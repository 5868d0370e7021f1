import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials, Session } from '@shared/schemas/auth';
import { apiPost } from '@web/lib/api';
import { sessionQuery } from '@web/lib/session';

export const providerSignIn = (credentials: Credentials) => apiPost<Session>('/api/provider/sign-in', credentials);

/** Signs in only accounts with a provider record; the server refuses others before creating a session. */
export function useProviderSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: providerSignIn,
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, session);
    },
  });
}
