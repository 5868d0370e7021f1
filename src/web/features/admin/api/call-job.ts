import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallJob } from '@shared/schemas/jobs';
import { apiGet, apiPost } from '@web/lib/api';
import { callKeys, outboxKeys } from './keys';

const jobPath = (callId: string) => `/api/calls/${encodeURIComponent(callId)}/job`;

export const callJobQuery = (callId: string) =>
  queryOptions({ queryKey: callKeys.job(callId), queryFn: () => apiGet<CallJob>(jobPath(callId)) });

export const useCallJob = (callId: string) => useQuery(callJobQuery(callId));

export type JobAction = 'dispatch' | 'cancel';

/** Re-dispatch (reopening an expired or cancelled job) or cancel; the answer is the job's new state. */
export function useJobAction(callId: string, action: JobAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CallJob>(`${jobPath(callId)}/${action}`),
    onSuccess: (job) => {
      queryClient.setQueryData(callKeys.job(callId), job);
      // and read it again: the dispatch the action queued may have finished, and its live update been applied,
      // before this answer arrived, which would otherwise leave the panel on the older state for good
      void queryClient.invalidateQueries({ queryKey: callKeys.job(callId) });
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
    // a 409 means someone else changed the job first: show what it is now
    onError: () => queryClient.invalidateQueries({ queryKey: callKeys.job(callId) }),
  });
}
