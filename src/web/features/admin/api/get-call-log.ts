import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CallLogPage } from '@shared/schemas/calls';
import { apiGet } from '@web/lib/api';
import { callKeys } from './keys';

export const getCallLogPage = (cursor?: string) =>
  apiGet<CallLogPage>(`/api/calls${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const callLogQuery = infiniteQueryOptions({
  queryKey: callKeys.log(),
  queryFn: ({ pageParam }) => getCallLogPage(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const useCallLog = () => useInfiniteQuery(callLogQuery);
