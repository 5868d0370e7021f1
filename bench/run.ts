import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../test/support/server-process';
import { embeddedDatabaseUrl, type BenchSuite } from './lib/context';
import { printReport, writeReport, type BenchRow } from './lib/report';
import { BENCH_SERVER_ENV } from './lib/server-env';

// `npm run bench`: every suite in bench/suites/ against the production build on the embedded database,
// in one run. Loopback only; it stops by itself. `npm run bench -- health` runs only suites whose name matches.

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);

if (process.env.BENCH_BUILD !== '0') {
  console.log('building the production bundle...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const suitesDir = path.join(root, 'bench/suites');
const suites: BenchSuite[] = [];
// the report's order; a suite not listed runs last. Ingestion (vapi) runs before the marketplace suite
// adds its 50 extra Plumbing providers, whose 300 offers per lead would otherwise load every later write.
const ORDER = [
  'start-up',
  'landing',
  'health',
  'calls',
  'vapi',
  'twilio',
  'concierge',
  'corpus',
  'marketplace',
  'notifications',
  'scale',
];
const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
for (const file of fs.readdirSync(suitesDir).filter((f) => f.endsWith('.ts'))) {
  const { suite } = (await import(path.join(suitesDir, file))) as { suite: BenchSuite };
  if (only.length ? only.some((o) => suite.name.includes(o)) : !suite.onlyWhenNamed) suites.push(suite);
}

suites.sort((a, b) => rank(a.name) - rank(b.name));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-bench-'));
fs.chmodSync(dataDir, 0o755);
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...BENCH_SERVER_ENV };
const server = await startServerProcess(env);
const rows: BenchRow[] = [];
try {
  const ctx = {
    root,
    url: server.url,
    dataDir,
    databaseUrl: embeddedDatabaseUrl(dataDir),
    env,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
  };
  for (const suite of suites) {
    console.log(`running ${suite.name}...`);
    try {
      rows.push(...(await suite.run(ctx)));
    } catch (err) {
      console.error(`suite ${suite.name} failed:`, err);
      rows.push({ name: `${suite.name}: FAILED`, value: 0, unit: '', note: String(err).slice(0, 120) });
    }
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-startup`, { recursive: true, force: true });
}

console.log('');
printReport(rows);
writeReport(rows, path.join(root, 'bench/results/latest.json'));
console.log('\nwritten to bench/results/latest.json');
