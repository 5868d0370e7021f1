import { format, formatDistanceToNow } from 'date-fns';

/** Spec section 9: dates read like "Nov 22, 2026 at 4:05 PM". */
export const formatCallDate = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");

/** Seconds as minutes:seconds, e.g. 95 → "1:35". */
export function formatDuration(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "5 minutes ago", for when an application came in. */
export const formatAppliedAgo = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/** Outbox times keep the seconds: several messages often go out within one minute. */
export const formatMessageTime = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm:ss a");
