import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobNote, ProviderJob } from '@shared/schemas/jobs';
import { apiGet, apiPost } from '@web/lib/api';
import { providerJobKeys } from './keys';

// The claimed job's progress, its notes and its release. Each change reloads every provider-jobs query (the list
// shows the states, the dashboard counts completed jobs); the stream does the same for the team's other screens.

const jobPath = (id: string, action: string) => `/api/provider/jobs/${encodeURIComponent(id)}/${action}`;

function useJobChange<T>(id: string, send: (variables: T) => Promise<ProviderJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (job) => queryClient.setQueryData(providerJobKeys.detail(id), job),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerJobKeys.all }),
  });
}

export const useConfirmWindow = (id: string) =>
  useJobChange(id, (window: 1 | 2) => apiPost<ProviderJob>(jobPath(id, 'confirm'), { window }));

export const useMarkArrived = (id: string) => useJobChange(id, () => apiPost<ProviderJob>(jobPath(id, 'arrived')));

export const useMarkCompleted = (id: string) => useJobChange(id, () => apiPost<ProviderJob>(jobPath(id, 'complete')));

/**
 * Gives the job back. `onReleased` leaves the page first: the job is no longer the provider's to see, so its page
 * must not refetch it (a 404); its cached detail and notes are dropped, and the lists reloaded.
 */
export function useReleaseJob(id: string, onReleased: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiPost<{ released: true }>(jobPath(id, 'release'), { reason }),
    onSuccess: async () => {
      onReleased();
      queryClient.removeQueries({ queryKey: providerJobKeys.detail(id) });
      queryClient.removeQueries({ queryKey: providerJobKeys.notes(id) });
      await Promise.all(
        [providerJobKeys.list(), providerJobKeys.stats()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const jobNotesQuery = (id: string) =>
  queryOptions({
    queryKey: providerJobKeys.notes(id),
    queryFn: () => apiGet<{ notes: JobNote[] }>(jobPath(id, 'notes')),
    retry: false,
  });

export const useJobNotes = (id: string, enabled: boolean) => useQuery({ ...jobNotesQuery(id), enabled });

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost<{ notes: JobNote[] }>(jobPath(id, 'notes'), { body }),
    onSuccess: (notes) => queryClient.setQueryData(providerJobKeys.notes(id), notes),
  });
}
