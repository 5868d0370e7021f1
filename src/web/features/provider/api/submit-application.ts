import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@shared/schemas/auth';
import type { ProviderApplicationInput } from '@shared/schemas/provider';
import { apiPost } from '@web/lib/api';
import { sessionQuery } from '@web/lib/session';

export const submitApplication = (application: ProviderApplicationInput) =>
  apiPost<Session>('/api/providers/applications', application);

/** Submits the wizard; the server signs the applicant in, so the session cache takes the answer. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, session);
    },
  });
}
