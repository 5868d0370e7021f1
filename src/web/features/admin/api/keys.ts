// Query keys of the admin feature: every calls query sits under ['calls'], so one invalidation
// (a live update, a status change) refreshes the log and the open detail together.
export const callKeys = {
  all: ['calls'] as const,
  log: () => [...callKeys.all, 'log'] as const,
  detail: (id: string) => [...callKeys.all, 'detail', id] as const,
  // under calls too: a change to the call (a claim assigns it) refreshes its job
  jobs: () => [...callKeys.all, 'job'] as const,
  job: (callId: string) => [...callKeys.jobs(), callId] as const,
};

export const smsBudgetKeys = { all: ['admin-sms-budget'] as const };

export const outboxKeys = {
  all: ['admin-outbox'] as const,
  list: (jobId?: string) => [...outboxKeys.all, jobId ?? 'all'] as const,
};

export const providerKeys = {
  all: ['admin-providers'] as const,
  list: (status: string) => [...providerKeys.all, 'list', status] as const,
  detail: (id: string) => [...providerKeys.all, 'detail', id] as const,
  stats: (id: string) => [...providerKeys.all, 'stats', id] as const,
  billing: (id: string) => [...providerKeys.all, 'billing', id] as const,
  jobs: (id: string) => [...providerKeys.all, 'jobs', id] as const,
};
