/** Seconds as m:ss (spec: elapsed and total time of the jingle), e.g. 74.6 → "1:14". */
export function formatTime(seconds: number) {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
