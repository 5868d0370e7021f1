import { format, formatDistanceToNow, parseISO } from 'date-fns';

// Every date, time and duration the web app shows is formatted here, so one screen never reads differently
// from another. Timestamps arrive as ISO strings from the API and are shown in the browser's time zone.

/** Spec section 9: dates read like "Nov 22, 2026 at 4:05 PM". */
export const formatDateTime = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");

/** The time of day alone, "3:42 PM": for moments within the hour or so the admin is looking at. */
export const formatTime = (iso: string) => format(new Date(iso), 'h:mm a');

/** Like formatDateTime with the seconds: outbox messages often go out within one minute of each other. */
export const formatDateTimeWithSeconds = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm:ss a");

/** "5 minutes ago", e.g. for when an application came in. */
export const formatTimeAgo = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/**
 * A calendar date (YYYY-MM-DD, Santa Cruz time) spelled out: "November 3, 2026". parseISO reads a bare date as
 * that day in local time, so it stays on that day wherever the browser is.
 */
export const formatCalendarDate = (date: string) => format(parseISO(date), 'MMMM d, yyyy');

/** Whole dollars as billing shows them: "$199.00". */
export const formatDollars = (dollars: number) => `$${dollars.toFixed(2)}`;

const minutesAndSeconds = (wholeSeconds: number) =>
  `${Math.floor(wholeSeconds / 60)}:${String(wholeSeconds % 60).padStart(2, '0')}`;

/** A call's length as minutes:seconds, to the nearest second: 95 → "1:35". */
export const formatDuration = (seconds: number) => minutesAndSeconds(Math.max(0, Math.round(seconds)));

/** A playback position as m:ss, rounding down as media players do: 74.6 → "1:14"; "0:00" while unknown (NaN). */
export const formatPlaybackTime = (seconds: number) =>
  minutesAndSeconds(Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);

/** Average response times: "0 min", "0.8 min", "7 min"; tenths only where they matter (under 10 minutes). */
export function formatMinutes(minutes: number) {
  const shown = minutes < 10 ? Math.round(minutes * 10) / 10 : Math.round(minutes);
  return `${shown} min`;
}
