// What the tests need outside node_modules, checked by `npm test` before anything else (plain JavaScript so it
// starts in tens of milliseconds). Missing packages are installed with apt-get when this user can (root, or
// passwordless sudo); otherwise it stops with one line naming them. EARL_SKIP_BROWSER_TESTS=1 runs the rest instead.
// Also imported by vitest.config.ts and the fault tests, which skip what EARL_SKIP_BROWSER_TESTS leaves out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{
 *   package: string,
 *   neededBy: string,
 *   present: (root: string, searchPath: string) => boolean,
 *   browserOnly: boolean,
 * }} Prerequisite
 */

/** Whether an executable of that name is on the search path (PATH). */
function onPath(/** @type {string} */ name, /** @type {string} */ searchPath) {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        fs.accessSync(path.join(dir, name), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

/** Debian's PostgreSQL server binaries: /usr/lib/postgresql/<version>/bin (test/support/debian-postgres.ts). */
function postgresServerPresent(/** @type {string} */ root) {
  const base = path.join(root, 'usr/lib/postgresql');
  try {
    return fs.readdirSync(base).some((version) => fs.existsSync(path.join(base, version, 'bin/pg_ctl')));
  } catch {
    return false;
  }
}

/** @type {Prerequisite[]} */
export const PREREQUISITES = [
  {
    package: 'chromium',
    neededBy: 'browser tests (e2e/)',
    // e2e/support/browser.ts launches exactly this file
    present: (root) => fs.existsSync(path.join(root, 'usr/bin/chromium')),
    browserOnly: true,
  },
  {
    package: 'espeak-ng',
    neededBy: 'voice tests (e2e/voice-chat-stt.spec.ts)',
    present: (_root, searchPath) => onPath('espeak-ng', searchPath),
    browserOnly: true,
  },
  {
    package: 'sox',
    neededBy: 'voice tests (e2e/voice-chat-stt.spec.ts)',
    present: (_root, searchPath) => onPath('sox', searchPath),
    browserOnly: true,
  },
  {
    package: 'postgresql',
    neededBy: 'fault tests (test/faults/database-outage, two-instances)',
    present: (root) => postgresServerPresent(root),
    browserOnly: false,
  },
];

/**
 * Where the checks look: `EARL_PREREQUISITES_ROOT` prefixes the absolute paths (/usr/bin/chromium,
 * /usr/lib/postgresql), so the script's own test can point it at a temporary folder.
 */
function rootOf(/** @type {NodeJS.ProcessEnv} */ env) {
  return env.EARL_PREREQUISITES_ROOT || '/';
}

/** The Debian packages whose files are missing. */
export function missingPackages(/** @type {NodeJS.ProcessEnv} */ env = process.env) {
  const root = rootOf(env);
  return PREREQUISITES.filter((p) => !p.present(root, env.PATH ?? '')).map((p) => p.package);
}

/** EARL_SKIP_BROWSER_TESTS=1 (or `true`): never the default. */
export function skipBrowserTests(/** @type {NodeJS.ProcessEnv} */ env = process.env) {
  return env.EARL_SKIP_BROWSER_TESTS === '1' || env.EARL_SKIP_BROWSER_TESTS === 'true';
}

/** Whether the fault tests on Debian's PostgreSQL are skipped: only by the opt-out, and only when it is missing. */
export function skipDebianPostgresTests(/** @type {NodeJS.ProcessEnv} */ env = process.env) {
  return skipBrowserTests(env) && !postgresServerPresent(rootOf(env));
}

/** What an opted-out run leaves out, as one loud line (empty when nothing is skipped). */
export function skippedNotice(/** @type {NodeJS.ProcessEnv} */ env = process.env) {
  if (!skipBrowserTests(env)) return '';
  const parts = ['the browser tests (e2e project)'];
  if (skipDebianPostgresTests(env)) parts.push("the fault tests on Debian's PostgreSQL (postgresql is not installed)");
  return `!!! EARL_SKIP_BROWSER_TESTS=1: SKIPPED ${parts.join(' and ')}. This run does not test everything. !!!`;
}

/** How this user can run apt-get: directly as root, through passwordless sudo, or not at all. */
function aptRunner(/** @type {NodeJS.ProcessEnv} */ env) {
  if (!onPath('apt-get', env.PATH ?? '')) return undefined;
  if (process.getuid?.() === 0) return /** @type {string[]} */ ([]);
  const sudo = spawnSync('sudo', ['-n', 'true'], { env, stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

/** Runs apt-get quietly; its output is shown only when it fails. */
function apt(/** @type {string[]} */ prefix, /** @type {string[]} */ args, /** @type {NodeJS.ProcessEnv} */ env) {
  const command = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
  const [program = 'env', ...rest] = command;
  const result = spawnSync(program, rest, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status === 0) return true;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`.trim().split('\n');
  console.error(`npm test: \`${command.join(' ')}\` failed:\n${output.slice(-10).join('\n')}`);
  return false;
}

/**
 * The check itself. Returns the exit code: 0 when the tests can run (everything present, installed now, or opted
 * out), 1 otherwise. Prints nothing when everything is present.
 */
export function checkPrerequisites(/** @type {NodeJS.ProcessEnv} */ env = process.env) {
  if (skipBrowserTests(env)) {
    // loud: bold yellow on a terminal
    const notice = skippedNotice(env);
    console.warn(process.stderr.isTTY ? `\x1b[1;33m${notice}\x1b[0m` : notice);
    return 0;
  }
  const missing = missingPackages(env);
  if (missing.length === 0) return 0;
  const list = missing.join(' ');
  const install = `apt-get install -y --no-install-recommends ${list}`;

  const runner = aptRunner(env);
  if (!runner) {
    console.error(
      `npm test: missing ${list} (Debian packages the tests need). Install them with \`sudo ${install}\`, ` +
        'or run `EARL_SKIP_BROWSER_TESTS=1 npm test` to skip the tests that need them.',
    );
    return 1;
  }
  console.log(`npm test: installing ${list} (Debian packages the tests need) with ${[...runner, install].join(' ')}`);
  if (
    !apt(runner, ['update', '-qq'], env) ||
    !apt(runner, ['install', '-y', '-qq', '--no-install-recommends', ...missing], env)
  )
    return 1;
  const still = missingPackages(env);
  if (still.length > 0) {
    console.error(`npm test: apt-get finished but ${still.join(' ')} is still missing; install it by hand.`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = checkPrerequisites();
}
