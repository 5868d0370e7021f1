import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { createPool } from '../../src/server/db/database';
import { createAdmin, createCall } from '../../src/server/db/factories';
import * as schema from '../../src/server/db/schema';
import { startBareServer } from '../lib/bare-server-process';
import type { BenchContext, BenchSuite } from '../lib/context';
import { compareAlternating, load } from '../lib/load';
import type { BenchRow } from '../lib/report';
import { percentile } from '../lib/stats';
import { signIn } from '../lib/sign-in';

// Admin calls: GET /api/calls/:id against the same query on a bare route, how fast a new call
// reaches browsers connected to the live stream (1 and 1,000 of them), and the call log at 10,000 calls.

const INSERTS_PER_ROUND = 20;

export const suite: BenchSuite = {
  name: 'calls',
  async run(ctx) {
    const pool = createPool(ctx.databaseUrl, pino({ level: 'silent' }), 4);
    const db = drizzle(pool, { schema });
    try {
      const admin = await createAdmin(db);
      const cookie = await signIn(ctx.url, admin.email, admin.password);
      const call = await createCall(db);
      const rows = await detailThroughput(ctx, cookie, call.id);
      for (const clients of [1, 1_000]) rows.push(...(await liveLatency(ctx, cookie, db, clients)));
      rows.push(...(await callLogAtScale(ctx, cookie, pool)));
      return rows;
    } finally {
      await pool.end();
    }
  },
};

async function detailThroughput(ctx: BenchContext, cookie: string, callId: string): Promise<BenchRow[]> {
  const bare = await startBareServer(ctx);
  try {
    const [earl, baseline] = await compareAlternating(
      { url: `${ctx.url}/api/calls/${callId}`, headers: { cookie } },
      { url: `${bare.url}/calls/${callId}` },
      ctx.seconds,
    );
    return [
      {
        name: 'GET /api/calls/:id (admin) at 10 connections',
        value: Math.round(earl.requestsPerSecond),
        unit: 'req/s',
        note: `p99 ${earl.p99} ms, errors ${earl.errors}`,
      },
      {
        name: 'same call query, bare Fastify route',
        value: Math.round(baseline.requestsPerSecond),
        unit: 'req/s',
        note: `p99 ${baseline.p99} ms`,
      },
      {
        name: 'GET /api/calls/:id / bare route',
        value: earl.requestsPerSecond / baseline.requestsPerSecond,
        unit: 'x',
        goal: { op: '>=', value: 0.8 },
        note: `alternating 1 s slices; Earl also resolves the session (one more query)`,
      },
    ];
  } finally {
    bare.stop();
  }
}

const LARGE_LOG = 10_000;

/** The call log with 10,000 calls: the first page and a page deep in the log (keyset, so both cost the same). */
async function callLogAtScale(
  ctx: BenchContext,
  cookie: string,
  pool: ReturnType<typeof createPool>,
): Promise<BenchRow[]> {
  await pool.query(
    `insert into calls (customer_name, summary, transcript, created_at)
     select 'Bench caller ' || g, 'Leaking faucet in the kitchen, needs a plumber this week.', 'assistant: Hi\nuser: My faucet leaks.', now() - g * interval '1 minute'
     from generate_series(1, $1::int) g`,
    [LARGE_LOG],
  );
  const headers = { cookie };
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res: Response = await fetch(`${ctx.url}/api/calls${cursor ? `?cursor=${cursor}` : ''}`, { headers });
    cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
  }
  const first = await load({
    url: `${ctx.url}/api/calls`,
    connections: 10,
    durationSeconds: Math.max(2, Math.ceil(ctx.seconds / 2)),
    headers,
  });
  const deep = await load({
    url: `${ctx.url}/api/calls?cursor=${cursor}`,
    connections: 10,
    durationSeconds: Math.max(2, Math.ceil(ctx.seconds / 2)),
    headers,
  });
  return [
    {
      name: `GET /api/calls, first page of ${LARGE_LOG.toLocaleString('en-US')}+ calls`,
      value: Math.round(first.requestsPerSecond),
      unit: 'req/s',
      note: `p99 ${first.p99} ms, errors ${first.errors + first.non2xx}; 50 per page + total (exact to 1,000, then estimated)`,
    },
    {
      name: 'GET /api/calls, page 101 (keyset cursor)',
      value: Math.round(deep.requestsPerSecond),
      unit: 'req/s',
      note: `p99 ${deep.p99} ms, errors ${deep.errors + deep.non2xx}`,
    },
  ];
}

type StreamClient = { seen: Map<string, number>; close: () => void };

/** Opens one live-update stream and records when each call id first arrives. */
function openStream(baseUrl: string, cookie: string, agent: http.Agent): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const seen = new Map<string, number>();
    const req = http.get(
      `${baseUrl}/api/calls/stream`,
      { headers: { cookie, accept: 'text/event-stream' }, agent },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let ready = false;
        res.on('data', (chunk: string) => {
          const now = performance.now();
          if (!ready && chunk.includes('event: ready')) {
            ready = true;
            resolve({ seen, close: () => req.destroy() });
          }
          for (const m of chunk.matchAll(/"id":"([0-9a-f-]{36})"/g)) if (!seen.has(m[1]!)) seen.set(m[1]!, now);
        });
      },
    );
    req.on('error', (err) => {
      if (!(err as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(err);
    });
  });
}

async function liveLatency(
  ctx: BenchContext,
  cookie: string,
  db: Parameters<typeof createCall>[0],
  clients: number,
): Promise<BenchRow[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: StreamClient[] = [];
  try {
    for (let i = 0; i < clients; i += 100) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, clients - i) }, () => openStream(ctx.url, cookie, agent)),
        )),
      );
    }
    const latencies: number[] = [];
    let missed = 0;
    for (let round = 0; round < INSERTS_PER_ROUND; round++) {
      const started = performance.now();
      const call = await createCall(db, { customerName: `Bench ${round}` });
      const deadline = Date.now() + 5_000;
      while (streams.some((s) => !s.seen.has(call.id)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 5));
      for (const s of streams) {
        const at = s.seen.get(call.id);
        if (at === undefined) missed++;
        else latencies.push(at - started);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    latencies.sort((a, b) => a - b);
    const label = `call inserted → live client, ${clients.toLocaleString('en-US')} connected`;
    const note = `${INSERTS_PER_ROUND} inserts, ${latencies.length} deliveries${missed ? `, ${missed} missed` : ''}`;
    return [
      { name: `${label}, p50`, value: percentile(latencies, 50), unit: 'ms', note },
      {
        name: `${label}, p95`,
        value: percentile(latencies, 95),
        unit: 'ms',
        goal: clients >= 1_000 ? { op: '<=', value: 100 } : undefined,
        note,
      },
    ];
  } finally {
    for (const s of streams) s.close();
    agent.destroy();
  }
}
