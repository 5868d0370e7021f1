import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OutboxPage } from '@shared/schemas/jobs';
import { apiGet } from '@web/lib/api';
import { outboxKeys } from './keys';

export function getOutboxPage(opts: { cursor?: string; jobId?: string }) {
  const query = new URLSearchParams();
  if (opts.jobId) query.set('jobId', opts.jobId);
  if (opts.cursor) query.set('cursor', opts.cursor);
  const search = query.toString();
  return apiGet<OutboxPage>(`/api/admin/outbox${search ? `?${search}` : ''}`);
}

/** Every message, or only one job's (its offers, "job taken" notes and the customer's confirmation). */
export const outboxQuery = (jobId?: string) =>
  infiniteQueryOptions({
    queryKey: outboxKeys.list(jobId),
    queryFn: ({ pageParam }) => getOutboxPage({ cursor: pageParam, jobId }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useOutbox = (jobId?: string) => useInfiniteQuery(outboxQuery(jobId));
