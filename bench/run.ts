import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../test/support/server-process';
import { load } from './lib/load';
import { printReport, writeReport, type BenchRow } from './lib/report';

// `npm run bench`: every figure against the production build on the embedded database, in one run.
// Loopback only; it stops by itself. See bench/README.md for how to read the report.

const root = path.resolve(import.meta.dirname, '..');
const rows: BenchRow[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (!fs.existsSync(path.join(root, 'dist/server/main.js')) || !fs.existsSync(path.join(root, 'dist/web/index.html')) || process.env.BENCH_BUILD !== '0') {
  console.log('building the production bundle...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-bench-'));
fs.chmodSync(dataDir, 0o755);
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' };

// start-up: the first start creates the database; the warm starts are what a restart costs
const cold = await startServerProcess(env);
await cold.stop();
const warmTimes: number[] = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const s = await startServerProcess(env);
  warmTimes.push(performance.now() - t0);
  await s.stop();
}
rows.push({ name: 'start-up to ready (warm, embedded PostgreSQL)', value: Math.round(median(warmTimes)), unit: 'ms', note: 'median of 3' });

const server = await startServerProcess(env);
try {
  const pgUrl = embeddedUrl(dataDir);
  const bare = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/lib/bare-server.ts'), pgUrl], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const barePort = await new Promise<number>((resolve, reject) => {
    bare.stdout.on('data', (c: Buffer) => {
      const m = /listening (\d+)/.exec(c.toString());
      if (m) resolve(Number(m[1]));
    });
    bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  try {
    const seconds = Number(process.env.BENCH_SECONDS ?? 5);
    await load({ url: `${server.url}/api/health`, connections: 10, durationSeconds: 1 }); // warm-up
    const earl = await load({ url: `${server.url}/api/health`, connections: 10, durationSeconds: seconds });
    await load({ url: `http://127.0.0.1:${barePort}/health`, connections: 10, durationSeconds: 1 });
    const baseline = await load({ url: `http://127.0.0.1:${barePort}/health`, connections: 10, durationSeconds: seconds });
    rows.push({ name: 'GET /api/health at 10 connections', value: Math.round(earl.requestsPerSecond), unit: 'req/s', note: `p99 ${earl.p99} ms, errors ${earl.errors + earl.non2xx}` });
    rows.push({ name: 'same query, bare Fastify route', value: Math.round(baseline.requestsPerSecond), unit: 'req/s', note: `p99 ${baseline.p99} ms` });
    rows.push({ name: 'GET /api/health / bare route', value: earl.requestsPerSecond / baseline.requestsPerSecond, unit: 'x', goal: { op: '>=', value: 0.8 } });
  } finally {
    bare.kill('SIGTERM');
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('');
printReport(rows);
writeReport(rows, path.join(root, 'bench/results/latest.json'));
console.log('\nwritten to bench/results/latest.json');

/** The embedded server's URL while the app runs it: credentials from DATA_DIR, port from postmaster.pid. */
function embeddedUrl(dir: string) {
  const { user, password } = JSON.parse(fs.readFileSync(path.join(dir, 'pg-credentials.json'), 'utf8')) as { user: string; password: string };
  const port = fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/earl`;
}
