// `npm test`'s last step: every test project, with the browser tests in a vitest process of their own.
// On two cores vitest runs one file at a time (cores - 1 workers) and a project without file parallelism (the
// browser tests: one Chromium at a time) only after all the others, so one process spent its first six minutes on
// unit and integration tests while no browser ran. Two processes run them side by side: the browser tests have
// their own PostgreSQL and server (e2e/support/global-server.ts), so they share nothing with the integration tests.
// The browser process's output is held until the first process ends, so the log reads one run after the other.
// Arguments (`npm test -- e2e/landing.spec.ts`) go to one plain `vitest run`.
// Either way, what failed is printed again, briefly, at the very end (test/support/failure-summary.ts): the log's tail
// is what CI shows, and the browser tests' output came after the others' failures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { skipBrowserTests } from './test-prerequisites.mjs';

const args = process.argv.slice(2);
const summaries = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-test-failures-'));

/** @typedef {{ label: string, summaryFile: string, code?: number }} Run */
/** @type {Run[]} */
const runs = [];
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

/** One `vitest run`; `held`: its output is piped to the caller instead of printed. Resolves with its exit code. */
function vitest(/** @type {string} */ label, /** @type {string[]} */ vitestArgs, /** @type {boolean} */ held) {
  /** @type {Run} */
  const run = { label, summaryFile: path.join(summaries, `${runs.length}.txt`) };
  runs.push(run);
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...vitestArgs], {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      EARL_FAILURE_SUMMARY: run.summaryFile,
      ...(held && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
  });
  children.push(child);
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => resolve((run.code = code ?? (signal ? 1 : 0)))),
  );
  return { child, done };
}

/** What failed in each vitest process, from the files their reporters wrote; a process that wrote none crashed. */
function printFailures() {
  const failed = runs.filter((run) => run.code !== 0);
  if (failed.length === 0) return;
  console.log('\n--- what failed (the details are above) ---');
  for (const run of failed) {
    const summary = fs.existsSync(run.summaryFile) ? fs.readFileSync(run.summaryFile, 'utf8').trim() : '';
    console.log(`\n${run.label}: exit code ${run.code}`);
    console.log(summary || '    no failed test was reported: the process ended before its run did');
  }
}

if (args.length > 0 || skipBrowserTests()) {
  process.exitCode = await vitest('the tests', args, false).done;
} else {
  const browser = vitest('browser tests (e2e/)', ['--project', 'e2e'], true);
  const held = /** @type {{ stream: NodeJS.WriteStream, chunk: Buffer }[]} */ ([]);
  let holding = true;
  const forward = (/** @type {NodeJS.WriteStream} */ stream) => (/** @type {Buffer} */ chunk) => {
    if (holding) held.push({ stream, chunk });
    else stream.write(chunk);
  };
  browser.child.stdout?.on('data', forward(process.stdout));
  browser.child.stderr?.on('data', forward(process.stderr));
  const rest = vitest('unit and integration tests', ['--project', 'unit', '--project', 'integration'], false);

  const restCode = await rest.done;
  console.log('\n--- browser tests (e2e/), run beside the tests above ---\n');
  for (const { stream, chunk } of held) stream.write(chunk);
  holding = false;
  const browserCode = await browser.done;
  process.exitCode = restCode || browserCode;
}
printFailures();
fs.rmSync(summaries, { recursive: true, force: true });
