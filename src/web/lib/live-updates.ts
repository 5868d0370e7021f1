import { useIsMutating, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQuery, signOutMutationKey } from './session';

type StreamHandlers = {
  /** each `event` the server pushes, with its data */
  onEvent: (data: string) => void;
  /** after a reconnect: changes may have been missed meanwhile */
  onResync: () => void;
};

/**
 * Listens to one of the server's event streams while mounted (and enabled). EventSource reconnects by itself;
 * the server sends "ready" on every connection, so a "ready" after the first one means a reconnect. A sign-out closes
 * it first: it would reconnect, and be refused, once the session has ended.
 */
export function useEventStream(url: string, event: string, handlers: StreamHandlers, enabled = true) {
  const signingOut = useIsMutating({ mutationKey: signOutMutationKey }) > 0;
  // read from the cache only: the page's guard has asked for the session already
  const signedOut = useQuery({ ...sessionQuery, enabled: false }).data?.user === null;
  const open = enabled && !signedOut && !signingOut;
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!open) return;
    const source = new EventSource(url);
    let connectedBefore = false;
    source.addEventListener(event, (message) => latest.current.onEvent((message as MessageEvent<string>).data));
    source.addEventListener('ready', () => {
      if (connectedBefore) latest.current.onResync();
      connectedBefore = true;
    });
    return () => source.close();
  }, [url, event, open]);
}

/**
 * Refetches every query under `queryKey`, once none of them is fetching: a refetch cancels a request in flight, and the
 * request in flight may be the older page a visitor just asked for ("Show older jobs" would then do nothing). Returns
 * whether it refetched; when it did not, the caller asks again shortly.
 */
export function invalidateWhenIdle(queryClient: QueryClient, queryKey: QueryKey): boolean {
  if (queryClient.isFetching({ queryKey }) > 0) return false;
  void queryClient.invalidateQueries({ queryKey });
  return true;
}

/** Refetches every query under `queryKey` when the stream says something changed; a burst refreshes once per `throttleMs`. */
export function useLiveInvalidation(
  url: string,
  event: string,
  queryKey: QueryKey,
  throttleMs: number,
  enabled = true,
) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      if (!invalidateWhenIdle(queryClient, queryKey)) refresh();
    }, throttleMs);
  };
  useEventStream(url, event, { onEvent: refresh, onResync: refresh }, enabled);
}
