import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsBudget } from '@shared/schemas/jobs';
import { apiGet } from '@web/lib/api';
import { smsBudgetKeys } from './keys';

export const getSmsBudget = () => apiGet<SmsBudget>('/api/admin/sms-budget');

// polled: texts wait in the outbox while the budget is spent, and the banner should go when it frees up
export const smsBudgetQuery = queryOptions({
  queryKey: smsBudgetKeys.all,
  queryFn: getSmsBudget,
  refetchInterval: 60_000,
});

export const useSmsBudget = () => useQuery(smsBudgetQuery);
