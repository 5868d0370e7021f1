import { performance } from 'node:perf_hooks';
import { converse, startConversation, type ConversationContext } from '../../src/server/concierge/engine/engine';
import type { BenchSuite } from '../lib/context';
import { percentile } from '../lib/stats';

// A complete call, used both in-process (engine alone) and over HTTP (engine + database + job scheduling).
const SCRIPT = [
  'Hi, my water heater is leaking all over the garage floor',
  'Maria Gonzalez',
  '831 555 0187',
  'yes',
  '214 Seabright Avenue in Santa Cruz',
  'tomorrow morning or Saturday after 3',
  'yes',
  'yes',
];

function engineTurns(count: number) {
  const ctx: ConversationContext = {
    now: new Date(),
    prosByCategory: { Plumbing: 3 },
  };
  const times: number[] = [];
  while (times.length < count) {
    let { state } = startConversation({ now: ctx.now });
    for (const line of SCRIPT) {
      const t0 = performance.now();
      ({ state } = converse(state, line, ctx));
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}

async function post(url: string, body: unknown, ip: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id?: string; done?: boolean }>;
}

/** `sessions` callers in parallel, each running whole calls back to back until the time is up. */
async function httpTurns(baseUrl: string, sessions: number, seconds: number) {
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  let calls = 0;
  // each simulated caller has its own address, as real callers do, so per-IP rate limits apply per caller
  const caller = async (index: number) => {
    let round = 0;
    while (Date.now() < until) {
      const ip = `10.77.${index}.${(round++ % 250) + 1}`;
      const { id } = await post(`${baseUrl}/api/concierge/sessions`, {}, ip);
      for (const text of SCRIPT) {
        const t0 = performance.now();
        await post(`${baseUrl}/api/concierge/sessions/${id}/turns`, { text }, ip);
        times.push(performance.now() - t0);
      }
      calls += 1;
    }
  };
  await Promise.all(Array.from({ length: sessions }, (_, i) => caller(i)));
  return { times: times.sort((a, b) => a - b), calls };
}

export const suite: BenchSuite = {
  name: 'concierge',
  async run(ctx) {
    engineTurns(2_000); // warm-up (JIT)
    const engine = engineTurns(10_000);
    await httpTurns(ctx.url, 2, 1); // warm-up
    const http = await httpTurns(ctx.url, 10, ctx.seconds);
    return [
      { name: 'concierge engine turn (no LLM), p50 of 10,000', value: percentile(engine, 50), unit: 'ms' },
      {
        name: 'concierge engine turn (no LLM), p99 of 10,000',
        value: percentile(engine, 99),
        unit: 'ms',
        goal: { op: '<=', value: 5 },
      },
      {
        name: 'POST /turns with database, 10 sessions, p99',
        value: percentile(http.times, 99),
        unit: 'ms',
        note: `p50 ${percentile(http.times, 50).toFixed(1)} ms, ${http.times.length} turns, ${http.calls} calls stored`,
      },
    ];
  },
};
