import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CallLogPage, CallLogQuery } from '@shared/schemas/calls';
import { apiGet } from '@web/lib/api';
import { callKeys } from './keys';

/** What the log shows: its search, filters and order (all but the page), as the API names them. */
export type CallLogFilters = Partial<Omit<CallLogQuery, 'cursor' | 'limit'>>;

export const getCallLogPage = (cursor: string | undefined, filters: CallLogFilters = {}) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, String(value));
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiGet<CallLogPage>(`/api/calls${search ? `?${search}` : ''}`);
};

/** The log as filtered; every log query sits under callKeys.log() so a change to a call refreshes them all. */
export const callLogQuery = (filters: CallLogFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...callKeys.log(), filters] as const,
    queryFn: ({ pageParam }) => getCallLogPage(pageParam, filters),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // typing a search keeps the last results on screen until the new ones arrive
    placeholderData: keepPreviousData,
  });

export const useCallLog = (filters: CallLogFilters = {}) => useInfiniteQuery(callLogQuery(filters));
