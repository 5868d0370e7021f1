import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { providerJobKeys } from './keys';

// a burst (a dispatch, a claim and its call update) refreshes once
const REFRESH_AT_MOST_EVERY_MS = 500;

/**
 * Keeps the provider's jobs and counters fresh: the server says "jobs changed" (no more) on every change to any
 * job, and the provider's own queries refetch with their access rules. EventSource reconnects by itself; after a
 * reconnect the server sends "ready" again and we refetch, since changes may have been missed meanwhile.
 */
export function useLiveJobs(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource('/api/provider/jobs/stream');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: providerJobKeys.all });
      }, REFRESH_AT_MOST_EVERY_MS);
    };
    source.addEventListener('jobs', refresh);
    source.addEventListener('ready', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient, enabled]);
}
