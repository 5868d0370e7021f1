// `npm test`'s last step: every test project, with the browser tests in a vitest process of their own.
// On two cores vitest runs one file at a time (cores - 1 workers) and a project without file parallelism (the
// browser tests: one Chromium at a time) only after all the others, so one process spent its first six minutes on
// unit and integration tests while no browser ran. Two processes run them side by side: the browser tests have
// their own PostgreSQL and server (e2e/support/global-server.ts), so they share nothing with the integration tests.
// The browser process's output is held until the first process ends, so the log reads one run after the other.
// Arguments (`npm test -- e2e/landing.spec.ts`) go to one plain `vitest run`.
import { spawn } from 'node:child_process';
import { skipBrowserTests } from './test-prerequisites.mjs';

const args = process.argv.slice(2);
const vitest = (/** @type {string[]} */ vitestArgs, /** @type {boolean} */ held) =>
  spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...vitestArgs], {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: held && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
const exitCode = (/** @type {import('node:child_process').ChildProcess} */ child) =>
  new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

if (args.length > 0 || skipBrowserTests()) {
  const all = vitest(args, false);
  children.push(all);
  process.exitCode = await exitCode(all);
} else {
  const browser = vitest(['--project', 'e2e'], true);
  const held = /** @type {{ stream: NodeJS.WriteStream, chunk: Buffer }[]} */ ([]);
  let holding = true;
  const forward = (/** @type {NodeJS.WriteStream} */ stream) => (/** @type {Buffer} */ chunk) => {
    if (holding) held.push({ stream, chunk });
    else stream.write(chunk);
  };
  browser.stdout?.on('data', forward(process.stdout));
  browser.stderr?.on('data', forward(process.stderr));
  const browserDone = exitCode(browser);
  const rest = vitest(['--project', 'unit', '--project', 'integration'], false);
  children.push(browser, rest);

  const restCode = await exitCode(rest);
  console.log('\n--- browser tests (e2e/), run beside the tests above ---\n');
  for (const { stream, chunk } of held) stream.write(chunk);
  holding = false;
  const browserCode = await browserDone;
  process.exitCode = restCode || browserCode;
}
