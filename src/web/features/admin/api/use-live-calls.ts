import { useLiveInvalidation } from '@web/lib/live-updates';
import { callKeys } from './keys';

// A burst of changes (a bulk import) refreshes once, still well within a second.
const REFRESH_AT_MOST_EVERY_MS = 250;

/** Keeps every calls query fresh: the server pushes an event on each change to calls (any instance, any writer). */
export function useLiveCalls() {
  useLiveInvalidation('/api/calls/stream', 'calls', callKeys.all, REFRESH_AT_MOST_EVERY_MS);
}
