import type { CallStatus } from '@shared/constants';

// spec section 4's call badge styles (the admin feature has its own copy: features do not import each other)
export const CALL_STATUS_BADGE: Record<CallStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  pending: 'default',
  assigned: 'secondary',
  followup: 'destructive',
  resolved: 'outline',
};
