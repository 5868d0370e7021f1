import { CALL_STATUS_LABELS, type CallStatus, type ProviderStatus } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';

// Spec section 4: the one place that maps statuses to badge styles.
type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export const CALL_STATUS_BADGE: Record<CallStatus, BadgeVariant> = {
  pending: 'default',
  assigned: 'secondary',
  followup: 'destructive',
  resolved: 'outline',
};

export function CallStatusBadge({ status }: { status: CallStatus }) {
  return <Badge variant={CALL_STATUS_BADGE[status]}>{CALL_STATUS_LABELS[status]}</Badge>;
}

const PROVIDER_STATUS_BADGE: Record<ProviderStatus, BadgeVariant> = {
  active: 'default',
  pending: 'secondary',
  rejected: 'destructive',
};

export function ProviderStatusBadge({ status }: { status: ProviderStatus }) {
  return (
    <Badge variant={PROVIDER_STATUS_BADGE[status]} className="capitalize">
      {status}
    </Badge>
  );
}
