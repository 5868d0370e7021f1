import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ ok: true }>('/api/auth/sign-out'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<Session>(sessionQuery.queryKey, { user: null, roles: [], providerId: null });
    },
  });
}
