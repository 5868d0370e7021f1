import { Mail, MessageSquare } from 'lucide-react';
import type { NotificationMethod } from '@shared/constants';
import { NOTIFICATION_METHOD_LABELS } from '@shared/schemas/provider';
import { Badge } from '@web/components/ui/badge';

const ICONS = { sms: [MessageSquare], email: [Mail], both: [MessageSquare, Mail] } as const;

/** How a member hears about new jobs: "SMS only", "Email only" or "Both SMS and Email", as the wizard words it. */
export function NotificationMethodBadge({ method }: { method: NotificationMethod }) {
  return (
    <Badge variant="outline" className="gap-1 font-medium">
      {ICONS[method].map((Icon, i) => (
        <Icon key={i} className="size-3.5" aria-hidden="true" />
      ))}
      {NOTIFICATION_METHOD_LABELS[method]}
    </Badge>
  );
}
