import { useLiveInvalidation } from '@web/lib/live-updates';
import { providerJobKeys } from './keys';

// a burst (a dispatch, a claim and its call update) refreshes once
const REFRESH_AT_MOST_EVERY_MS = 500;

/**
 * Keeps the provider's jobs and counters fresh: the server says "jobs changed" (no more) on every change to any
 * job, and the provider's own queries refetch with their access rules.
 */
export function useLiveJobs(enabled = true) {
  useLiveInvalidation('/api/provider/jobs/stream', 'jobs', providerJobKeys.all, REFRESH_AT_MOST_EVERY_MS, enabled);
}
