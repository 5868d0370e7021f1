// `npm run bench:profile -- <route> [seconds]`: where one route's time goes on the growth suite's 1M-call database
// (`npm run bench:profile -- turns` profiles whole web calls instead, `-- twilio` whole Twilio phone calls, on a
// fresh database).
// Starts the production build with V8's CPU profiler against .data/bench-scale (seed it first with
// `npm run bench -- scale`), loads <route> at 10 connections as an admin (as the seeded provider for
// /api/provider/...), and prints req/s, the latency, and the profile's heaviest packages and functions.
// PROFILE=0 measures without the profiler; SHOW=1 prints the start of the route's answer. With `turns` and `twilio`,
// PROFILE=perf starts the server with --perf-basic-prof instead, for Linux perf (`perf record -g -p <server pid>`
// while it runs): CPU time only, the kernel's share included, and JavaScript frames named from /tmp/perf-<pid>.map. The CPU per request
// (server, PostgreSQL) varies far less than the latency with what else the shared machine runs.
//
// Reading it: "(idle)" is the server waiting (PostgreSQL or the load generator had the cores); time in `writev` is
// mostly the server preempted while PostgreSQL runs on the same 2 cores, so it shrinks with the queries' work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import { hashPassword } from '../src/server/auth/password';
import { createPool } from '../src/server/db/database';
import { createAdmin } from '../src/server/db/factories';
import * as schema from '../src/server/db/schema';
import { startFakeTwilioApi } from '../test/support/fake-twilio-api';
import { freePort, startServerProcess } from '../test/support/server-process';
import { BENCH_SERVER_ENV } from './lib/server-env';
import { cpuMsEach, startCpuAccounting } from './lib/cpu';
import { load } from './lib/load';
import { httpTurns } from './suites/concierge';
import { phoneCalls, twilioEnv } from './suites/twilio';
import { BENCH_PROVIDER_INDEX } from './lib/scale-seed';
import { SCALE_SERVER_ENV, scaleDataDir, startScalePostgres } from './lib/scale-server';
import { signIn } from './lib/sign-in';

