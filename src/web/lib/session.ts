import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { Credentials, Session } from '@shared/schemas/auth';
import { apiGet, apiPost } from './api';

// The signed-in user lives in an HttpOnly cookie the page cannot read; the server tells us who it is.
// Shared by the admin and provider features, so it lives here rather than in either.

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => apiGet<Session>('/api/auth/session'),
  staleTime: 60_000,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  const session = query.data;
  return {
    ...query,
    user: session?.user ?? null,
    isAdmin: session?.roles.includes('admin') ?? false,
    providerId: session?.providerId ?? null,
  };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => apiPost<Session>('/api/auth/sign-in', credentials),
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, session);
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiPost<{ user: { id: string; email: string } }>('/api/auth/sign-up', credentials),
  });
}

/** Marks the sign-out while it runs: the live streams close for it (see `useEventStream`). */
export const signOutMutationKey = ['sign-out'];

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: async () => {
      // A request still on its way when the session ends would come back 401 and show an error on the way out.
      await whenNoQueryIsFetching(queryClient);
      return apiPost<{ ok: true }>('/api/auth/sign-out');
    },
    onSuccess: () => {
      // The guards redirect on this, and the signed-in pages unmount.
      queryClient.setQueryData<Session>(sessionQuery.queryKey, { user: null, roles: [], providerId: null });
      forgetSignedInAnswers(queryClient);
    },
  });
}

/**
 * Forgets every answer but the session. Those a page still shows go once it has unmounted: emptied under a mounted
 * page, a query asks the server again, and is refused.
 */
export function forgetSignedInAnswers(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const forget = (query: Query) => {
    if (query.queryKey[0] !== sessionQuery.queryKey[0] && query.getObserversCount() === 0) cache.remove(query);
  };
  cache.getAll().forEach(forget);
  const stop = cache.subscribe((event) => {
    if (event.type === 'observerRemoved') forget(event.query);
  });
  setTimeout(stop, 60_000);
}

/** Resolves once no query is fetching, or after `timeoutMs` (a hung request must not keep anyone signed in). */
export function whenNoQueryIsFetching(queryClient: QueryClient, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    const timer = setTimeout(done, timeoutMs);
  });
}
