import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { JobChange } from '@shared/schemas/jobs';
import { callKeys } from './keys';

/**
 * Keeps the job panels fresh: the server pushes an event on every change to a job (dispatched, claimed, expired,
 * cancelled, reopened; any instance, any writer) and that call's job refetches. After a reconnect every job
 * refetches, since changes may have been missed meanwhile.
 */
export function useLiveJobs() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/admin/jobs/stream');
    let connectedBefore = false;
    source.addEventListener('jobs', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as JobChange;
      void queryClient.invalidateQueries({ queryKey: change.callId ? callKeys.job(change.callId) : callKeys.jobs() });
    });
    source.addEventListener('ready', () => {
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: callKeys.jobs() });
      connectedBefore = true;
    });
    return () => source.close();
  }, [queryClient]);
}
