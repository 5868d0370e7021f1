// No phone call lasts a day: a longer span (or "1e99" from a form field) is a clock or payload error,
// not a duration worth storing, and it would overflow the integer column.
const MAX_CALL_SECONDS = 86_400;

/** A call's length in whole seconds, or null when the figure cannot be a real call's. */
export function plausibleCallSeconds(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= MAX_CALL_SECONDS ? Math.round(seconds) : null;
}
