import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callKeys } from './keys';

// A burst of changes (a bulk import) refreshes once, still well within a second.
const REFRESH_AT_MOST_EVERY_MS = 250;

/**
 * Keeps every calls query fresh: the server pushes an event on each change to calls (any instance,
 * any writer) and the affected queries refetch. EventSource reconnects by itself; on reconnecting
 * the server sends "ready" again, and we refetch because changes may have been missed meanwhile.
 */
export function useLiveCalls() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/calls/stream');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: callKeys.all });
      }, REFRESH_AT_MOST_EVERY_MS);
    };
    source.addEventListener('calls', refresh);
    source.addEventListener('ready', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
}