const route = process.argv[2] ?? '/api/calls';
const seconds = Number(process.argv[3] ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-profile-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-profile-data-'));
const PASSWORD = 'profile-bench-password';

if (route === 'turns' || route === 'twilio') {
  await profileTurns(route);
  process.exit(0);
}

const postgres = await startScalePostgres(root);
const url = postgres.url.replace(/\/[^/]*$/, '/scale_1000000');
const pool = createPool(url, pino({ level: 'silent' }), 2);
try {
  const db = drizzle(pool, { schema });
  const admin = await createAdmin(db);
  const providerEmail = `scale-provider-${BENCH_PROVIDER_INDEX}@example.test`;
  await db
    .update(schema.users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(schema.users.email, providerEmail));
  const server = await startServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'warn', ...BENCH_SERVER_ENV, ...SCALE_SERVER_ENV },
    900_000,
    process.env.PROFILE === '0' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  );
  try {
    const cookie = route.startsWith('/api/provider/')
      ? await signIn(server.url, providerEmail, PASSWORD, 'provider')
      : await signIn(server.url, admin.email, admin.password);
    const probe = await fetch(server.url + route, { headers: { cookie } });
    const body = await probe.text();
    if (process.env.SHOW) console.log(body.slice(0, 3000));
    console.log(`${route}: ${probe.status}, ${body.length} bytes`);
    // a server busy with background work (a backlog in graphile-worker) would blur every figure below
    const commits = async () =>
      Number(
        (await pool.query(`select xact_commit from pg_stat_database where datname = current_database()`)).rows[0]
          .xact_commit,
      );
    const before = await commits();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    console.log(`background: ${((await commits()) - before) / 2} transactions/s while idle`);
    const target = { url: server.url + route, connections: 10, headers: { cookie } };
    await load({ ...target, durationSeconds: 1 });
    const cpu = startCpuAccounting(dataDir, scaleDataDir(root));
    const r = await load({ ...target, durationSeconds: seconds });
    const used = cpu();
    const msPerRequest = (cores: number) => cpuMsEach(cores, r.requestsPerSecond).toFixed(2);
    console.log(
      `${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors + r.non2xx}; ` +
        `CPU per request: server ${msPerRequest(used.server)} ms${process.env.PROFILE === '0' ? '' : ' (profiled)'}, ` +
        `PostgreSQL ${msPerRequest(used.postgres)} ms`,
    );
  } finally {
    await server.stop('SIGINT'); // the profile is written on a clean exit
  }
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summarise(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile);
} finally {
  await pool.end();
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** `turns`: whole web calls, 10 callers at a time, against a fresh embedded database (as `npm run bench` runs them). */
/** Whole web calls at 10 at once (`turns`), or whole Twilio phone calls at 20 at once (`twilio`), on a fresh database. */
async function profileTurns(kind: 'turns' | 'twilio') {
  const port = await freePort();
  const twilioApi = await startFakeTwilioApi();
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...BENCH_SERVER_ENV,
      ...(kind === 'twilio' ? twilioEnv(port, twilioApi.url) : {}),
    },
    120_000,
    process.env.PROFILE === 'perf'
      ? ['--perf-basic-prof']
      : process.env.PROFILE === '0'
        ? []
        : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  );
  try {
    const calls = kind === 'twilio' ? phoneCalls : httpTurns;
    const concurrency = kind === 'twilio' ? 20 : 10;
    await calls(server.url, concurrency, 1); // warm-up at the concurrency measured
    const cpu = startCpuAccounting(dataDir);
    const run = await calls(server.url, concurrency, seconds);
    const used = cpu();
    const p = (q: number) => run.times[Math.floor((run.times.length - 1) * q)]!.toFixed(1);
    const perSecond = run.times.length / seconds;
    const msPerTurn = (cores: number) => cpuMsEach(cores, perSecond).toFixed(2);
    console.log(
      `${Math.round(perSecond)} turns/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, ${run.calls} calls; CPU per turn: ` +
        `server ${msPerTurn(used.server)} ms${process.env.PROFILE === '0' ? '' : ' (profiled)'}, ` +
        `PostgreSQL ${msPerTurn(used.postgres)} ms, load generator ${msPerTurn(used.loadGenerator)} ms`,
    );
    run.byTurn.forEach((times, step) => {
      const q = (f: number) => times[Math.floor((times.length - 1) * f)]!.toFixed(1);
      console.log(`  turn ${step + 1}: p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, p99 ${q(0.99)} ms`);
    });
  } finally {
    await server.stop('SIGINT');
    await twilioApi.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summarise(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile);
}

type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
};

function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id)!;
    const pkg = frame.url.includes('node_modules/')
      ? frame.url.split('node_modules/').at(-1)!.split('/')[0]!
      : frame.url
        ? path.basename(frame.url)
        : frame.functionName;
    const fn = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber}`;
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    functions.set(fn, (functions.get(fn) ?? 0) + us);
    total += us;
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([name, us]) =>
          `  ${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`,
      )
      .join('\n');
  console.log(`\nserver thread, ${(total / 1e6).toFixed(1)} s sampled\nby package or file:\n${top(packages, 15)}`);
  console.log(`by function (self time):\n${top(functions, 25)}`);
  // a native write's time (on loopback the kernel runs the peer's receive path inside it) charged to the nearest
  // JavaScript caller: which socket or log stream the writes went to
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const writers = new Map<string, number>();
  let writes = 0;
  profile.samples.forEach((id, i) => {
    if (!/^write/.test(byId.get(id)!.functionName) || byId.get(id)!.url) return;
    let at = parent.get(id);
    const chain: string[] = [];
    while (at !== undefined && chain.length < 3) {
      const frame = byId.get(at)!;
      if (frame.url && !frame.url.startsWith('node:')) {
        const pkg = frame.url.includes('node_modules/')
          ? frame.url.split('node_modules/').at(-1)!.split('/')[0]!
          : path.basename(frame.url);
        chain.push(`${frame.functionName || '(anonymous)'} (${pkg})`);
      }
      at = parent.get(at);
    }
    const us = profile.timeDeltas[i] ?? 0;
    const key = chain.join(' < ') || '(no JavaScript caller)';
    writers.set(key, (writers.get(key) ?? 0) + us);
    writes += us;
  });
  if (writes) console.log(`native writes by JavaScript caller:\n${top(writers, 8).replaceAll('%', '% of all')}`);
}
