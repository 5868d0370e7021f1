// Every marketplace query of the provider feature sits under ['provider-jobs'], so one invalidation (a live
// update, a claim) refreshes the list, the open job and the dashboard counters together.
export const providerJobKeys = {
  all: ['provider-jobs'] as const,
  list: () => [...providerJobKeys.all, 'list'] as const,
  detail: (id: string) => [...providerJobKeys.all, 'detail', id] as const,
  notes: (id: string) => [...providerJobKeys.all, 'notes', id] as const,
  stats: () => [...providerJobKeys.all, 'stats'] as const,
  claimLink: (token: string) => ['claim-link', token] as const,
};
