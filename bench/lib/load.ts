import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/** A fixed-duration HTTP load from this process (loopback only). */
export async function load(opts: { url: string; connections: number; durationSeconds: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string }): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.durationSeconds,
    headers: opts.headers,
    method: opts.method ?? 'GET',
    body: opts.body,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
