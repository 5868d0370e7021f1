import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Call } from '@shared/schemas/calls';
import { ApiError, apiGet } from '@web/lib/api';
import { callKeys } from './keys';

export const getCall = (id: string) => apiGet<Call>(`/api/calls/${encodeURIComponent(id)}`);

export const callQuery = (id: string) =>
  queryOptions({
    queryKey: callKeys.detail(id),
    queryFn: () => getCall(id),
    // a missing call stays missing: no point asking again
    retry: (failures, err) => !(err instanceof ApiError && err.status === 404) && failures < 1,
  });

export const useCall = (id: string) => useQuery(callQuery(id));
