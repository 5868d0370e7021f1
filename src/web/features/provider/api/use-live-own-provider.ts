import { useLiveInvalidation } from '@web/lib/live-updates';
import { ownProviderQuery } from './own-provider';

/**
 * Refetches the provider's own record when the server says an admin decided an application (or moved one back to
 * pending). The event names no provider: the refetch reads the caller's own record.
 */
export function useLiveOwnProvider() {
  useLiveInvalidation('/api/provider/stream', 'provider', ownProviderQuery.queryKey, 250);
}
