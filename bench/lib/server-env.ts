/**
 * What every server the bench starts runs with, besides its data: the request, lead and text limits lifted (every bench
 * request comes from loopback, and the live-latency suite opens 1,000 streams with one session), and the load
 * generator trusted as the one proxy in front of it, so each simulated web caller is known by the address it gives
 * in X-Forwarded-For, as real callers are by theirs. Without that, every caller's lead was counted under one
 * address's lock, and the calls' last turns queued on it. The hourly text budget (500 by default) was spent in the
 * web turns' first seconds: every later code then took the spent budget's path (held back, rescheduled, the admins'
 * alert checked), which no caller of a deployment sized for that load would meet.
 */
export const BENCH_SERVER_ENV = {
  TRUST_PROXY: '1',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  STREAMS_PER_SESSION: '100000',
  STREAMS_PER_IP: '100000',
  CONCIERGE_SESSIONS_PER_MINUTE: '100000000',
  CONCIERGE_TURNS_PER_MINUTE: '100000000',
  LEADS_PER_IP_PER_HOUR: '100000000',
  SMS_BUDGET_PER_HOUR: '100000000',
};
