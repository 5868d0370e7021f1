import { useQueryClient } from '@tanstack/react-query';
import type { JobChange } from '@shared/schemas/jobs';
import { useEventStream } from '@web/lib/live-updates';
import { callKeys } from './keys';

/**
 * Keeps the job panels fresh: the server pushes an event on every change to a job (dispatched, claimed, expired,
 * cancelled, reopened; any instance, any writer) and that call's job refetches; after a reconnect every job does.
 */
export function useLiveJobs() {
  const queryClient = useQueryClient();
  useEventStream('/api/admin/jobs/stream', 'jobs', {
    onEvent: (data) => {
      const change = JSON.parse(data) as JobChange;
      void queryClient.invalidateQueries({ queryKey: change.callId ? callKeys.job(change.callId) : callKeys.jobs() });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: callKeys.jobs() }),
  });
}
