import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LeadCheck } from '@shared/constants';
import type { CallLogPage } from '@shared/schemas/calls';
import { apiGet } from '@web/lib/api';
import { callKeys } from './keys';

export const getCallLogPage = (cursor?: string, leadCheck?: LeadCheck) => {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (leadCheck) query.set('leadCheck', leadCheck);
  const search = query.toString();
  return apiGet<CallLogPage>(`/api/calls${search ? `?${search}` : ''}`);
};

/** The log, or only its unverified or incomplete calls. */
export const callLogQuery = (leadCheck?: LeadCheck) =>
  infiniteQueryOptions({
    queryKey: callKeys.log(leadCheck),
    queryFn: ({ pageParam }) => getCallLogPage(pageParam, leadCheck),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useCallLog = (leadCheck?: LeadCheck) => useInfiniteQuery(callLogQuery(leadCheck));
