import { format } from 'date-fns';

/** Spec section 9: dates read like "Nov 22, 2026 at 4:05 PM". */
export const formatDateTime = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");

/** Average response times: "0 min", "0.8 min", "7 min"; tenths only where they matter (under 10 minutes). */
export function formatMinutes(minutes: number) {
  const shown = minutes < 10 ? Math.round(minutes * 10) / 10 : Math.round(minutes);
  return `${shown} min`;
}
