import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/** A fixed-duration HTTP load from this process (loopback only). */
export async function load(opts: {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<LoadResult> {
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

type LoadTarget = { url: string; headers?: Record<string, string> };
type Combined = { requestsPerSecond: number; p99: number; errors: number };

/**
 * Measures two targets at 10 connections in alternating one-second slices after a warm-up of each, so
 * load from other processes drifting over time hits both alike: mean req/s and the worst p99 of each.
 */
export async function compareAlternating(a: LoadTarget, b: LoadTarget, seconds: number): Promise<[Combined, Combined]> {
  const slice = (t: LoadTarget) => load({ url: t.url, headers: t.headers, connections: 10, durationSeconds: 1 });
  await slice(a);
  await slice(b);
  const aSlices: LoadResult[] = [];
  const bSlices: LoadResult[] = [];
  for (let i = 0; i < seconds; i++) {
    aSlices.push(await slice(a));
    bSlices.push(await slice(b));
  }
  return [combine(aSlices), combine(bSlices)];
}

function combine(slices: LoadResult[]): Combined {
  return {
    requestsPerSecond: slices.reduce((sum, s) => sum + s.requestsPerSecond, 0) / slices.length,
    p99: Math.max(...slices.map((s) => s.p99)),
    errors: slices.reduce((sum, s) => sum + s.errors + s.non2xx, 0),
  };
}
